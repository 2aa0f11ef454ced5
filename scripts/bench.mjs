// `npm run bench -- <name>`: runs one benchmark from bench/. Benchmarks measure the built code, so the
// gateway (and the schema it imports) is built first when it is not.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, isBuilt, root, run } from './lib.mjs';

const benchmarks = {
  extract: 'bench/extract.mjs',
  analysis: 'bench/analysis.mjs',
  export: 'bench/export.mjs',
  attack: 'bench/attack.mjs',
  api: 'bench/api.mjs',
  'api-tokens': 'bench/api-tokens.mjs',
  knowledge: 'bench/knowledge.mjs',
  gateways: 'bench/gateways.mjs',
  load: 'bench/load.mjs',
  'first-run': 'bench/first-run.mjs',
  stall: 'bench/stall.mjs',
  weight: 'bench/weight.mjs',
  'weight-floor': 'bench/weight-floor.mjs',
  pages: 'bench/pages.mjs',
  collaboration: 'bench/collaboration.mjs',
};
const [name, ...args] = process.argv.slice(2);

if (!name || !(name in benchmarks)) {
  console.error(`usage: npm run bench -- <${Object.keys(benchmarks).join('|')}> [options]`);
  process.exit(2);
}
const missing = ['schema', 'gateway'].filter((workspace) => !isBuilt(workspace));
if (missing.length) await build(missing);
// The test support some benches use (document fixtures, the hash embedder) is left out of the product's build:
// it is compiled on its own into gateway/dist-testing (incrementally, so a second bench pays nothing).
if ((await run('npx', ['tsc', '-p', 'gateway/tsconfig.testing.json'])) !== 0) process.exit(1);
const script = path.join(root, benchmarks[name]);
if (!existsSync(script)) throw new Error(`missing ${script}`);
process.exitCode = await run(process.execPath, [script, ...args]);
