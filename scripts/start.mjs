// `npm start`: builds whatever is missing, then runs the gateway on embedded defaults (http://localhost:3000).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, buildOutputs, isBuilt, root } from './lib.mjs';

const missing = Object.keys(buildOutputs).filter((workspace) => !isBuilt(workspace));
if (missing.length) {
  console.log(`Building ${missing.join(', ')} (first start)…`);
  // The schema package feeds everything else: rebuild it whenever anything is missing.
  await build(missing.includes('schema') ? missing : ['schema', ...missing]);
}
await import(pathToFileURL(path.join(root, 'gateway/dist/main.js')).href);
