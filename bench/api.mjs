// API speed on PostgreSQL, side by side with a plain baseline (`npm run bench -- api [--seconds 10] [--rounds 4] [--connections 10] [--rate 500] [--only healthz,user] [--queries] [--profile dir]`).
//
// Creates a database of its own on the PostgreSQL server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// starts the built gateway on it (127.0.0.1 only), and next to it a plain Express + pg server (bench/api/baseline.mjs)
// that does the same work per request: the same bearer-token check (jose HS256 with the gateway's secret, the user row
// and the revoked-token lookup) and the same queries. Each server is a process of its own; this process only generates
// load. Each endpoint is then driven on both, first flat out with autocannon (throughput), then at a fixed rate, open
// loop (see `pace`: autocannon's own fixed rate sends bursts, so its latencies were those of a saturated server).
// Prints one table: req/s, p50/p99 and errors per endpoint and server, the gateway's throughput as a share of the
// baseline's (targets: >= 0.8x, p99 <= 25 ms at 500 req/s), and each server's CPU time per request
// flat out and at the fixed rate, with the baseline's over the gateway's as a share (the least noisy figure on a
// shared machine).
//
// Not done: pinning the load generator to one core and the servers to the other (taskset). On two cores a server
// pinned to one core shares it with all its own threads (V8's GC helpers among them) and with whatever else the
// scheduler puts there: on GET /api/user the gateway fell to 0.38x of the baseline pinned, 0.91x unpinned minutes
// later, a figure of the pinning rather than of the code.
//
// `--queries` counts instead of timing: both servers log every SQL statement they send (bench/api/query-log.mjs,
// a hook on pg's Client), each endpoint is asked 20 times in a row, and the statements per request are printed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createLocalDatabase } from './shared/local-postgres.mjs';


const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const seconds = Number(arg('--seconds', '10'));
const connections = Number(arg('--connections', '10'));
const rate = Number(arg('--rate', '500'));
/** --rounds <n>: each measurement is split into n slices alternating between the servers (see below). */
const rounds = Number(arg('--rounds', '4'));
/** --only <words>: only the endpoints whose name contains one of them (comma-separated). */
const only = arg('--only', '').split(',').filter(Boolean);
/** --profile <dir>: the gateway writes a V8 CPU profile there (node --cpu-prof) when it stops. */
const profileDir = arg('--profile', undefined);
/** --queries: count the SQL statements per request (see above) instead of timing. */
const countQueries = process.argv.includes('--queries');
const queryLog = path.join(tmpdir(), `gap-bench-api-queries-${process.pid}.jsonl`);
const jwtSecret = randomBytes(32).toString('hex');

