// `node scripts/typecheck.mjs`: type-checks what no build step does, so that a type error there fails `npm test`: the
// shared schema package, each microfrontend (rspack strips types without checking them) and the journeys. The
// gateway is checked by its own build (tsc). Exits 1 when any has a finding, after checking them all.
import path from 'node:path';
import { microfrontends, root, run } from './lib.mjs';

const workspaces = ['schema', ...microfrontends, 'e2e'];
const failed = [];
for (const workspace of workspaces) {
  const code = await run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', path.join(root, workspace)]);
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${workspace}`);
  if (code !== 0) failed.push(workspace);
}
process.exitCode = failed.length ? 1 : 0;
