import http from 'node:http';
import { bodyPaceMessages } from '../../http/body-pace.js';
import { buildPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { rawAnswer } from '../../testing/raw-answer.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';

// Slow uploads cannot hold slots. The pace is shrunk (1 KB/s over 1 s, 4 s in all) so the
// suite runs in seconds; production defaults are 64 KB/s over 10 s and 180 s.
let app: TestApp;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp({
    UPLOADS_MAX_CONCURRENT: '6',
    UPLOADS_MAX_CONCURRENT_PER_USER: '2',
    UPLOAD_MIN_BYTES_PER_SECOND: '1024',
    UPLOAD_RATE_WINDOW_SECONDS: '1',
    UPLOAD_BODY_TIMEOUT_SECONDS: '4',
  });
  api = new ApiClient(app.url);
  adminToken = (await signUp(api)).token; // the first account: administrator (knowledge uploads)
}, 120_000);
afterAll(() => app.close());

/**
 * An upload whose body arrives `bytesPerTick` at a time every `tickMs` (1 byte a second: the review's trickle),
 * to REST or, with `graphql`, as a GraphQL multipart upload. Answers what came back (see RawAnswer).
 */
function slowUpload(token: string, projectId: string, options: { bytesPerTick?: number; tickMs?: number; graphql?: boolean; knowledge?: boolean; giveUpMs?: number } = {}) {
  const { bytesPerTick = 1, tickMs = 1000, graphql = false, knowledge = false, giveUpMs = 20_000 } = options;
  const boundary = 'pace-boundary';
  const url = graphql ? `${app.url}/graphql` : knowledge ? `${app.url}/api/knowledge/upload` : `${app.url}/api/projects/${projectId}/documents`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'transfer-encoding': 'chunked',
    ...(graphql ? { 'apollo-require-preflight': 'true' } : {}),
  };
  const req = http.request(url, { method: 'POST', headers });
  const ended = rawAnswer(req, giveUpMs, () => clearInterval(timer));
  if (graphql) {
    const operations = JSON.stringify({
      query: 'mutation Up($projectId: ID!, $file: Upload!) { uploadDocument(projectId: $projectId, file: $file) { id } }',
      variables: { projectId, file: null },
    });
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n`);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  } else {
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="${knowledge ? 'files' : 'file'}"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  }
  const timer = setInterval(() => {
    if (!req.destroyed) req.write('x'.repeat(bytesPerTick));
  }, tickMs);
  return ended;
}

async function projectOf(client: ApiClient): Promise<string> {
  return (await client.post('/api/projects', { name: 'Pace' })).body.id;
}

test('3 accounts x 2 uploads at 1 byte a second are cut with 408 and free every slot; a fourth user uploads as usual', async () => {
  const tricklers = await Promise.all([1, 2, 3].map(() => signUp(api)));
  const projects = await Promise.all(tricklers.map((u) => projectOf(u.client)));
  const trickles = tricklers.flatMap((u, i) => [slowUpload(u.token, projects[i]!), slowUpload(u.token, projects[i]!)]);
  // All six global slots are taken (a seventh upload of theirs would be 429 per user).
  await new Promise((resolve) => setTimeout(resolve, 300));

  const dave = await signUp(api);
  const daveProject = await projectOf(dave.client);
  const normal = await uploadDocument(dave.client, daveProject, 'policy.pdf', await buildPdf([['Access control policy.']]));
  expect(normal.status).toBe(201);

  const ends = await Promise.all(trickles);
  for (const end of ends) {
    expect(end.status).toBe(408);
    expect(JSON.parse(end.body)).toEqual({ message: bodyPaceMessages.tooSlow(1024) });
  }
  // Nothing of the trickles was stored, and their slots are free: each trickler uploads normally again.
  for (const [i, user] of tricklers.entries()) {
    expect((await user.client.get(`/api/projects/${projects[i]}/documents`)).body).toEqual([]);
    expect((await uploadDocument(user.client, projects[i]!, 'ok.pdf', await buildPdf([['Backup policy.']]))).status).toBe(201);
  }
}, 60_000);

test('a GraphQL multipart upload trickling in is cut with 408 REQUEST_TIMEOUT in the GraphQL error shape', async () => {
  const user = await signUp(api);
  const project = await projectOf(user.client);
  const end = await slowUpload(user.token, project, { graphql: true });
  expect(end.status).toBe(408);
  expect(JSON.parse(end.body)).toEqual({ errors: [{ message: bodyPaceMessages.tooSlow(1024), extensions: { code: 'REQUEST_TIMEOUT' } }] });
  expect((await user.client.get(`/api/projects/${project}/documents`)).body).toEqual([]);
}, 30_000);

test('an upload fast enough but longer than the body time limit is cut with 408', async () => {
  const user = await signUp(api);
  const project = await projectOf(user.client);
  // 4 KB/s: above the minimum rate, so only the 4 s limit on the whole body cuts it.
  const end = await slowUpload(user.token, project, { bytesPerTick: 1024, tickMs: 250 });
  expect(end.status).toBe(408);
  expect(JSON.parse(end.body)).toEqual({ message: bodyPaceMessages.tooLong(4) });
}, 30_000);

test('a knowledge base upload trickling in is cut the same way', async () => {
  const end = await slowUpload(adminToken, '', { knowledge: true });
  expect(end.status).toBe(408);
  expect(JSON.parse(end.body)).toEqual({ message: bodyPaceMessages.tooSlow(1024) });
}, 30_000);