const database = await createLocalDatabase('api', 'the API bench');
const databaseUrl = database.url;
const [gatewayPort, baselinePort] = [await freePort(), await freePort()];
const queryLogArgs = countQueries ? ['--import', path.resolve(import.meta.dirname, 'api/query-log.mjs')] : [];
const gateway = startServer(
  [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : []), ...queryLogArgs, path.resolve(import.meta.dirname, '../gateway/dist/main.js')],
  {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    // A new account without the trial: no example project prepared in the background while this measures.
    TRIAL_CREDITS: '0',
    TRIAL_EXAMPLE_PROJECT: 'false',
    // Counting: no analysis worker, so its polling does not mix with the requests' statements.
    ...(countQueries ? { WORKERS: '0' } : {}),
  },
);
let baseline;
try {
  const gatewayBase = `http://127.0.0.1:${gatewayPort}`;
  await waitReady(gatewayBase, gateway);
  const token = await seed(gatewayBase);
  baseline = startServer([...queryLogArgs, path.resolve(import.meta.dirname, 'api/baseline.mjs')], { PORT: String(baselinePort), DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret });
  const baselineBase = `http://127.0.0.1:${baselinePort}`;
  await waitReady(baselineBase, baseline);

  const graphqlProjects = JSON.stringify({ query: '{ projects { id name description scope targetDate status progress testType documentCount createdAt updatedAt } }' });
  const endpoints = [
    // No database and no token: what the HTTP layers alone cost.
    { name: 'GET /healthz', path: '/healthz', method: 'GET' },
    { name: 'GET /api/projects', path: '/api/projects', method: 'GET' },
    { name: 'GET /api/user', path: '/api/user', method: 'GET' },
    { name: 'GraphQL projects', path: '/graphql', method: 'POST', body: graphqlProjects, headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' } },
  ];
  // Both servers must answer the same data before their speed is compared.
  if (only.length) endpoints.splice(0, endpoints.length, ...endpoints.filter((e) => only.some((word) => e.name.includes(word))));
  for (const endpoint of endpoints) await sameAnswers(endpoint, gatewayBase, baselineBase, token);
  if (countQueries) await printQueryCounts(endpoints, { baseline: baselineBase, gateway: gatewayBase }, token);
  else {
    const rows = [];
    const servers = [
      ['baseline', baselineBase, baseline],
      ['gateway', gatewayBase, gateway],
    ];
    for (const endpoint of endpoints) {
      for (const [, base] of servers) await drive(base, endpoint, token, { duration: 2 }); // warm-up
      // Flat out and paced, each in `rounds` slices that alternate between the servers (the order flipping every
      // round), so a machine whose load changes over the run (shared with other work) weighs on both alike.
      const slices = { baseline: { flat: [], paced: [] }, gateway: { flat: [], paced: [] } };
      for (let round = 0; round < rounds; round += 1) {
        for (const [server, base, child] of round % 2 ? [...servers].reverse() : servers) {
          const measured = async (run) => {
            const cpuBefore = cpuMs(child);
            const result = await run();
            result.cpuMs = cpuMs(child) - cpuBefore;
            return result;
          };
          slices[server].flat.push(await measured(() => drive(base, endpoint, token, { duration: seconds / rounds })));
          slices[server].paced.push(await measured(() => pace(base, endpoint, token, seconds / rounds)));
        }
      }
      for (const [server] of servers) rows.push({ endpoint: endpoint.name, server, flat: combine(slices[server].flat), paced: combine(slices[server].paced) });
    }
    print(rows);
  }
} finally {
  rmSync(queryLog, { force: true });
  await Promise.all([gateway, baseline].filter(Boolean).map(stop));
  await database.drop();
}

/** A node process of the bench's own node with these arguments and environment. */
function startServer(args, env) {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env, ...(countQueries ? { QUERY_LOG_FILE: queryLog } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stop(child) {
  child.kill('SIGTERM');
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
}

/**
 * Asks each endpoint 20 times in a row on each server and prints the SQL statements per request, grouped
 * (parameters are inlined by MikroORM, so literals are folded into `?` before grouping).
 */
async function printQueryCounts(endpoints, bases, token) {
  const times = 20;
  const logged = () => (existsSync(queryLog) ? readFileSync(queryLog, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line).sql) : []);
  const shape = (sql) => sql.replace(/'[^']*'/g, '?').replace(/\b\d+\b/g, '?').replace(/\$\d+/g, '?').replace(/\s+/g, ' ').slice(0, 140);
  console.log(`\nSQL statements per request (${times} requests each, analysis worker off)\n`);
  for (const endpoint of endpoints) {
    for (const [server, base] of Object.entries(bases)) {
      const before = logged().length;
      for (let i = 0; i < times; i += 1) {
        const res = await fetch(`${base}${endpoint.path}`, { method: endpoint.method, body: endpoint.body, headers: { ...endpoint.headers, authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${endpoint.name} on ${server}: ${res.status}`);
        await res.arrayBuffer();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const statements = logged().slice(before);
      const groups = new Map();
      for (const sql of statements) groups.set(shape(sql), (groups.get(shape(sql)) ?? 0) + 1);
      console.log(`${endpoint.name} (${server}): ${(statements.length / times).toFixed(2)} per request`);
      for (const [sql, n] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / times).toFixed(2)}  ${sql}`);
    }
  }
}

/** One user with ten projects; answers the user's bearer token. */
async function seed(base) {
  const password = 'Bench-Password-1!';
  const username = `bench${randomBytes(3).toString('hex')}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password, firstName: 'Bench', lastName: 'User' }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { token } = await registered.json();
  for (let i = 1; i <= 10; i += 1) {
    const created = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Project ${i}`, description: 'Bench project', scope: 'Head office' }),
    });
    if (!created.ok) throw new Error(`create project: ${created.status} ${await created.text()}`);
  }
  return token;
}

