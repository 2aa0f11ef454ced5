// Load on PostgreSQL (`npm run bench -- load [--users 200] [--minutes 5] [--ramp-seconds 30] [--think-ms 500]
// [--grace-seconds 120] [--test-type clauses|annexA|full] [--gateway-log FILE]`): many users at once against the built product.
//
// Creates a database of its own on the local PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test),
// starts the built gateway on it as the tests do (gateway/src/testing/gateway-process.ts: 127.0.0.1, a free port,
// LOG_LEVEL info, offline analysis engine) and drives `--users` simulated users over HTTP on loopback. Each user
// signs up (register, then login) and, until `--minutes` have passed, repeats the journey: create a project, upload
// 3 generated documents (DOCX, PDF, XLSX: what the upload accepts), choose the test type, save a manual answer to
// every question, start an AI analysis run and wait for it (polling the run), buy a credit with the demo payment
// provider (intent, card 4242..., confirm), run the gap assessment and read the results (project, findings,
// assessments, dashboard). Users start spread over `--ramp-seconds` and pause `--think-ms` (randomised) between
// steps; a journey started before the end finishes within `--grace-seconds` (then the user is stopped).
//
// Prints requests and throughput, p50/p95/p99 per endpoint, errors (with samples), busy answers (429/503, retried
// after Retry-After like a browser would), the gateway's RSS every 10 s, and then checks that every project,
// document and answer the users created is in the database. Exits non-zero on any error or missing row.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalDatabase } from './shared/local-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'gateway/package.json'));
const pg = require('pg');
const { buildDocx, buildPdf, buildXlsx } = await import(pathToFileURL(path.join(root, 'gateway/dist-testing/testing/document-fixtures.js')).href);
const { testTypes } = await import(pathToFileURL(path.join(root, 'gateway/dist/modules/questions/bank/index.js')).href);
const { listeningUrl, spawnGateway } = await import(pathToFileURL(path.join(root, 'gateway/src/testing/gateway-process.ts')).href);

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const users = Number(arg('--users', '200'));
const minutes = Number(arg('--minutes', '5'));
const rampSeconds = Number(arg('--ramp-seconds', String(Math.min(30, minutes * 60 * 0.2))));
const thinkMs = Number(arg('--think-ms', '500'));
const graceSeconds = Number(arg('--grace-seconds', '120'));
const testType = testTypes[arg('--test-type', 'clauses')];
/** Where the gateway's log lines go (JSON, LOG_LEVEL info); by default they are dropped. */
const gatewayLog = arg('--gateway-log', undefined);
if (!(users >= 1 && users <= 1000) || !(minutes > 0 && minutes <= 60) || !testType) {
  console.error('usage: npm run bench -- load [--users 1-1000] [--minutes 0-60] [--ramp-seconds n] [--think-ms n] [--grace-seconds n] [--test-type clauses|annexA|full]');
  process.exit(2);
}

/** The bench's own database on the local PostgreSQL (created in main). */
let database;

/** Per endpoint (method and path with ids folded): latencies in ms, errors, busy answers. */
const stats = new Map();
const errorSamples = [];
let busyAnswers = 0;
/** What the users created and must find in the database afterwards. */
const created = { users: 0, projects: [], documents: [], answers: [], runs: 0, runsNotCompleted: [], assessments: 0 };
/** Of each analysis run that ended: seconds queued (created to started) and seconds processing (started to finished). */
const runTimes = { queued: [], processing: [] };

const endpointOf = (method, route) => `${method} ${route.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/questions\/[^/]+$/, '/questions/:testType').replace(/\/demo\/[^/]+\//, '/demo/:intent/')}`;

function record(endpoint, ms, failure) {
  let s = stats.get(endpoint);
  if (!s) stats.set(endpoint, (s = { latencies: [], errors: 0 }));
  s.latencies.push(ms);
  if (failure) {
    s.errors += 1;
    if (errorSamples.length < 20) errorSamples.push(`${endpoint}: ${failure}`);
  }
}

class Stopped extends Error {}

