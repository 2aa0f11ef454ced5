// What checking a personal API token costs per request, against a sign-in JWT (`npm run bench -- api-tokens
// [--iterations 2000] [--requests 1000]`).
//
// Starts the built gateway in this process on 127.0.0.1 with a fresh PGlite data directory (or DATABASE_URL
// when set), registers a user, creates a read-write API token, then measures:
//   check:   the bearer check alone (authenticateBearer: JWT = signature + user + revocation lookups;
//            API token = SHA-256 + prefix lookup + user lookup + rate-limit count), µs per call;
//   request: GET /api/user over HTTP with each credential, µs per request (median and mean).
// Both credentials are measured interleaved in rounds so machine noise hits them alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const iterations = Number(arg('--iterations', '2000'));
const requests = Number(arg('--requests', '1000'));
const dist = (file) => import(pathToFileURL(path.join(here, '../gateway/dist', file)).href);

const [{ loadConfig }, { startApp }, { authenticateBearer }, { pino }] = await Promise.all([
  dist('config/env.js'),
  dist('app/server.js'),
  dist('modules/api-tokens/bearer.js'),
  import('pino'),
]);

const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-bench-tokens-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  // The bench measures the check, not the refusal.
  API_TOKEN_REQUESTS_PER_MINUTE: '1000000',
  // A new account without the trial: no example project prepared in the background while this measures.
  TRIAL_CREDITS: '0',
  TRIAL_EXAMPLE_PROJECT: 'false',
});
const app = await startApp(config, { logger: pino({ level: 'silent' }) });
try {
  const { services, database } = app;
  const em = () => database.orm.em.fork();
  const { token: jwt, user } = await services.auth.register(em(), { username: 'bench_tokens', email: 'bench_tokens@example.com', password: 'correct-horse-battery' }, '127.0.0.1');
  const { secret } = await services.apiTokens.create(em(), user, { name: 'Bench', scope: 'read-write', password: 'correct-horse-battery' }, (password) => services.auth.confirmPassword(em(), user.id, password, '127.0.0.1'));

  const credentials = { jwt, apiToken: secret };
  for (const bearer of Object.values(credentials)) {
    const caller = await authenticateBearer(services, em(), bearer);
    if (caller.user?.id !== user.id) throw new Error('a credential did not authenticate');
  }

  // Warm-up, then interleaved rounds of 100 calls each.
  const check = { jwt: [], apiToken: [] };
  for (let round = 0; round < Math.ceil(iterations / 100) + 2; round++) {
    for (const [name, bearer] of Object.entries(credentials)) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < 100; i++) await authenticateBearer(services, em(), bearer);
      if (round >= 2) check[name].push(Number(process.hrtime.bigint() - started) / 1e3 / 100);
    }
  }

  const request = { jwt: [], apiToken: [] };
  for (let i = 0; i < requests + 50; i++) {
    for (const [name, bearer] of Object.entries(credentials)) {
      const started = process.hrtime.bigint();
      const res = await fetch(`${app.url}/api/user`, { headers: { authorization: `Bearer ${bearer}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      if (i >= 50) request[name].push(Number(process.hrtime.bigint() - started) / 1e3);
    }
  }

  const summary = (values) => ({ medianUs: round(median(values)), meanUs: round(values.reduce((a, b) => a + b, 0) / values.length) });
  const result = {
    database: config.databaseUrl ? 'postgresql' : 'pglite',
    check: { iterations: check.jwt.length * 100, jwt: summary(check.jwt), apiToken: summary(check.apiToken), overheadUs: round(median(check.apiToken) - median(check.jwt)) },
    request: { requests, jwt: summary(request.jwt), apiToken: summary(request.apiToken), overheadUs: round(median(request.apiToken) - median(request.jwt)) },
  };
  console.log(`API token check: ${result.check.apiToken.medianUs} µs vs JWT ${result.check.jwt.medianUs} µs per call (overhead ${result.check.overheadUs} µs)`);
  console.log(`GET /api/user:   ${result.request.apiToken.medianUs} µs vs JWT ${result.request.jwt.medianUs} µs per request (overhead ${result.request.overheadUs} µs)`);
  console.log(JSON.stringify(result));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function round(n) {
  return Math.round(n * 10) / 10;
}
