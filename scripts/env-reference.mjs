// `npx node scripts/env-reference.mjs [--check]`: writes docs/environment.md, the environment-variable reference, from
// the gateway's configuration schema (the `.describe()` text of each variable in gateway/src/config). Reads the built
// gateway: run `npm run build -w gateway` first. `--check` only reports whether the file is up to date (the gateway
// suite's env-reference test checks the same on every `npm test`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const { envReferencePath, renderEnvReference, undescribedVariables } = await import('../gateway/dist/config/env-reference.js');

const missing = undescribedVariables();
if (missing.length) {
  console.error(`No .describe() text in gateway/src/config for: ${missing.join(', ')}`);
  process.exit(1);
}
const file = path.join(root, envReferencePath);
const rendered = renderEnvReference();
let current = '';
try {
  current = readFileSync(file, 'utf8');
} catch {
  // Not written yet.
}
if (process.argv.includes('--check')) {
  console.log(current === rendered ? `${envReferencePath} is up to date` : `${envReferencePath} is stale: run npx node scripts/env-reference.mjs`);
  process.exitCode = current === rendered ? 0 : 1;
} else if (current === rendered) {
  console.log(`${envReferencePath} is up to date`);
} else {
  writeFileSync(file, rendered);
  console.log(`wrote ${envReferencePath}`);
}
