import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  // A fake build: the shell's index.html and one remote's manifest.
  const staticRoot = mkdtempSync(path.join(tmpdir(), 'gap-static-'));
  mkdirSync(path.join(staticRoot, 'mf-shell/dist'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'mf-shell/dist/index.html'), '<!doctype html><title>shell</title>');
  mkdirSync(path.join(staticRoot, 'mf-assessment/dist'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'mf-assessment/dist/mf-manifest.json'), '{"name":"mf_assessment"}');
  writeFileSync(path.join(staticRoot, 'mf-assessment/dist/remote.js'), 'export const x = 1;\n'.repeat(1000));
  app = await startTestApp({ STATIC_ROOT: staticRoot, REMOTE_BILLING_URL: 'https://billing.example.com/mf-manifest.json' });
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

test('/remotes.json lists each remote, served here unless overridden', async () => {
  const res = await api.get('/remotes.json');
  expect(res.body).toEqual({
    remotes: [
      { name: 'mf_assessment', entry: '/mf/assessment/mf-manifest.json' },
      { name: 'mf_billing', entry: 'https://billing.example.com/mf-manifest.json' },
      { name: 'mf_knowledge', entry: '/mf/knowledge/mf-manifest.json' },
    ],
    loadTimeoutMs: 10_000,
  });
});

test('remotes are served under /mf/<name>/ with CORS; a missing file is a 404', async () => {
  const manifest = await api.get('/mf/assessment/mf-manifest.json');
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect((await api.get('/mf/assessment/missing.js')).status).toBe(404);
});

test('client routes fall back to the shell; /api and /graphql never do', async () => {
  for (const route of ['/', '/login', '/dashboard', '/project-assessment/12', '/no/such/page']) {
    const res = await api.get(route, { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
  }
  const apiMiss = await api.get('/api/nope');
  expect(apiMiss.status).toBe(404);
  expect(apiMiss.body).toEqual({ message: 'Not found' });
});

test('health and readiness', async () => {
  expect((await api.get('/healthz')).body).toEqual({ status: 'ok' });
  expect((await api.get('/readyz')).body).toEqual({ status: 'ok', database: true, ai: { engine: 'offline' } });
});

test('scripts are served compressed to clients that accept gzip', async () => {
  const res = await fetch(`${app.url}/mf/assessment/remote.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(await res.text()).toContain('export const x = 1;'); // fetch inflates it again
});
