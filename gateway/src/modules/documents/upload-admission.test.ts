import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { ServiceUnavailableError } from '../../lib/errors.js';
import { buildPdf, paddedPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { createPostgresDatabase, startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { defaultExtractionLimits, ExtractionRunner, extractionTimeoutMs } from './extraction/extraction-runner.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp(
    { QUOTA_DOCUMENTS_PER_PROJECT: '2', QUOTA_STORAGE_BYTES_PER_USER: '60000' },
    { admission: { uploads: { perUser: 1, global: 2, queue: 0, queueTimeoutMs: 100, retryAfterSeconds: 5 } } },
  );
  api = new ApiClient(app.url);
}, 120_000);
afterAll(() => app.close());

async function projectOf(client: ApiClient): Promise<string> {
  return (await client.post('/api/projects', { name: 'Admission' })).body.id;
}

/** Starts an upload that sends its headers and a first chunk, then stalls until finish() is called. */
function stalledUpload(token: string, projectId: string, gatewayUrl = app.url) {
  const boundary = 'stall-boundary';
  const req = http.request(`${gatewayUrl}/api/projects/${projectId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
  });
  const done = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(-1));
  });
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  return { done, finish: () => req.end(`\r\n--${boundary}--\r\n`) };
}

const withinSeconds = <T>(promise: Promise<T>, seconds: number) =>
  Promise.race([promise, new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), seconds * 1000))]);

test('concurrent uploads: a second one by the same user answers 429, past the global limit 503, both with Retry-After', async () => {
  const alice = await signUp(api);
  const bob = await signUp(api);
  const carol = await signUp(api);
  const [pa, pb, pc] = await Promise.all([alice, bob, carol].map((u) => projectOf(u.client)));
  const pdf = await buildPdf([['Admission test.']]);

  const first = stalledUpload(alice.token, pa);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const second = await withinSeconds(uploadDocument(alice.client, pa, 'b.pdf', pdf), 3);
  expect(second).toMatchObject({ status: 429, headers: expect.anything() });
  expect((second as { headers: Headers }).headers.get('retry-after')).toBe('5');

  const bobs = stalledUpload(bob.token, pb);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const third = await withinSeconds(uploadDocument(carol.client, pc, 'c.pdf', pdf), 3);
  expect(third).toMatchObject({ status: 503 });
  expect((third as { headers: Headers }).headers.get('retry-after')).toBe('5');

  first.finish();
  bobs.finish();
  await Promise.all([first.done, bobs.done]);
  // The slots are free again.
  expect((await uploadDocument(carol.client, pc, 'c.pdf', pdf)).status).toBe(201);
});

test('quotas: documents per project (409) and stored bytes per user (413), configurable', async () => {
  const { client } = await signUp(api);
  const project = await projectOf(client);
  for (const n of [1, 2]) expect((await uploadDocument(client, project, `${n}.pdf`, await buildPdf([[`Doc ${n}.`]]))).status).toBe(201);
  const third = await uploadDocument(client, project, '3.pdf', await buildPdf([['Doc 3.']]));
  expect(third.status).toBe(409);
  expect(third.body.message).toMatch(/at most 2 documents/);

  const other = await projectOf(client);
  const res = await uploadDocument(client, other, 'large.pdf', await paddedPdf(70_000));
  expect(res.status).toBe(413);
  expect(res.body.message).toMatch(/storage/i);
  expect((await client.get(`/api/projects/${other}/documents`)).body).toEqual([]);
});

test('the extraction time cap scales with the file: a 35 KB file gets seconds, not the full minute', () => {
  expect(extractionTimeoutMs(35 * 1024, defaultExtractionLimits)).toBeLessThanOrEqual(12_000);
  expect(extractionTimeoutMs(20 * 1024 * 1024, defaultExtractionLimits)).toBe(defaultExtractionLimits.timeoutMs);
});

test('extractions waiting for a worker are bounded: one more answers 503 at once', async () => {
  const runner = new ExtractionRunner({ timeoutMs: 30_000, maxHeapMb: 512, maxConcurrent: 1, maxQueued: 1 });
  const pdf = await buildPdf([['Queued.']]);
  const [first, second, third] = await Promise.allSettled([runner.extract('pdf', pdf), runner.extract('pdf', pdf), runner.extract('pdf', pdf)]);
  expect([first.status, second.status]).toEqual(['fulfilled', 'fulfilled']);
  expect(third).toMatchObject({ status: 'rejected', reason: expect.any(ServiceUnavailableError) });
});

/** PostgreSQL only (the embedded database serves one process, whose memory holds the whole count). */
if (usesPostgres) test('a user\'s upload slots are counted across gateways: the one held on A is missing on B', async () => {
  const database = await createPostgresDatabase();
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
  const admission = { uploads: { perUser: 1, global: 4, queue: 0, queueTimeoutMs: 100, retryAfterSeconds: 5 } };
  const a = await startTestApp(env, { admission });
  const b = await startTestApp({ ...env, WORKERS: '0' }, { admission });
  try {
    const alice = await signUp(new ApiClient(a.url));
    const project = await projectOf(alice.client);
    const pdf = await buildPdf([['Across gateways.']]);
    const held = stalledUpload(alice.token, project, a.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const viaB = new ApiClient(b.url).withToken(alice.token);
    const refused = await withinSeconds(uploadDocument(viaB, project, 'b.pdf', pdf), 3);
    expect(refused).toMatchObject({ status: 429 });
    held.finish();
    expect(await held.done).toBeGreaterThanOrEqual(200);
    // Given back on A: B takes it.
    expect((await uploadDocument(viaB, project, 'b.pdf', pdf)).status).toBe(201);
  } finally {
    await b.close();
    await a.close();
    await database.drop();
  }
}, 120_000);
