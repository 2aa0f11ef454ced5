import { request as http } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { extraPorts } from '../support/env';

// The remotes' own origins in the journeys (federation, document viewer): bad requests cannot stop it. Production
// serves them with nginx (deploy/static.Dockerfile), checked by the smoke test (e2e/smoke).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let remote: Awaited<ReturnType<typeof serveStatic>>;
test.beforeAll(async () => {
  remote = await serveStatic(path.join(repoRoot, 'mf-billing/dist'), extraPorts.remote, '127.0.0.1');
});
test.afterAll(() => new Promise<void>((resolve) => remote.close(() => resolve())));

/** A raw request (fetch would normalise the malformed paths this sends). */
function send(rawPath: string, { method = 'GET', gzip = false } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http({ host: '127.0.0.1', port: extraPorts.remote, path: rawPath, method, headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('malformed paths, traversal and other methods get an answer, and the origin keeps serving', async () => {
  expect((await send('/%E0%A4%A')).status).toBe(400);
  expect((await send('/%')).status).toBe(400);
  expect((await send('/mf-manifest.json%00')).status).toBe(400);
  expect((await send('/../../package.json')).status).toBe(404);
  expect((await send('/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  expect((await send('/static')).status).toBe(404);
  const post = await send('/mf-manifest.json', { method: 'POST' });
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe('GET, HEAD');
  const manifest = await send('/mf-manifest.json');
  expect(manifest.status).toBe(200);
  expect(JSON.parse(manifest.body.toString()).name).toBe('mf_billing');
});

test('hashed chunks are cached for a year, the manifest revalidated, text gzipped when asked for', async () => {
  const manifest = await send('/mf-manifest.json', { gzip: true });
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(manifest.body).toString())).toMatchObject({ name: 'mf_billing' });
  const entry = JSON.parse(gunzipSync(manifest.body).toString()) as { metaData: { remoteEntry: { name: string; path: string } } };
  const chunkPath = `/${[entry.metaData.remoteEntry.path, entry.metaData.remoteEntry.name].filter(Boolean).join('/')}`;
  const chunk = await send(chunkPath);
  expect(chunk.status).toBe(200);
  expect(chunk.headers['content-type']).toBe('text/javascript');
  expect(chunk.headers['content-encoding']).toBeUndefined();
  expect(Number(chunk.headers['content-length'])).toBe(chunk.body.length);
  const head = await send(chunkPath, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(chunk.headers['access-control-allow-origin']).toBe('*');
  // A content-hashed name: immutable for a year.
  expect(chunkPath).toMatch(/\.[0-9a-f]{8,}\.js$/);
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});
