// Live collaboration on PostgreSQL (`npm run bench -- collaboration [--members 50] [--saves 20] [--projects 10000]`):
//   1. delivery: `--members` members of one workspace subscribed to one project's changes (projectChanges over
//      graphql-ws), half on each of two gateway processes; one member after another saves an answer over REST
//      (`--saves` times, alternating gateways) and the time until every other member has it is taken: p50, p95, max;
//   2. holding them: subscriptions per gateway and the gateways' resident memory before and after subscribing;
//   3. migration: the workspaces migration on a database of the previous release holding `--projects` projects
//      (one user per 5 projects), timed.
// Creates databases of its own on the local PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
// and drops them afterwards. Loopback only. The gateways are started as the tests start them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalDatabase } from './shared/local-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'gateway/package.json'));
const { createClient } = require('graphql-ws');
const { listeningUrl, spawnGateway } = await import(pathToFileURL(path.join(root, 'gateway/src/testing/gateway-process.ts')).href);

const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const memberCount = arg('--members', 50);
const saves = arg('--saves', 20);
const projectCount = arg('--projects', 10_000);
const testType = 'ISO 27001:2022 Clauses 4-10';
const jwtSecret = randomBytes(32).toString('hex');
const children = new Set();
const dirs = [];

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function startGateway(databaseUrl, env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-bench-collab-'));
  dirs.push(dataDir);
  const child = spawnGateway({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    REGISTRATIONS_PER_IP_PER_HOUR: '10000',
    INVITATIONS_PER_WORKSPACE_PER_HOUR: '10000',
    ...env,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { url: await listeningUrl(child), pid: child.pid };
}

function rest(url, token) {
  return async (method, route, body) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${route}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

async function signUp(url) {
  const suffix = randomBytes(4).toString('hex');
  const { token } = await rest(url)('POST', '/api/auth/register', { username: `bench_${suffix}`, email: `bench_${suffix}@example.com`, password: 'correct-horse-battery' });
  return { token, call: rest(url, token) };
}

const changesQuery = 'subscription ($p: ID!) { projectChanges(projectId: $p) { kind answer { answer } } }';

/** A member's subscription on `url`; `seen` gets each answer text with the time it arrived. */
function subscribe(url, token, projectId, seen) {
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const ready = new Promise((resolve, reject) => {
    client.on('connected', resolve);
    client.on('error', reject);
  });
  client.subscribe(
    { query: changesQuery, variables: { p: String(projectId) } },
    {
      next: (result) => {
        const text = result.data?.projectChanges?.answer?.answer;
        if (text) seen(text, performance.now());
      },
      error: (error) => console.error('subscription error', error),
      complete: () => undefined,
    },
  );
  return { client, ready };
}

async function delivery(databaseUrl) {
  const a = await startGateway(databaseUrl);
  const b = await startGateway(databaseUrl, { WORKERS: '0' });
  const gateways = [a, b];
  const owner = await signUp(a.url);
  const workspaceId = (await owner.call('GET', '/api/workspaces')).find((w) => w.current).id;
  const project = await owner.call('POST', '/api/projects', { name: 'Collaboration bench', description: 'bench' });
  await owner.call('PUT', `/api/projects/${project.id}/test-type`, { testType });
  const questions = await owner.call('GET', `/api/questions/${encodeURIComponent(testType)}`);

  const members = [{ ...owner, gateway: a }];
  for (let i = 1; i < memberCount; i++) {
    const gateway = gateways[i % 2];
    const joining = await signUp(gateway.url);
    const { url } = await owner.call('POST', `/api/workspaces/${workspaceId}/invitations`, { role: 'editor' });
    await joining.call('POST', '/api/invitations/accept', { token: new URL(url).searchParams.get('token') });
    members.push({ ...joining, gateway });
  }

  const rssBefore = gateways.map((g) => rssMb(g.pid));
  // Arrival times per answer text, per member.
  const arrivals = members.map(() => new Map());
  const subscriptions = members.map((m, i) => subscribe(m.gateway.url, m.token, project.id, (text, at) => arrivals[i].has(text) || arrivals[i].set(text, at)));
  await Promise.all(subscriptions.map((s) => s.ready));
  // A first save, until everyone hears it: the subscriptions are live on both gateways.
  const warm = `warm-up ${Date.now()}`;
  await members[0].call('POST', `/api/projects/${project.id}/assessment-answers`, { questionId: questions[0].id, answer: warm, source: 'manual' });
  await waitFor(() => arrivals.every((seen) => seen.has(warm)), 30_000, 'warm-up delivery');
  const rssAfter = gateways.map((g) => rssMb(g.pid));

  const times = [];
  for (let round = 0; round < saves; round++) {
    const saver = (round * 7 + 1) % members.length;
    const text = `Round ${round}: answered by member ${saver}`;
    const started = performance.now();
    await members[saver].call('POST', `/api/projects/${project.id}/assessment-answers`, { questionId: questions[round % questions.length].id, answer: text, source: 'manual' });
    await waitFor(() => arrivals.every((seen, i) => i === saver || seen.has(text)), 30_000, `delivery of round ${round}`);
    for (let i = 0; i < members.length; i++) if (i !== saver) times.push(arrivals[i].get(text) - started);
  }
  for (const s of subscriptions) await s.client.dispose();

  const perGateway = gateways.map((g) => members.filter((m) => m.gateway === g).length);
  console.log(`\n1. delivery: ${members.length} members on one project, ${perGateway.join(' + ')} subscriptions on two gateways (PostgreSQL LISTEN/NOTIFY)`);
  console.log(`   ${saves} answers saved over REST (the save's own round trip included), ${times.length} deliveries:`);
  console.log(`   p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
  console.log('\n2. holding them (resident memory of each gateway process):');
  gateways.forEach((g, i) =>
    console.log(`   gateway ${i + 1}${i === 1 ? ' (API only)' : ''}: ${perGateway[i]} subscriptions, ${rssBefore[i].toFixed(0)} MB before, ${rssAfter[i].toFixed(0)} MB after (${(((rssAfter[i] - rssBefore[i]) * 1024) / perGateway[i]).toFixed(0)} KB each, GC noise included)`),
  );
}

async function waitFor(condition, ms, what) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function migration(databaseUrl) {
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { Migrator } = require('@mikro-orm/migrations');
  const { entities } = await import(pathToFileURL(path.join(root, 'gateway/dist/db/entities.js')).href);
  const { migrationsList } = await import(pathToFileURL(path.join(root, 'gateway/dist/db/migrations/index.js')).href);
  const orm = await MikroORM.init({ entities, extensions: [Migrator], migrations: { migrationsList, snapshot: false, silent: true }, clientUrl: databaseUrl, debug: false, allowGlobalContext: true });
  try {
    const names = migrationsList.map((m) => m.name);
    const workspaces = names.find((n) => n.endsWith('_workspaces'));
    const previous = names[names.indexOf(workspaces) - 1];
    await orm.migrator.up({ to: previous });
    const sql = (query, params = []) => orm.em.getConnection().execute(query, params);
    const users = Math.ceil(projectCount / 5);
    await sql(`insert into "users" ("username", "email", "password_hash", "created_at", "updated_at") select 'user_' || i, 'user_' || i || '@example.com', 'x', now(), now() from generate_series(1, ?) i`, [users]);
    await sql(`insert into "projects" ("owner_id", "name", "created_at", "updated_at") select 1 + (i % ?), 'Project ' || i, now(), now() from generate_series(1, ?) i`, [users, projectCount]);
    await sql(`insert into "credit_purchases" ("user_id", "package_id", "quantity", "remaining", "amount_cents", "currency", "provider", "payment_intent_id") select i, 'five_pack', 5, 5, 39900, 'usd', 'demo', 'pi_' || i from generate_series(1, ?) i`, [users]);
    const started = performance.now();
    await orm.migrator.up({ to: workspaces });
    const took = performance.now() - started;
    const [{ n }] = await sql('select count(*)::int as "n" from "projects" where "workspace_id" is not null');
    console.log(`\n3. migration ${workspaces}: ${projectCount} projects of ${users} users (and ${users} purchases) into personal workspaces in ${(took / 1000).toFixed(2)} s; ${n} projects placed`);
  } finally {
    await orm.close(true);
  }
}

const databases = [];
try {
  const live = await createLocalDatabase('collab', 'collaboration bench');
  databases.push(live);
  await delivery(live.url);
  for (const child of children) child.kill('SIGTERM');
  const migrated = await createLocalDatabase('collab_migration', 'collaboration bench');
  databases.push(migrated);
  await migration(migrated.url);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const database of databases) await database.drop().catch((error) => console.error(`could not drop ${database.name}: ${error.message}`));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
