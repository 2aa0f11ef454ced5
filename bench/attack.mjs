// Resource-exhaustion attacks (every shared resource one user could hold), before/after (`npm run bench -- attack [--gateway dir] [--only a,b]`).
//
// Starts the built gateway (gateway/dist, or --gateway <dir>/dist of another checkout) on 127.0.0.1 with a
// fresh PGlite data directory (or DATABASE_URL when set), runs each attack against it only, and reports
// the attack's wall time, the attacker's answers, a victim's GET /api/user latency meanwhile, and the
// gateway's peak RSS. Attacks: alias (six parallel 1,400-alias question queries), anon (six parallel
// anonymous 1 MB queries and a 20 MB anonymous GraphQL upload), uploads (fifty 20 MB uploads at once).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const gatewayDir = path.resolve(arg('--gateway', path.join(here, '..')), 'gateway');
const only = arg('--only', 'alias,anon,uploads').split(',');
/** Parallel attackers of the alias and anonymous-query attacks (the figure is six). */
const parallel = Number(arg('--parallel', '6'));
/** An attack still running after this many seconds is reported as such, and the next one starts. */
const limitSeconds = Number(arg('--limit', '180'));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-attack-'));
const child = spawn(process.execPath, [path.join(gatewayDir, 'dist/main.js')], {
  // A new account without the trial: no example project prepared in the background while this measures.
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development', REGISTRATIONS_PER_IP_PER_HOUR: '1000', TRIAL_CREDITS: '0', TRIAL_EXAMPLE_PROJECT: 'false' },
  stdio: 'ignore',
});
try {
  await waitReady();
  const results = {};
  for (const name of only) results[name] = await attack(name);
  console.log(JSON.stringify({ gateway: gatewayDir, results }));
  process.exitCode = 0;
} finally {
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}

async function attack(name) {
  const user = await register();
  const victim = await register();
  const rss = sampleRss();
  const latencies = [];
  let attacking = true;
  const watch = (async () => {
    while (attacking) {
      const started = performance.now();
      const ok = await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${victim}` } }).then(() => true, () => false);
      latencies.push(ok ? performance.now() - started : Infinity);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const run = { alias: aliasAttack, anon: anonymousAttack, uploads: uploadAttack }[name](user);
  const statuses = await Promise.race([run, new Promise((resolve) => setTimeout(() => resolve([`unfinished after ${limitSeconds} s`]), limitSeconds * 1000))]);
  const seconds = (performance.now() - started) / 1000;
  attacking = false;
  await watch;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    seconds: round(seconds),
    statuses: count(statuses),
    gatewayExited: child.exitCode !== null || child.signalCode !== null,
    victimMs: { p50: round(sorted[Math.floor(sorted.length / 2)] ?? 0), max: round(sorted.at(-1) ?? 0), samples: sorted.length },
    rssMb: rss.stop(),
  };
}

async function aliasAttack(token) {
  const query = `{ ${Array.from({ length: 1400 }, (_, i) => `a${i}: questions(testType: "ISO 27001:2022 Full Assessment (Clauses 4-10 and Annex A)") { guidance }`).join(' ')} }`;
  return Promise.all(Array.from({ length: parallel }, () => gql(query, token)));
}

async function anonymousAttack() {
  const query = `{ ${Array.from({ length: 40_000 }, (_, i) => `f${i}: __typename`).join(' ')} }`; // ~0.8 MB
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($f: Upload!) { uploadDocument(projectId: "1", file: $f) { id } }', variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([Buffer.alloc(20 * 1024 * 1024 - 1024, 0x41)]), 'a.pdf');
  const upload = fetch(`${base}/graphql`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } }).then((r) => r.status);
  return Promise.all([...Array.from({ length: parallel }, () => gql(query)), upload]);
}

async function uploadAttack(token) {
  const project = await (await fetch(`${base}/api/projects`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Uploads' }) })).json();
  return Promise.all(
    Array.from({ length: 50 }, (_, i) => {
      const bytes = Buffer.alloc(20 * 1024 * 1024 - 2048, 0x20);
      bytes.write(`%PDF-1.7\n% upload ${i}\n`, 0, 'latin1');
      const form = new FormData();
      form.append('file', new Blob([bytes]), `big-${i}.pdf`);
      return fetch(`${base}/api/projects/${project.id}/documents`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 'reset');
    }),
  );
}

async function gql(query, token) {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  try {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 'reset';
  }
}

async function register() {
  const suffix = Math.random().toString(36).slice(2, 10);
  const body = JSON.stringify({ username: `bench_${suffix}`, email: `bench_${suffix}@example.com`, password: 'correct-horse-battery' });
  const res = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return (await res.json()).token;
}

function sampleRss() {
  const read = () => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0; // the gateway has exited
    }
  };
  const before = read();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, read())), 50);
  return { stop: () => (clearInterval(timer), { before: round(before), peak: round(peak) }) };
}

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('gateway did not become ready');
}

function round(n) {
  return Math.round(n * 10) / 10;
}

function count(values) {
  return values.reduce((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

