// Several gateway processes on one PostgreSQL database (`npm run bench -- gateways [--projects 20] [--documents 30]
// [--streams 500]`), the figures of several gateways on one database:
//   1. throughput of analysis runs (offline engine, clauses test type) with one and with two gateway processes:
//      `--projects` projects of `--documents` documents each, all runs started at once, runs per minute;
//   2. take-over: a gateway killed with SIGKILL mid-run (its model server never answers), the time until
//      another gateway has claimed the run (WORKER_STALE_AFTER_SECONDS at its default, 30) and finished it;
//   3. SSE fan-out: `--streams` idle run streams on one API-only gateway, memory per stream (RSS delta).
// Creates a database of its own on the local PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
// and drops it afterwards. Loopback only. The gateways are started as the tests start them (gateway/src/testing/gateway-process.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalDatabase } from './shared/local-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'gateway/package.json'));
const pg = require('pg');
const { buildDocx } = await import(pathToFileURL(path.join(root, 'gateway/dist-testing/testing/document-fixtures.js')).href);
const { listeningUrl, spawnGateway } = await import(pathToFileURL(path.join(root, 'gateway/src/testing/gateway-process.ts')).href);

const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const projects = arg('--projects', 20);
const documents = arg('--documents', 30);
const streams = arg('--streams', 500);
const testType = 'ISO 27001:2022 Clauses 4-10';

/** The bench's own database on the local PostgreSQL (created in main). */
let database;
const jwtSecret = randomBytes(32).toString('hex');
const children = new Set();
const dirs = [];

async function query(sql, params = []) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A gateway child process on the bench database; resolves once it logs that it listens. */
async function startGateway(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-bench-gw-'));
  dirs.push(dataDir);
  const child = spawnGateway({ DATA_DIR: dataDir, DATABASE_URL: database.url, JWT_SECRET: jwtSecret, REGISTRATIONS_PER_IP_PER_HOUR: '1000', ...env });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { url: await listeningUrl(child), child, pid: child.pid };
}

