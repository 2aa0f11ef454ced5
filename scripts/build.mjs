// `npm run build`: builds every workspace (schema, gateway, the four microfrontends).
import { build, buildOutputs } from './lib.mjs';

await build(Object.keys(buildOutputs));
