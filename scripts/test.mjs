// `npm test`: everything. Builds, checks the generated contract and the types the builds do not check, lints the whole
// repository (ESLint, zero findings), runs the gateway suite on PGlite and
// (when TEST_DATABASE_URL is set) on PostgreSQL, the component tests, the production smoke test (when
// TEST_DATABASE_URL is set), then the Playwright journeys.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, buildOutputs, microfrontends, root, run } from './lib.mjs';
import { jestDigest, jestFailures, journeyDigest, journeyFailures, oneLineEach } from './test-digest.mjs';

const started = Date.now();

/** `docker compose` (v2 plugin) or `docker-compose`, whichever is installed. */
function composeCommand() {
  const works = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
  if (works('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (works('docker-compose', ['version'])) return ['docker-compose'];
  return undefined;
}
const results = [];

/** Where each jest step writes its results, read back for the digest of failed tests at the end. */
const jestReports = path.join(root, '.artifacts/jest');
rmSync(jestReports, { recursive: true, force: true });
mkdirSync(jestReports, { recursive: true });
const jestReport = (name) => {
  const file = path.join(jestReports, `${name}.json`);
  return { file, args: ['--', '--json', `--outputFile=${file}`] };
};

async function step(name, command, args, env = {}, report = undefined) {
  console.log(`\n=== ${name}`);
  const stepStarted = Date.now();
  const code = await run(command, [...args, ...(report?.args ?? [])], { env: { ...process.env, ...env } });
  results.push({ name, ok: code === 0, seconds: (Date.now() - stepStarted) / 1000, report: report?.file });
}

const buildStarted = Date.now();
await build(Object.keys(buildOutputs));
const buildSeconds = (Date.now() - buildStarted) / 1000;
await step('typed documents match schema.graphql', 'node', ['schema/codegen.mjs', '--check']);
await step('type-check: schema, microfrontends, journeys (tsc --noEmit)', 'node', ['scripts/typecheck.mjs']);
await step('lint: the whole repository (ESLint, zero findings)', 'npx', ['eslint', '.', '--max-warnings', '0']);
await step('schema.graphql breaks nothing of released.graphql', 'node', ['gateway/dist/scripts/check-schema-compat.js']);
const compose = composeCommand();
if (compose) {
  // A placeholder for the variable the files require; `config -q` checks them (and the http-only override on top),
  // starts nothing and reads no secret file.
  await step('docker-compose.yml is valid (compose config)', compose[0], [...compose.slice(1), 'config', '-q'], { PUBLIC_HOST: 'gap.example.com' });
  await step('docker-compose.yml with deploy/compose.http-only.yml is valid', compose[0], [...compose.slice(1), '-f', 'docker-compose.yml', '-f', 'deploy/compose.http-only.yml', 'config', '-q'], { PUBLIC_HOST: 'gap.example.com' });
} else {
  console.log('\nNeither `docker compose` nor `docker-compose` is installed: docker-compose.yml was not validated.');
}
await step('gateway on PGlite', 'npm', ['test', '--silent', '-w', 'gateway'], { GATEWAY_TEST_DB: 'pglite' }, jestReport('gateway-pglite'));
if (process.env.TEST_DATABASE_URL) {
  await step('gateway on PostgreSQL', 'npm', ['test', '--silent', '-w', 'gateway'], { GATEWAY_TEST_DB: 'postgres' }, jestReport('gateway-postgres'));
} else {
  console.log('\nTEST_DATABASE_URL is not set: the gateway suite ran on PGlite only.');
}
for (const mf of microfrontends) await step(`${mf} components`, 'npm', ['test', '--silent', '-w', mf], {}, jestReport(mf));
if (process.env.TEST_DATABASE_URL) {
  // Production on this machine: Debian's nginx with compose's configuration, TLS, two gateways on PostgreSQL.
  await step('production smoke (nginx, TLS, two gateways; Playwright)', 'npm', ['run', 'smoke', '--silent', '-w', 'e2e']);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the production smoke test (two gateways on PostgreSQL behind nginx) did not run.');
}
rmSync(path.join(root, 'e2e/.artifacts/results.json'), { force: true });
await step('end-to-end journeys (Playwright, Chromium)', 'npm', ['test', '--silent', '-w', 'e2e']);

const failed = results.filter((r) => !r.ok);
const jestFailed = [];
for (const r of failed.filter((f) => f.report)) {
  const failures = jestFailures(r.report);
  jestFailed.push(...failures);
  console.log([`\n=== failed tests: ${r.name}`, ...(failures.length ? jestDigest(failures) : ['(no test failed: see the step\'s output)'])].join('\n'));
}
const journeys = journeyFailures();
if (journeys.length) console.log(['\n=== failed or flaky journeys', ...journeyDigest(journeys)].join('\n'));
console.log('\n=== summary');
console.log(`     build (${buildSeconds.toFixed(0)} s)`);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(0)} s)`);
console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
// Last, one line per failed test: the lines a short tail of the log still shows.
const short = oneLineEach(journeys, jestFailed);
if (short.length) {
  const shown = short.slice(0, 10).map((l) => `- ${l}`);
  if (short.length > shown.length) shown.push(`- and ${short.length - shown.length} more (listed above)`);
  console.log(['failed:', ...shown].join('\n'));
}
process.exitCode = failed.length ? 1 : 0;
