// `npm test`: everything. Builds, checks the generated contract, runs the gateway suite on PGlite and
// (when TEST_DATABASE_URL is set) on PostgreSQL, the component tests, then the Playwright journeys.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eDigest } from './e2e-digest.mjs';
import { build, buildOutputs, microfrontends, root, run } from './lib.mjs';

const started = Date.now();
const results = [];

async function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  results.push({ name, ok: code === 0 });
}

await build(Object.keys(buildOutputs));
await step('typed documents match schema.graphql', 'node', ['schema/codegen.mjs', '--check']);
await step('gateway on PGlite', 'npm', ['test', '--silent', '-w', 'gateway'], { GATEWAY_TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  await step('gateway on PostgreSQL', 'npm', ['test', '--silent', '-w', 'gateway'], { GATEWAY_TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the gateway suite ran on PGlite only.');
}
for (const mf of microfrontends) await step(`${mf} components`, 'npm', ['test', '--silent', '-w', mf]);
rmSync(path.join(root, 'e2e/.artifacts/results.json'), { force: true });
await step('end-to-end journeys (Playwright, Chromium)', 'npm', ['test', '--silent', '-w', 'e2e']);

const failed = results.filter((r) => !r.ok);
const digest = e2eDigest();
if (digest.length) console.log(['\n=== failed or flaky journeys', ...digest].join('\n'));
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exitCode = failed.length ? 1 : 0;
