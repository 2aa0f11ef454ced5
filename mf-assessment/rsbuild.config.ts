import { defineRemoteConfig } from '../schema/federation/remote-config.ts';

export default defineRemoteConfig(import.meta.url, 'mf_assessment', 'Projects and assessments');
