import base from '../schema/federation/jest.config.js';

// The shell owns the shared web kit's client: its tests run with the shell's.
export default { ...base, roots: [...base.roots, '<rootDir>/../schema/web'] };
