import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { waitUntil } from '../../testing/wait.js';
import { contentHash } from './chunking.js';
import { ingestChunks } from './knowledge-ingest.js';
import { SqlKnowledgeIndex } from './search/sql-index.repository.js';
import { HashEmbedder } from './testing/hash-embedder.js';

/**
 * The knowledge page's view of a change of embedding model: a search notices chunks of another model and queues the
 * re-embed job; administrators read it (latestKnowledgeReembed) and follow its progress (knowledgeReembedProgress)
 * to the end; members get neither. Searches answer throughout.
 */
let app: TestApp;
let admin: ApiClient;
let adminToken: string;
let member: ApiClient;
let memberToken: string;

beforeAll(async () => {
  app = await startTestApp({}, { knowledge: { embedder: new HashEmbedder('hash-bow-512-v2'), modelCheckIntervalMs: 0, reembedBatchSize: 2 } });
  const api = new ApiClient(app.url);
  ({ client: admin, token: adminToken } = await signUp(api)); // the first account: administrator
  ({ client: member, token: memberToken } = await signUp(api));
}, 60_000);
afterAll(() => app?.close());

const latestQuery = '{ latestKnowledgeReembed { id model status chunksDone chunksTotal error } }';

function subscribe(token: string, jobId: string) {
  const socket = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
  const updates: { status: string; chunksDone: number; chunksTotal: number }[] = [];
  const ended = new Promise<void>((resolve, reject) =>
    socket.subscribe<{ knowledgeReembedProgress: (typeof updates)[number] }>(
      { query: `subscription { knowledgeReembedProgress(jobId: "${jobId}") { status chunksDone chunksTotal } }` },
      { next: (m) => (m.errors ? reject(new Error(m.errors[0]!.message)) : updates.push(m.data!.knowledgeReembedProgress)), error: (e) => reject(e instanceof Error ? e : new Error(JSON.stringify(e))), complete: resolve },
    ),
  );
  return { updates, ended, close: () => socket.dispose() };
}

test('a search notices chunks of an earlier model; administrators follow the re-embed to its end, members see nothing of it', async () => {
  expect((await admin.gql(latestQuery)).body.data.latestKnowledgeReembed).toBeNull();
  expect((await member.gql(latestQuery)).body.errors[0].extensions.code).toBe('FORBIDDEN');

  // Chunks an earlier configuration embedded (another model name).
  const texts = ['Backup copies are restored every quarter.', 'Visitors wear a badge at reception.', 'Vendors answer a security questionnaire.'];
  const drafts = texts.map((content, i) => ({ title: 'Guide', section: `Section ${i}`, content, url: 'guide.md', source: 'upload' as const, contentHash: contentHash(content) }));
  await ingestChunks(app.database.orm.em.fork(), new SqlKnowledgeIndex(usesPostgres ? 'postgres' : 'pglite'), new HashEmbedder('hash-bow-512'), drafts);

  const during = await member.post('/api/knowledge/search', { query: 'visitors badge reception' });
  expect(during.status).toBe(200);
  expect(during.body.chunks[0]).toMatchObject({ section: 'Section 1' });

  await waitUntil(async () => (await admin.gql(latestQuery)).body.data.latestKnowledgeReembed !== null);
  const job = (await admin.gql(latestQuery)).body.data.latestKnowledgeReembed;
  expect(job).toMatchObject({ model: 'hash-bow-512-v2', error: null });

  await expect(subscribe(memberToken, job.id).ended).rejects.toThrow(/administrator/i);
  const followed = subscribe(adminToken, job.id);
  await followed.ended;
  await followed.close();
  expect(followed.updates.at(-1)).toEqual({ status: 'completed', chunksDone: 3, chunksTotal: 3 });
  expect((await admin.gql(latestQuery)).body.data.latestKnowledgeReembed).toMatchObject({ status: 'completed', chunksDone: 3, chunksTotal: 3 });

  const after = await member.post('/api/knowledge/search', { query: 'visitors badge reception' });
  expect(after.body.chunks[0]).toMatchObject({ section: 'Section 1' });
  expect(after.body.chunks[0].similarity).toBeGreaterThan(0.5);
});