/** One HTTP call, timed per endpoint; 429/503 are retried after Retry-After (counted as busy, not as errors). */
async function call(base, token, method, route, body, { expect = [200, 201, 204] } = {}) {
  const endpoint = endpointOf(method, route);
  for (let attempt = 1; ; attempt += 1) {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    let res;
    let text;
    try {
      res = await fetch(`${base}${route}`, { method, headers, body: payload });
      text = await res.text();
    } catch (error) {
      record(endpoint, performance.now() - started, `network: ${error.cause?.code ?? error.message}`);
      throw new Stopped();
    }
    const ms = performance.now() - started;
    if ((res.status === 429 || res.status === 503) && attempt <= 10) {
      busyAnswers += 1;
      record(endpoint, ms);
      await sleep(Math.min(10, Number(res.headers.get('retry-after')) || 1) * 1000);
      continue;
    }
    if (!expect.includes(res.status)) {
      record(endpoint, ms, `${res.status} ${text.slice(0, 200)}`);
      throw new Stopped();
    }
    record(endpoint, ms);
    return text ? JSON.parse(text) : null;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(thinkMs * (0.5 + Math.random()));

const sentence = (n) => `Policy statement ${n}: access is reviewed every quarter, backups are restored in a test each month and incidents are reported within one hour.`;
async function documentsFor(userNo, journey) {
  const tag = `${userNo}-${journey}`;
  return [
    [`access-control-${tag}.docx`, await buildDocx([{ heading: `Access control ${tag}`, paragraphs: [sentence(1), sentence(2)] }])],
    [`security-policy-${tag}.pdf`, await buildPdf([[`Information security policy ${tag}`, sentence(3)], [sentence(4)]])],
    [`risk-register-${tag}.xlsx`, await buildXlsx([{ name: 'Risks', rows: [['Risk', 'Owner', 'Treatment'], [`Data loss ${tag}`, 'IT manager', 'Nightly encrypted backups']] }])],
  ];
}

async function journey(base, token, userNo, journeyNo, questions, deadline) {
  const check = () => {
    if (Date.now() > deadline) throw new Stopped('grace period over');
  };
  const project = await call(base, token, 'POST', '/api/projects', { name: `Load ${userNo}.${journeyNo}`, scope: 'Head office and cloud platform' });
  created.projects.push({ id: project.id, user: userNo });
  for (const [name, bytes] of await documentsFor(userNo, journeyNo)) {
    await think();
    check();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const document = await call(base, token, 'POST', `/api/projects/${project.id}/documents`, form);
    created.documents.push({ id: document.id, projectId: project.id });
  }
  await think();
  await call(base, token, 'PUT', `/api/projects/${project.id}/test-type`, { testType });
  await call(base, token, 'GET', `/api/projects/${project.id}/assessment-answers`);
  for (const question of questions) {
    check();
    const answer = `Manual answer ${userNo}.${journeyNo} to ${question.id}: ${question.text?.slice(0, 60) ?? ''} is in place and reviewed yearly.`;
    await call(base, token, 'POST', `/api/projects/${project.id}/assessment-answers`, { questionId: question.id, answer, source: 'manual' });
    created.answers.push({ projectId: project.id, questionId: question.id, answer });
    await sleep(thinkMs * 0.2 * Math.random()); // typing the next answer is quicker than uploading
  }
  await think();
  const { runId } = await call(base, token, 'POST', `/api/projects/${project.id}/assessment/runs`, { testType });
  created.runs += 1;
  for (;;) {
    await sleep(1000);
    const run = await call(base, token, 'GET', `/api/runs/${runId}`);
    if (['completed', 'failed', 'cancelled'].includes(run.status)) {
      if (run.startedAt && run.finishedAt) {
        runTimes.queued.push((Date.parse(run.startedAt) - Date.parse(run.createdAt)) / 1000);
        runTimes.processing.push((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000);
      }
      if (run.status !== 'completed') created.runsNotCompleted.push(`${runId}: ${run.status} ${run.error ?? ''}`);
      break;
    }
    if (Date.now() > deadline) {
      created.runsNotCompleted.push(`${runId}: still ${run.status} when the grace period ended`);
      throw new Stopped();
    }
  }
  await think();
  const intent = await call(base, token, 'POST', '/api/create-payment-intent', { packageId: 'single' });
  await call(base, token, 'POST', `/api/payments/demo/${intent.paymentIntentId}/pay`, { cardNumber: '4242 4242 4242 4242' });
  await call(base, token, 'POST', '/api/confirm-credit-purchase', { paymentIntentId: intent.paymentIntentId });
  await think();
  check();
  await call(base, token, 'POST', `/api/projects/${project.id}/gap-assessment`);
  created.assessments += 1;
  await think();
  await call(base, token, 'GET', `/api/projects/${project.id}`);
  await call(base, token, 'GET', `/api/projects/${project.id}/gap-findings`);
  await call(base, token, 'GET', `/api/projects/${project.id}/gap-assessments`);
  await call(base, token, 'GET', '/api/assessment/dashboard-stats');
  await call(base, token, 'GET', '/api/projects');
}

async function user(base, userNo, endAt) {
  await sleep((rampSeconds * 1000 * userNo) / users);
  const username = `load_${userNo}_${randomBytes(3).toString('hex')}`;
  const password = 'Load-Password-1!';
  try {
    await call(base, undefined, 'POST', '/api/auth/register', { username, email: `${username}@example.com`, password, firstName: 'Load', lastName: `User ${userNo}` });
    created.users += 1;
    await think();
    const { token } = await call(base, undefined, 'POST', '/api/auth/login', { username, password });
    await call(base, token, 'GET', '/api/user');
    const questions = await call(base, token, 'GET', `/api/questions/${encodeURIComponent(testType)}`);
    for (let journeyNo = 1; Date.now() < endAt; journeyNo += 1) await journey(base, token, userNo, journeyNo, questions, endAt + graceSeconds * 1000);
  } catch (error) {
    if (!(error instanceof Stopped)) {
      record('(client)', 0, error.stack ?? String(error));
    }
  }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

async function verify() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const ids = (rows) => new Set(rows.map((r) => String(r.id)));
    const projects = ids((await client.query('select id from projects where id = any($1)', [created.projects.map((p) => p.id)])).rows);
    const documents = ids((await client.query('select id from documents where id = any($1)', [created.documents.map((d) => d.id)])).rows);
    const answers = new Map(
      (await client.query(`select project_id, question_id, answer from assessment_answers where source = 'manual' and project_id = any($1)`, [created.projects.map((p) => p.id)])).rows.map((r) => [
        `${r.project_id}/${r.question_id}`,
        r.answer,
      ]),
    );
    const missing = {
      projects: created.projects.filter((p) => !projects.has(String(p.id))).map((p) => p.id),
      documents: created.documents.filter((d) => !documents.has(String(d.id))).map((d) => d.id),
      answers: created.answers.filter((a) => answers.get(`${a.projectId}/${a.questionId}`) !== a.answer).map((a) => `${a.projectId}/${a.questionId}`),
    };
    const [{ count: assessments }] = (await client.query('select count(*)::int as count from gap_assessments where project_id = any($1)', [created.projects.map((p) => p.id)])).rows;
    return { missing, assessments };
  } finally {
    await client.end();
  }
}

async function main() {
  database = await createLocalDatabase('load', 'the load bench');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-bench-load-'));
  let gateway;
  try {
    gateway = spawnGateway({ DATA_DIR: dataDir, DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex'), REGISTRATIONS_PER_IP_PER_HOUR: String(users * 2 + 10) });
    if (gatewayLog) {
      const log = createWriteStream(gatewayLog);
      gateway.stdout.pipe(log);
      gateway.stderr.pipe(log);
    }
    const base = await listeningUrl(gateway);
    console.log(`load: ${users} users for ${minutes} min (ramp ${rampSeconds} s, think ${thinkMs} ms, grace ${graceSeconds} s) on PostgreSQL (${database.name}), ${testType}, offline engine`);
    const rss = [];
    const started = Date.now();
    const sample = () => rss.push({ s: Math.round((Date.now() - started) / 1000), mb: rssMb(gateway.pid) });
    sample();
    const sampler = setInterval(sample, 10_000);
    const endAt = started + minutes * 60_000;
    await Promise.all(Array.from({ length: users }, (_, i) => user(base, i + 1, endAt)));
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    sample();
    const { missing, assessments } = await verify();

    const all = [...stats.values()].flatMap((s) => s.latencies).sort((a, b) => a - b);
    const errors = [...stats.values()].reduce((n, s) => n + s.errors, 0);
    console.log(`\n${all.length} requests in ${seconds.toFixed(0)} s = ${(all.length / seconds).toFixed(1)} req/s; p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms`);
    console.log(`errors: ${errors}; busy answers (429/503, retried): ${busyAnswers}\n`);
    const line = (cells) => cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 52 : 9)).join(' ');
    console.log(line(['endpoint', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors']));
    for (const [endpoint, s] of [...stats].sort((a, b) => b[1].latencies.length - a[1].latencies.length)) {
      const sorted = s.latencies.sort((a, b) => a - b);
      console.log(line([endpoint, sorted.length, ...[50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(0)), s.errors]));
    }
    if (errorSamples.length) console.log(`\nerror samples:\n  ${errorSamples.join('\n  ')}`);
    console.log(`\ngateway RSS (MB) every 10 s: ${rss.map((r) => `${r.s}s ${r.mb.toFixed(0)}`).join(', ')}`);
    console.log(`\ncreated: ${created.users} users, ${created.projects.length} projects, ${created.documents.length} documents, ${created.answers.length} manual answers, ${created.runs} analysis runs (${created.runsNotCompleted.length} not completed), ${created.assessments} gap assessments (${assessments} in the database)`);
    const secondsOf = (list) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(1)} s, p95 ${percentile(sorted, 95).toFixed(1)} s, max ${percentile(sorted, 100).toFixed(1)} s`;
    };
    if (runTimes.queued.length) console.log(`  analysis runs ended: ${runTimes.queued.length}; queued ${secondsOf(runTimes.queued)}; processing ${secondsOf(runTimes.processing)}`);
    if (created.runsNotCompleted.length) console.log(`  runs not completed: ${created.runsNotCompleted.slice(0, 10).join('; ')}`);
    const lost = missing.projects.length + missing.documents.length + missing.answers.length;
    console.log(
      lost === 0 && assessments === created.assessments
        ? 'data check: every project, document, answer and gap assessment created is in the database'
        : `data check FAILED: missing projects ${JSON.stringify(missing.projects.slice(0, 10))}, documents ${JSON.stringify(missing.documents.slice(0, 10))}, answers ${JSON.stringify(missing.answers.slice(0, 10))}; gap assessments ${assessments} of ${created.assessments}`,
    );
    console.log(`(machine: ${cpus().length} cores shared by the gateway, PostgreSQL, this script and whatever else runs)`);
    if (errors || lost || assessments !== created.assessments || created.runsNotCompleted.length) process.exitCode = 1;
  } finally {
    gateway?.kill('SIGTERM');
    await new Promise((resolve) => (!gateway || gateway.exitCode !== null ? resolve() : gateway.once('exit', resolve)));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
