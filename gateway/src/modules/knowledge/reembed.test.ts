import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { openDatabase, type Database } from '../../db/orm.js';
import { seedPgliteDataDir } from '../../testing/pglite-template.js';
import { createPostgresDatabase, usesPostgres } from '../../testing/test-app.js';
import { waitUntil } from '../../testing/wait.js';
import { contentHash, type DraftChunk } from './chunking.js';
import type { Embedder } from './embeddings/embedder.js';
import { ingestChunks } from './knowledge-ingest.js';
import { KnowledgeService } from './knowledge.service.js';
import type { ReembedJobSnapshot } from './reembed-progress.js';
import { SqlKnowledgeIndex } from './search/sql-index.repository.js';
import { HashEmbedder } from './testing/hash-embedder.js';
import { gate } from './testing/local-site.js';

/**
 * A change of the configured embedding model re-embeds the chunks of the earlier one in a claimed job: its progress
 * is counted and published a batch at a time, it completes with every chunk of the new model, and a job whose
 * gateway died mid-way is taken over after the restart and carries on from its count. On PGlite and PostgreSQL.
 */
const logger = pino({ level: 'silent' });
const fast = { pollMs: 100, heartbeatMs: 100, staleAfterSeconds: 30, recoverAllAtStart: false, maxAttempts: 3, concurrency: 1 };
const oldModel = new HashEmbedder('hash-bow-512');
const newModel = new HashEmbedder('hash-bow-512-v2');

let db: Database;
let dataDir: string;
let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
const index = new SqlKnowledgeIndex(usesPostgres ? 'postgres' : 'pglite');

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gap-reembed-'));
  pgDatabase = usesPostgres ? await createPostgresDatabase() : undefined;
  if (!pgDatabase) await seedPgliteDataDir(dataDir);
  db = await openDatabase({ databaseUrl: pgDatabase?.url, dataDir, logger });
}, 60_000);