async function sameAnswers(endpoint, gatewayBase, baselineBase, token) {
  const ask = async (base) => {
    const res = await fetch(`${base}${endpoint.path}`, { method: endpoint.method, body: endpoint.body, headers: { ...endpoint.headers, authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${endpoint.name} on ${base}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const [fromGateway, fromBaseline] = [await ask(gatewayBase), await ask(baselineBase)];
  const size = (answer) => (Array.isArray(answer) ? answer.length : (answer.data?.projects?.length ?? Object.keys(answer).length));
  if (fromGateway.status) {
    if (fromGateway.status !== fromBaseline.status) throw new Error(`${endpoint.name}: different answers`);
  } else if (Array.isArray(fromGateway) || fromGateway.data) {
    if (size(fromGateway) !== size(fromBaseline)) throw new Error(`${endpoint.name}: the baseline answers ${size(fromBaseline)} items, the gateway ${size(fromGateway)}`);
  } else if (fromGateway.id !== fromBaseline.id) {
    throw new Error(`${endpoint.name}: the baseline and the gateway answer different users`);
  }
}

function drive(base, endpoint, token, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${endpoint.path}`,
        method: endpoint.method,
        body: endpoint.body,
        headers: { ...endpoint.headers, authorization: `Bearer ${token}` },
        connections,
        ...options,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Open-loop load at `rate` req/s for `duration` s: one request every 1/rate s whatever the answers, over up to
 * `connections` kept-alive sockets, and each latency counted from when its request was due, so a server (or a
 * generator) that falls behind shows as latency. autocannon's own fixed rate (`overallRate`) is no such thing: each
 * connection sends its quota for the second back to back and then waits for the next second, so its latencies are
 * those of bursts at full speed, and it weighs each of them by its length in ms (coordinated-omission correction
 * with an expected interval of ceil(1/rate) = 1 ms).
 */
async function pace(base, endpoint, token, duration) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(endpoint.path, base);
  const headers = { ...endpoint.headers, authorization: `Bearer ${token}` };
  const total = Math.round(duration * rate);
  const latencies = [];
  let [errors, non2xx, sent] = [0, 0, 0];
  const start = performance.now();
  const due = (n) => start + (n * 1000) / rate;
  await new Promise((resolve) => {
    let answered = 0;
    const answer = () => (answered += 1) === total && resolve();
    const send = () => {
      for (const now = performance.now(); sent < total && due(sent) <= now; sent += 1) {
        const dueAt = due(sent);
        const request = http.request(url, { method: endpoint.method, headers, agent }, (res) => {
          res.resume();
          res.once('end', () => {
            latencies.push(performance.now() - dueAt);
            if (res.statusCode >= 300) non2xx += 1;
            answer();
          });
        });
        request.once('error', () => {
          errors += 1;
          answer();
        });
        request.end(endpoint.body);
      }
      if (sent < total) setTimeout(send, Math.max(0, due(sent) - performance.now()));
    };
    send();
  });
  agent.destroy();
  return { requests: { total }, duration, latencies, errors, non2xx };
}

/**
 * Slices of one measurement as one: requests per second over all of them; flat out p50 the slices' median and p99
 * their worst (autocannon reports percentiles only), paced the percentiles of all the latencies.
 */
function combine(results) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const latencies = results[0].latencies && results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const percentile = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 10) / 10;
  return {
    requests: { average: results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((n, r) => n + r.duration, 0) },
    latency: latencies ? { p50: percentile(50), p99: percentile(99) } : { p50: median(results.map((r) => r.latency.p50)), p99: Math.max(...results.map((r) => r.latency.p99)) },
    errors: results.reduce((n, r) => n + r.errors, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    cpuUsPerRequest: (1000 * results.reduce((n, r) => n + r.cpuMs, 0)) / results.reduce((n, r) => n + r.requests.total, 0),
  };
}

/**
 * CPU time a server process has used (user + system, from /proc; 10 ms resolution): per request it is the figure
 * that a machine busy with other work distorts least (req/s there depends on what else runs).
 */
function cpuMs(child) {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in clock ticks of 10 ms
}

function print(rows) {
  const line = (cells, widths) => cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join('  ');
  const widths = [30, 7, 7, 6, 6, 6, 13, 6, 6, 10, 13, 8];
  console.log(`\nAPI speed on PostgreSQL, ${connections} connections, ${seconds} s per measurement in ${rounds} slices alternating between the servers; paced runs at ${rate} req/s, open loop\n`);
  console.log(line(['endpoint / server', 'req/s', 'vs base', 'p50 ms', 'p99 ms', 'errors', `@${rate}/s p50 ms`, 'p99 ms', 'errors', 'CPU us/req', `@${rate}/s CPU us`, 'vs base'], widths));
  for (const row of rows) {
    const base = rows.find((r) => r.endpoint === row.endpoint && r.server === 'baseline');
    const gateway = row.server === 'gateway';
    console.log(
      line(
        [
          `${row.endpoint} (${row.server})`,
          Math.round(row.flat.requests.average),
          gateway ? `${(row.flat.requests.average / base.flat.requests.average).toFixed(2)}x` : '',
          row.flat.latency.p50,
          row.flat.latency.p99,
          row.flat.errors + row.flat.non2xx,
          row.paced.latency.p50,
          row.paced.latency.p99,
          row.paced.errors + row.paced.non2xx,
          Math.round(row.flat.cpuUsPerRequest),
          Math.round(row.paced.cpuUsPerRequest),
          // As a share like req/s: the baseline's CPU per request over the gateway's, at the fixed rate.
          gateway ? `${(base.paced.cpuUsPerRequest / row.paced.cpuUsPerRequest).toFixed(2)}x` : '',
        ],
        widths,
      ),
    );
  }
  console.log(`\nTargets: gateway >= 0.8x the baseline; p99 <= 25 ms at ${rate} req/s.`);
}

async function waitReady(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base} exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not start within 120 s`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