function client(url, token) {
  return async (method, route, body) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${url}${route}`, { method, headers, body: payload });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

async function signUp(url) {
  const suffix = randomBytes(4).toString('hex');
  const { token } = await client(url)('POST', '/api/auth/register', { username: `bench_${suffix}`, email: `bench_${suffix}@example.com`, password: 'correct-horse-battery' });
  return client(url, token);
}

// Our own policy wording, varied per document so the chunks differ.
const topics = [
  ['Information security policy', 'This policy is approved by the board and reviewed every year by the information security manager.'],
  ['Access control', 'Access is granted on least privilege; rights are reviewed every quarter and removed within one day of leaving.'],
  ['Backup', 'Production data is backed up every night, encrypted, kept for 35 days and restored in a test each quarter.'],
  ['Incident management', 'Incidents are reported to the service desk, classified by severity and reviewed after closure.'],
  ['Risk assessment', 'Risks are assessed each year against the risk acceptance criteria and treated by their owners.'],
  ['Supplier security', 'Suppliers sign security terms and are reviewed yearly according to the data they handle.'],
];

async function seedProjects(call, count, label) {
  const ids = [];
  for (let p = 0; p < count; p += 1) {
    const { id } = await call('POST', '/api/projects', { name: `${label} ${p + 1}` });
    for (let d = 0; d < documents; d += 1) {
      const [heading, sentence] = topics[(p + d) % topics.length];
      const bytes = await buildDocx([{ heading: `${heading} ${d + 1}`, paragraphs: [sentence, `Document ${d + 1} of project ${p + 1} applies to every site and every employee.`] }]);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), `policy-${d + 1}.docx`);
      await call('POST', `/api/projects/${id}/documents`, form);
    }
    ids.push(id);
  }
  return ids;
}

async function untilRunsEnded(runIds, timeoutMs = 30 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ open }] = await query(`select count(*)::int as open from analysis_runs where id = any($1) and status not in ('completed', 'failed', 'cancelled')`, [runIds]);
    if (open === 0) return;
    if (Date.now() > deadline) throw new Error(`${open} runs still open`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function throughput(call, projectIds) {
  const started = Date.now();
  const runIds = [];
  for (const id of projectIds) runIds.push((await call('POST', `/api/projects/${id}/assessment/runs`, { testType })).runId);
  await untilRunsEnded(runIds);
  const seconds = (Date.now() - started) / 1000;
  const [{ failed }] = await query(`select count(*)::int as failed from analysis_runs where id = any($1) and status <> 'completed'`, [runIds]);
  return { seconds, perMinute: (runIds.length / seconds) * 60, failed };
}

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

async function main() {
  database = await createLocalDatabase('gw', 'the gateways bench');
  console.log(`gateways on one PostgreSQL (${database.name}); ${projects} projects x ${documents} documents per configuration, offline engine, ${testType}`);
  try {
    // 1. Throughput with one, then two gateway processes (WORKER_CONCURRENCY 2 each).
    const a = await startGateway({ WORKER_CONCURRENCY: '2' });
    const callA = await signUp(a.url);
    let seeded = Date.now();
    const setOne = await seedProjects(callA, projects, 'One gateway');
    console.log(`seeded ${projects * documents} documents in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const one = await throughput(callA, setOne);
    const b = await startGateway({ WORKER_CONCURRENCY: '2' });
    seeded = Date.now();
    const setTwo = await seedProjects(callA, projects, 'Two gateways');
    console.log(`seeded ${projects * documents} more in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const two = await throughput(callA, setTwo);

    // 2. Take-over after SIGKILL: C answers through a model server that never replies, so it is mid-run when killed.
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.child, b.child].map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve() : c.once('exit', resolve)))));
    const hanging = createServer(() => undefined);
    await new Promise((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const modelUrl = `http://127.0.0.1:${hanging.address().port}/v1`;
    const c = await startGateway({ OPENAI_API_KEY: 'local-bench-key', OPENAI_BASE_URL: modelUrl, OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '600000' });
    const callC = await signUp(c.url);
    const [held] = await seedProjects(callC, 1, 'Take-over');
    const { runId } = await callC('POST', `/api/projects/${held}/assessment/runs`, { testType });
    for (;;) {
      const [row] = await query('select status, claimed_by from analysis_runs where id = $1', [runId]);
      if (row.status === 'running' && row.claimed_by) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [{ claimed_by: firstOwner }] = await query('select claimed_by from analysis_runs where id = $1', [runId]);
    const d = await startGateway({});
    c.child.kill('SIGKILL');
    const killedAt = Date.now();
    let claimedAfter;
    for (;;) {
      const [row] = await query('select status, claimed_by from analysis_runs where id = $1', [runId]);
      if (!claimedAfter && row.claimed_by && row.claimed_by !== firstOwner) claimedAfter = (Date.now() - killedAt) / 1000;
      if (row.status === 'completed') break;
      if (Date.now() - killedAt > 180_000) throw new Error(`run ${runId} still ${row.status} after 180 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const completedAfter = (Date.now() - killedAt) / 1000;
    hanging.close();

    // 3. SSE fan-out: an API-only gateway, a run nobody processes. Its documents are uploaded while the worker
    // gateway still runs (extraction is a claimed job too, which an API-only gateway leaves to the workers); the
    // worker gateway is stopped before the run starts.
    const e = await startGateway({ WORKERS: '0' });
    const callE = await signUp(e.url);
    const [idle] = await seedProjects(callE, 1, 'Fan-out');
    d.child.kill('SIGTERM');
    await new Promise((resolve) => (d.child.exitCode !== null ? resolve() : d.child.once('exit', resolve)));
    const { runId: idleRun, streamToken } = await callE('POST', `/api/projects/${idle}/assessment/runs`, { testType });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = rssMb(e.pid);
    const controller = new AbortController();
    const opened = await Promise.all(
      Array.from({ length: streams }, async () => {
        const res = await fetch(`${e.url}/api/runs/${idleRun}/stream?token=${streamToken}`, { signal: controller.signal });
        const reader = res.body.getReader();
        const first = await reader.read(); // the current state
        return res.status === 200 && new TextDecoder().decode(first.value).includes('"queued"') ? reader : undefined;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = rssMb(e.pid);
    const ok = opened.filter(Boolean).length;
    controller.abort();

    console.log('');
    console.log('| figure | measured |');
    console.log('|---|---|');
    console.log(`| runs, 1 gateway | ${projects} runs in ${one.seconds.toFixed(1)} s = ${one.perMinute.toFixed(1)} runs/min (${one.failed} not completed) |`);
    console.log(`| runs, 2 gateways | ${projects} runs in ${two.seconds.toFixed(1)} s = ${two.perMinute.toFixed(1)} runs/min (${two.failed} not completed) |`);
    console.log(`| take-over after SIGKILL (stale after 30 s) | claimed by another gateway after ${claimedAfter?.toFixed(1)} s, completed after ${completedAfter.toFixed(1)} s |`);
    console.log(`| SSE fan-out | ${ok}/${streams} streams open on one gateway; RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB = ${(((after - before) * 1024) / streams).toFixed(1)} KB per stream |`);
    console.log(`\n(machine: ${require('node:os').cpus().length} cores; every gateway, PostgreSQL and this script share them)`);
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