afterEach(async () => {
  await db?.close();
  await pgDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const optionsOf = (embedder: Embedder, worker: Partial<typeof fast> = {}) => ({
  index,
  embedder,
  pdf: { read: async () => [], close: async () => undefined },
  policy: { allowHosts: [], extraPorts: [] },
  crawlDelayMs: 0,
  logger,
  worker: { ...fast, ...worker },
  reembedBatchSize: 2,
});

/** A gateway's knowledge service with the given embedder (a restart with another configured model is a new one). */
function gateway(embedder: Embedder, worker: Partial<typeof fast> = {}): KnowledgeService {
  return new KnowledgeService(optionsOf(embedder, worker));
}

const topics = ['Backup copies are restored every quarter', 'Visitors wear a badge', 'Vendors answer a questionnaire', 'Passphrases have fourteen characters', 'Keys rotate every year'];
const drafts = (n: number): DraftChunk[] =>
  topics.slice(0, n).map((text, i) => ({ title: 'Guide', section: `Section ${i}`, content: `${text}.`, url: 'guide.md', source: 'upload', contentHash: contentHash(text) }));

async function modelsOfChunks(): Promise<Record<string, number>> {
  const rows = await db.orm.em.fork().execute<{ embedding_model: string; n: number }[]>('select embedding_model, count(*)::int as n from knowledge_chunks group by embedding_model');
  return Object.fromEntries(rows.map((r) => [r.embedding_model, Number(r.n)]));
}

async function jobRows() {
  return db.orm.em.fork().execute<{ id: number; status: string; chunks_done: number; chunks_total: number; attempts: number; claimed_by: string | null }[]>(
    'select id, status, chunks_done, chunks_total, attempts, claimed_by from knowledge_reembed_jobs order by id',
  );
}

/** Every state the job publishes in this process, from its first. */
function follow(service: KnowledgeService, jobId: number): ReembedJobSnapshot[] {
  const states: ReembedJobSnapshot[] = [];
  service.reembedProgress.subscribe(jobId, (state) => states.push(state));
  return states;
}

test('a change of model queues one re-embed job at start, whose progress goes a batch at a time to completion; searches meanwhile compare the new model only', async () => {
  await ingestChunks(db.orm.em.fork(), index, oldModel, drafts(5));
  // The same model again: nothing to do, no job.
  const unchanged = gateway(oldModel);
  await unchanged.startWorker(db.orm);
  await unchanged.close();
  expect(await jobRows()).toEqual([]);

  const changed = gateway(newModel);
  const states = follow(changed, 1);
  await changed.startWorker(db.orm);
  await waitUntil(async () => states.at(-1)?.status === 'completed');
  expect(states.map((s) => [s.status, s.chunksDone, s.chunksTotal])).toEqual([
    ['queued', 0, 0],
    ['running', 0, 5],
    ['running', 2, 5],
    ['running', 4, 5],
    ['running', 5, 5],
    ['completed', 5, 5],
  ]);
  expect(states.at(-1)).toMatchObject({ model: 'hash-bow-512-v2', error: null, finishedAt: expect.any(Date) });
  expect(await modelsOfChunks()).toEqual({ 'hash-bow-512-v2': 5 });
  const hits = await changed.search(db.orm.em.fork(), { query: 'visitors wear a badge', limit: 3 });
  expect(hits[0]).toMatchObject({ section: 'Section 1' });
  expect(hits[0]!.similarity).toBeGreaterThan(0.5);
  // A restart with the same model finds nothing left: no second job.
  await changed.close();
  const again = gateway(newModel);
  await again.startWorker(db.orm);
  await again.close();
  expect((await jobRows()).map((j) => j.status)).toEqual(['completed']);
});

test('a gateway that dies mid-job: after the restart the job is taken over and carries on from its count, no chunk re-embedded twice', async () => {
  await ingestChunks(db.orm.em.fork(), index, oldModel, drafts(5));
  // The first gateway embeds one batch, then stalls on the second until it is "killed".
  const stall = gate();
  let calls = 0;
  const stalling: Embedder = {
    model: newModel.model,
    dimensions: newModel.dimensions,
    async embed(texts) {
      calls += 1;
      if (calls > 1) await stall.opened;
      return newModel.embed(texts);
    },
  };
  const first = gateway(stalling);
  await first.startWorker(db.orm);
  await waitUntil(async () => (await jobRows())[0]?.chunks_done === 2 && calls === 2);
  // Killed: the job is left running, claimed by a worker that no longer beats.
  const stopping = first.stopWorker({ handBack: false });
  stall.open();
  await stopping;
  expect(await jobRows()).toEqual([expect.objectContaining({ status: 'running', chunks_done: 2, attempts: 1, claimed_by: expect.any(String) })]);
  expect(await modelsOfChunks()).toEqual({ 'hash-bow-512': 3, 'hash-bow-512-v2': 2 });

  // The restarted gateway (one process on PGlite: every running job is stale at start) resumes it.
  const resumedTexts: string[] = [];
  const counting: Embedder = { model: newModel.model, dimensions: newModel.dimensions, embed: async (texts) => (resumedTexts.push(...texts), newModel.embed(texts)) };
  const restarted = gateway(counting, { recoverAllAtStart: true });
  const states = follow(restarted, 1);
  await restarted.startWorker(db.orm);
  await waitUntil(async () => states.at(-1)?.status === 'completed');
  expect(states.filter((s) => s.status === 'running').map((s) => [s.chunksDone, s.chunksTotal])).toEqual([
    [2, 5],
    [4, 5],
    [5, 5],
  ]);
  expect(resumedTexts).toHaveLength(3);
  expect(states.at(-1)).toMatchObject({ status: 'completed', chunksDone: 5, chunksTotal: 5 });
  expect(await jobRows()).toEqual([expect.objectContaining({ status: 'completed', chunks_done: 5, attempts: 2, claimed_by: null })]);
  expect(await modelsOfChunks()).toEqual({ 'hash-bow-512-v2': 5 });
  await restarted.close();
  await first.close();
});

test('a later embedding of another dimension for the model fails the job with the reason, and nothing is written', async () => {
  await ingestChunks(db.orm.em.fork(), index, oldModel, drafts(3));
  // One chunk of the new model already at 512 dimensions; the new model now answers 256.
  await ingestChunks(db.orm.em.fork(), index, newModel, [{ ...drafts(1)[0]!, content: 'Another text.', contentHash: contentHash('another') }]);
  const shrunk: Embedder = { model: newModel.model, dimensions: 256, embed: async (texts) => (await newModel.embed(texts)).map((v) => v.slice(0, 256)) };
  const service = gateway(shrunk);
  const states = follow(service, 1);
  await service.startWorker(db.orm);
  await waitUntil(async () => states.at(-1)?.status === 'failed');
  expect(states.at(-1)!.error).toMatch(/^The embedding model "hash-bow-512-v2" answered 256-dimension vectors, but the knowledge base holds 512-dimension vectors for it/);
  expect(await modelsOfChunks()).toEqual({ 'hash-bow-512': 3, 'hash-bow-512-v2': 1 });
  await service.close();
});

test('a job queued for a model the configuration has moved on from ends saying so, and one for the configured model follows', async () => {
  await ingestChunks(db.orm.em.fork(), index, oldModel, drafts(3));
  // An API-only gateway (no worker) with the second model notices the change and queues the job.
  const apiOnly = new KnowledgeService({ ...optionsOf(newModel), workersEnabled: false });
  await apiOnly.startWorker(db.orm);
  await apiOnly.close();
  expect(await jobRows()).toEqual([expect.objectContaining({ id: 1, status: 'queued' })]);

  // The gateway that runs it is configured with a third model by then.
  const third = new HashEmbedder('hash-bow-512-v3');
  const worker = gateway(third);
  await worker.startWorker(db.orm);
  await waitUntil(async () => (await jobRows()).some((j) => j.id !== 1 && j.status === 'completed'));
  const [first, second] = await db.orm.em.fork().execute<{ model: string; status: string; error: string | null; chunks_done: number }[]>(
    'select model, status, error, chunks_done from knowledge_reembed_jobs order by id',
  );
  expect(first).toEqual({ model: 'hash-bow-512-v2', status: 'failed', chunks_done: 0, error: 'The configured embedding model is now "hash-bow-512-v3"; a new job re-embeds the chunks for it.' });
  expect(second).toMatchObject({ model: 'hash-bow-512-v3', status: 'completed', chunks_done: 3 });
  expect(await modelsOfChunks()).toEqual({ 'hash-bow-512-v3': 3 });
  await worker.close();
});
