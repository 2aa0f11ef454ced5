import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { accessControlDocx, projectWithDocuments, scriptedEngine, startRun, waitForRun } from '../modules/analysis/testing/analysis-test-kit.js';
import { defaultExtractionLimits, ExtractionFailure, ExtractionRunner } from '../modules/documents/extraction/extraction-runner.js';
import { configProblems } from '../testing/config-problems.js';
import { startTestApp, usesPostgres, type TestApp } from '../testing/test-app.js';
import { operationLabel } from './graphql-metrics.js';
import { withoutIds } from './http-metrics.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format's samples (comments skipped). */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of match[2]?.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g) ?? []) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and these labels (at least); undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

const token = randomBytes(24).toString('base64url');

describe('GET /metrics on the gateway\'s port (METRICS_TOKEN)', () => {
  let app: TestApp;
  const engine = scriptedEngine();
  const scrape = async () => {
    const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    return parseMetrics(await res.text());
  };

  beforeAll(async () => {
    app = await startTestApp({ METRICS_TOKEN: token }, { analysisEngine: engine });
  });
  afterAll(() => app?.close());

  it('refuses a scrape without the token, with a wrong one or another scheme (401, WWW-Authenticate: Bearer)', async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Basic ${Buffer.from(`metrics:${token}`).toString('base64')}`, token]) {
      const res = await fetch(`${app.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect({ authorization, status: res.status }).toEqual({ authorization, status: 401 });
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('after traffic the figures move: requests by route template, GraphQL by operation, the queue, a run, an extraction', async () => {
    const before = await scrape();
    const count = (samples: Sample[], name: string, labels: Record<string, string>) => valueOf(samples, `${name}_count`, labels) ?? 0;
    const projectRoute = { method: 'GET', route: '/api/projects/:id', status_code: '200' };
    const uploadRoute = { method: 'POST', route: '/api/projects/:id/documents', status_code: '201' };

    // A user, a project and a Word document (an extraction), then REST reads by id and GraphQL operations.
    const { client, projectId } = await projectWithDocuments(app.url, [['access-control.docx', await accessControlDocx()]]);
    for (let i = 0; i < 3; i++) expect((await client.get(`/api/projects/${projectId}`)).status).toBe(200);
    expect((await client.get('/api/projects/999999999')).status).toBe(404);
    expect((await client.gql('query Me { me { id } }')).body.errors).toBeUndefined();
    expect((await client.gql('query Me { me { id } }')).body.errors).toBeUndefined();
    expect((await client.gql('{ me { id } }')).body.errors).toBeUndefined();
    expect((await client.gql('query SomeoneElsesDashboard7 { me { id } }')).body.errors).toBeUndefined();
    expect((await client.gql('query Me { nothingHere }')).body.errors).toBeDefined();

    // A run queued while no worker looks, then processed.
    await app.services.analysis.stopWorker();
    const started = await startRun(client, projectId);
    expect(started.status).toBe(201);
    const queued = await scrape();
    expect(valueOf(queued, 'gap_job_queue_depth', { kind: 'analysis_run' })).toBe(1);
    expect(valueOf(queued, 'gap_job_queue_oldest_age_seconds', { kind: 'analysis_run' })).toBeGreaterThanOrEqual(0);
    for (const kind of ['extraction', 'crawl', 'trial_example']) expect(valueOf(queued, 'gap_job_queue_depth', { kind })).toBe(0);
    await app.services.analysis.startWorker(app.database.orm);
    expect((await waitForRun(client, started.body.runId)).status).toBe('completed');

    const after = await scrape();
    // HTTP: counted by template and status; the ids never become labels.
    expect(count(after, 'http_request_duration_seconds', projectRoute) - count(before, 'http_request_duration_seconds', projectRoute)).toBe(3);
    expect(count(after, 'http_request_duration_seconds', { ...projectRoute, status_code: '404' })).toBe(1);
    expect(count(after, 'http_request_duration_seconds', uploadRoute) - count(before, 'http_request_duration_seconds', uploadRoute)).toBe(1);
    expect(count(after, 'http_request_duration_seconds', { method: 'POST', route: '/api/auth/register', status_code: '201' })).toBeGreaterThanOrEqual(1);
    expect(count(after, 'http_request_duration_seconds', { method: 'POST', route: '/graphql', status_code: '200' })).toBeGreaterThanOrEqual(4);
    // The refused scrapes of the test before are counted too.
    expect(count(after, 'http_request_duration_seconds', { method: 'GET', route: '/metrics', status_code: '401' })).toBe(5);
    const routes = new Set(after.filter((s) => s.name.startsWith('http_request_duration_seconds')).map((s) => s.labels.route!));
    for (const route of routes) expect(route).not.toMatch(/\/\d+(\/|$)/);
    expect([...routes].join(' ')).not.toContain(String(projectId));
    expect((await scrape()).filter((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === '/api/projects/:id' && s.labels.le === '+Inf')).toHaveLength(2);

    // GraphQL: the product's operation by name, an unnamed one, and any other name bucketed.
    const gql = (labels: Record<string, string>) => count(after, 'graphql_operation_duration_seconds', labels) - count(before, 'graphql_operation_duration_seconds', labels);
    expect(gql({ operation: 'Me', type: 'query', outcome: 'ok' })).toBe(2);
    expect(gql({ operation: 'anonymous', type: 'query', outcome: 'ok' })).toBe(1);
    expect(gql({ operation: 'other', type: 'query', outcome: 'ok' })).toBe(1);
    // It did not validate: named from its document all the same.
    expect(gql({ operation: 'Me', type: 'query', outcome: 'error' })).toBe(1);
    expect(after.some((s) => s.labels.operation === 'SomeoneElsesDashboard7')).toBe(false);

    // The run (queued, then completed) and the document's extraction.
    expect(valueOf(after, 'gap_job_queue_depth', { kind: 'analysis_run' })).toBe(0);
    expect(valueOf(after, 'gap_job_queue_oldest_age_seconds', { kind: 'analysis_run' })).toBe(0);
    expect(valueOf(after, 'gap_jobs_running', { kind: 'analysis_run' })).toBe(0);
    expect(count(after, 'gap_analysis_run_duration_seconds', { status: 'completed' })).toBe(1);
    expect(valueOf(after, 'gap_analysis_run_duration_seconds_sum', { status: 'completed' })).toBeGreaterThan(0);
    expect(count(after, 'gap_extraction_duration_seconds', { kind: 'docx', outcome: 'ok' }) - count(before, 'gap_extraction_duration_seconds', { kind: 'docx', outcome: 'ok' })).toBe(1);

    // The process: event-loop lag, memory; the pool where there is one (PostgreSQL).
    expect(valueOf(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(valueOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(valueOf(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (usesPostgres) {
      expect(valueOf(after, 'gap_db_pool_max_connections')).toBe(10);
      expect(valueOf(after, 'gap_db_pool_connections_idle')).toBeGreaterThanOrEqual(1);
      expect(valueOf(after, 'gap_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(valueOf(after, 'gap_db_pool_waiting_requests')).toBe(0);
    } else {
      // PGlite is one in-process connection: no pool to report.
      expect(valueOf(after, 'gap_db_pool_max_connections')).toBeUndefined();
    }
    expect(valueOf(after, 'gap_metrics_collect_errors_total', { source: 'job_queues' }) ?? 0).toBe(0);
  }, 120_000);

  it('the pool\'s counts: all in use and queries waiting while it is saturated (PostgreSQL; PGlite has no pool)', async () => {
    if (!usesPostgres) {
      expect(app.database.poolStats).toBeUndefined();
      return;
    }
    // Ten connections held by sleeping queries and two more waiting for one of them.
    const sleeping = Array.from({ length: 12 }, () => app.database.orm.em.fork().execute('select pg_sleep(1.5)'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await (async () => {
      const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      return parseMetrics(await res.text());
    })();
    await Promise.all(sleeping);
    expect(valueOf(busy, 'gap_db_pool_connections_in_use')).toBe(10);
    expect(valueOf(busy, 'gap_db_pool_waiting_requests')).toBeGreaterThanOrEqual(2);
  }, 30_000);
});

describe('METRICS_PORT: a listener of its own', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ METRICS_PORT: '0', METRICS_TOKEN: token });
  });
  afterAll(() => app?.close());

  it('serves /metrics on METRICS_HOST (127.0.0.1 by default), the token required there too; the gateway\'s port answers 404', async () => {
    expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(app.metricsUrl).not.toBe(`${app.url}/metrics`);
    expect((await fetch(app.metricsUrl!)).status).toBe(401);
    const res = await fetch(app.metricsUrl!, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(parseMetrics(await res.text()).some((s) => s.name === 'process_resident_memory_bytes')).toBe(true);
    expect((await fetch(new URL('/other', app.metricsUrl!), { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });
});

describe('metrics off (neither METRICS_TOKEN nor METRICS_PORT)', () => {
  it('/metrics answers 404 and no request is measured', async () => {
    const app = await startTestApp();
    try {
      expect(app.metrics).toBeUndefined();
      const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
    } finally {
      await app.close();
    }
  });
});

describe('metrics settings', () => {
  const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gap-metrics-config-')) });

  it('a token from METRICS_TOKEN_FILE; a METRICS_PORT with its host; off by default', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gap-metrics-secret-')), 'token');
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
    expect(loadConfig({ ...base(), METRICS_TOKEN_FILE: file }).metrics).toEqual({ enabled: true, token, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ ...base(), METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ enabled: true, token: undefined, port: 9464, host: '0.0.0.0' });
    // Passed through empty (compose): unset.
    expect(loadConfig({ ...base(), METRICS_TOKEN: '', METRICS_PORT: '', METRICS_HOST: '' }).metrics).toEqual({ enabled: false, token: undefined, port: undefined, host: '127.0.0.1' });
  });

  it('refuses a short token, one with spaces, both METRICS_TOKEN and its file, and METRICS_PORT equal to PORT', () => {
    expect(configProblems({ ...base(), METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN: must be at least 16 characters']);
    expect(configProblems({ ...base(), METRICS_TOKEN: 'a token with spaces in it' })).toEqual(['METRICS_TOKEN: must be printable ASCII without spaces (it is sent in an Authorization header)']);
    expect(configProblems({ ...base(), METRICS_TOKEN: token, METRICS_TOKEN_FILE: '/nonexistent' })).toEqual(['METRICS_TOKEN_FILE: METRICS_TOKEN is set too; set one of the two']);
    expect(configProblems({ ...base(), PORT: '3000', METRICS_PORT: '3000' })).toEqual([
      "METRICS_PORT: 3000 is the gateway's PORT too; choose another port, or leave METRICS_PORT unset to serve /metrics on PORT with METRICS_TOKEN",
    ]);
    expect(configProblems({ ...base(), METRICS_PORT: '70000' })).toEqual(['METRICS_PORT: Too big: expected number to be <=65535']);
  });
});

describe('labels stay bounded', () => {
  it('ids in a path become :id; operation names other than the product\'s are bucketed', () => {
    expect(withoutIds('/api/projects/42/documents/7')).toBe('/api/projects/:id/documents/:id');
    expect(withoutIds('/x/0b7e2d4c-9a55-4f0e-8d0a-3c2f1b6e9a10/y/deadbeefdeadbeef00')).toBe('/x/:id/y/:id');
    expect(withoutIds('/mf/assessment')).toBe('/mf/assessment');
    const known = new Set(['Me', 'Projects']);
    expect([operationLabel('Me', known), operationLabel('Projects', known), operationLabel('me', known), operationLabel(null, known), operationLabel('', known)]).toEqual(['Me', 'Projects', 'other', 'anonymous', 'anonymous']);
  });

  it('an extraction is reported with its kind and outcome, a refused file too', async () => {
    const seen: [string, string, number][] = [];
    const runner = new ExtractionRunner({ ...defaultExtractionLimits, maxConcurrent: 1 }, (kind, outcome, seconds) => seen.push([kind, outcome, seconds]));
    try {
      await expect(runner.extract('docx', Buffer.from('not a word document'))).rejects.toBeInstanceOf(ExtractionFailure);
      await runner.extract('docx', await accessControlDocx());
    } finally {
      await runner.close();
    }
    expect(seen.map(([kind, outcome]) => [kind, outcome])).toEqual([['docx', 'unreadable'], ['docx', 'ok']]);
    for (const [, , seconds] of seen) expect(seconds).toBeGreaterThan(0);
  });
});
