import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@elastic/elasticsearch';
import { pino } from 'pino';
import { openDatabase, type Database, type Em } from '../../../db/orm.js';
import { seedPgliteDataDir } from '../../../testing/pglite-template.js';
import { createPostgresDatabase, usesPostgres } from '../../../testing/test-app.js';
import { contentHash } from '../chunking.js';
import { embeddingText } from '../embeddings/embedder.js';
import { elasticsearchConnection } from '../knowledge.factory.js';
import { HashEmbedder } from '../testing/hash-embedder.js';
import { ElasticsearchKnowledgeIndex } from './elasticsearch-index.js';
import { EmbeddingDimensionError, type EmbeddedChunk, type KnowledgeIndex } from './knowledge-index.js';
import { SqlKnowledgeIndex } from './sql-index.repository.js';

/**
 * One contract, every KnowledgeIndex in this run: PGlite always, PostgreSQL with GATEWAY_TEST_DB=postgres,
 * and a real Elasticsearch cluster when ELASTICSEARCH_URL is set (an index of its own, deleted afterwards).
 * `@elastic/elasticsearch-mock` is not one of them: it answers each request with whatever the test's handler
 * returns for that method and path and runs no query, so "search finds the right chunk" would only test the
 * handler. The request shapes sent to Elasticsearch are checked in elasticsearch-index.test.ts.
 * Vectors come from the deterministic hash embedder, so the contract does not depend on the encoder.
 */
interface Engine {
  name: string;
  index: KnowledgeIndex;
  em(): Em;
  /** Writes as the product does: in one transaction on SQL engines, one bulk request on Elasticsearch. */
  add(chunks: EmbeddedChunk[]): Promise<number>;
  close(): Promise<void>;
}

const logger = pino({ level: 'silent' });

async function sqlEngine(kind: 'pglite' | 'postgres'): Promise<Engine> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-contract-'));
  const pgDatabase = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  if (!pgDatabase) await seedPgliteDataDir(dataDir);
  const db: Database = await openDatabase({ databaseUrl: pgDatabase?.url, dataDir, logger });
  const index = new SqlKnowledgeIndex(kind);
  return {
    name: kind,
    index,
    em: () => db.orm.em.fork(),
    add: (chunks) => db.orm.em.fork().transactional((tx) => index.add(tx, chunks)),
    async close() {
      await db.close();
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function elasticsearchEngine(url: string): Engine {
  // The same credentials and trust settings as the gateway reads (API key or user and password; CA file or fingerprint).
  const env = process.env;
  const connection = elasticsearchConnection({
    url,
    index: '',
    username: env.ELASTICSEARCH_USERNAME ?? (env.ELASTICSEARCH_PASSWORD ? 'elastic' : undefined),
    password: env.ELASTICSEARCH_PASSWORD,
    apiKey: env.ELASTICSEARCH_API_KEY,
    caFile: env.ELASTICSEARCH_CA_FILE,
    caFingerprint: env.ELASTICSEARCH_CA_FINGERPRINT,
  });
  const client = new Client({ node: url, ...connection });
  const name = `knowledge_contract_${randomBytes(4).toString('hex')}`;
  const index = new ElasticsearchKnowledgeIndex(client, name);
  return {
    name: 'elasticsearch',
    index,
    em: () => undefined as never, // Elasticsearch needs no entity manager
    add: (chunks) => index.add(undefined, chunks),
    async close() {
      await client.indices.delete({ index: name, ignore_unavailable: true });
      await client.close();
    },
  };
}

const engines: [string, () => Promise<Engine>][] = [['pglite', () => sqlEngine('pglite')]];
if (usesPostgres) engines.push(['postgres', () => sqlEngine('postgres')]);
if (process.env.ELASTICSEARCH_URL) engines.push(['elasticsearch', async () => elasticsearchEngine(process.env.ELASTICSEARCH_URL!)]);

const embedder = new HashEmbedder();
const notes: [string, string, string, string][] = [
  ['Backup Guide', 'Restore testing', 'Every quarter the operations team restores a sample of servers from backup copies and records the recovery time.', 'backup.md'],
  ['Backup Guide', 'Offline copies', 'One encrypted set of backup copies is kept offline so ransomware on the network cannot reach it.', 'backup.md'],
  ['Authentication Guide', 'Passphrases', 'Passphrases have at least fourteen characters and are checked against breached credential lists.', 'auth.md'],
  ['Authentication Guide', 'Multi-factor sign-in', 'Remote access and administrator accounts require a hardware security key or an authenticator app.', 'auth.md'],
  ['Office Guide', 'Visitors', 'Visitors sign in at reception, wear a badge and are escorted inside the building.', 'https://guides.example/office'],
  ['Supplier Guide', 'Due diligence', 'Vendors answer a security questionnaire and share audit reports before a contract is signed.', 'https://guides.example/suppliers'],
];

async function chunksOf(rows: typeof notes): Promise<EmbeddedChunk[]> {
  const drafts = rows.map(([title, section, content, url]) => ({ title, section, content, url, source: url.endsWith('.md') ? ('upload' as const) : ('crawl' as const), contentHash: contentHash(content) }));
  const vectors = await embedder.embed(drafts.map(embeddingText));
  return drafts.map((d, i) => ({ ...d, embedding: vectors[i]!, model: embedder.model }));
}

async function query(engine: Engine, text: string, limit = 10) {
  const [vector] = await embedder.embed([text]);
  return engine.index.search(engine.em(), { text, vector: vector!, model: embedder.model, limit });
}

describe.each(engines)('KnowledgeIndex contract: %s', (_name, open) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await open();
    await engine.index.clear(engine.em());
  }, 60_000);
  afterAll(() => engine?.close());

  test('writes chunks once: stored count, known hashes, the same content again stores nothing', async () => {
    const chunks = await chunksOf(notes);
    expect(await engine.add(chunks)).toBe(notes.length);
    expect(await engine.add(chunks.slice(0, 2))).toBe(0);
    const known = await engine.index.existingHashes(engine.em(), [chunks[0]!.contentHash, contentHash('never stored')]);
    expect([...known]).toEqual([chunks[0]!.contentHash]);
  });

  test('stats count chunks and distinct urls', async () => {
    const stats = await engine.index.stats(engine.em());
    expect(stats.totalChunks).toBe(notes.length);
    expect(stats.uniqueUrls).toBe(4);
    expect(stats.lastUpdated!.getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  test.each([
    ['restore servers from backup copies every quarter', 'Restore testing'],
    ['hardware security key for administrator accounts', 'Multi-factor sign-in'],
    ['escorted visitors with a badge', 'Visitors'],
    ['security questionnaire for vendors', 'Due diligence'],
  ])('search for "%s" ranks the right chunk first', async (text, section) => {
    const hits = await query(engine, text);
    expect(hits[0]).toMatchObject({ section, lexicalMatch: true });
    expect(hits[0]!.content).toContain(notes.find((n) => n[1] === section)![2]);
  });

  test('the limit is honoured', async () => {
    expect((await query(engine, 'backup copies ransomware passphrases visitors vendors', 2)).length).toBe(2);
    expect((await query(engine, 'backup copies', 1)).length).toBe(1);
  });

  test('similarity lies between 0 and 1, highest for the closest chunk', async () => {
    const hits = await query(engine, 'Passphrases have at least fourteen characters', 10);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.similarity).toBeGreaterThanOrEqual(0);
      expect(hit.similarity).toBeLessThanOrEqual(1);
    }
    expect(hits[0]!.section).toBe('Passphrases');
    expect(hits[0]!.similarity).toBe(Math.max(...hits.map((h) => h.similarity)));
    expect(hits[0]!.similarity).toBeGreaterThan(0.5);
  });

  test('a chunk of another model is found by its words with no similarity, never by its vector; it is listed, re-embedded, then compared', async () => {
    const [older] = await chunksOf([['Key Guide', 'Key rotation', 'Cryptographic keys rotate every year inside a hardware security module.', 'keys.md']]);
    // The same vector the configured model gives: only the model name says it may not be compared.
    await engine.add([{ ...older!, model: 'retired-model' }]);
    const byWords = (await query(engine, 'cryptographic keys rotate every year')).find((h) => h.section === 'Key rotation');
    expect(byWords).toMatchObject({ lexicalMatch: true, similarity: 0 });
    const byVector = await engine.index.search(engine.em(), { text: 'zzqx', vector: older!.embedding, model: embedder.model, limit: 10 });
    expect(byVector.map((h) => h.section)).not.toContain('Key rotation');

    expect(await engine.index.countStale(engine.em(), embedder.model)).toBe(1);
    const stale = await engine.index.staleChunks(engine.em(), embedder.model, 10);
    expect(stale).toEqual([{ id: byWords!.id, title: 'Key Guide', section: 'Key rotation', content: older!.content }]);
    expect(await engine.index.reembed(engine.em(), embedder.model, [{ id: stale[0]!.id, embedding: older!.embedding }])).toBe(1);
    expect(await engine.index.reembed(engine.em(), embedder.model, [{ id: stale[0]!.id, embedding: older!.embedding }])).toBe(engine.name === 'elasticsearch' ? 1 : 0);
    expect(await engine.index.countStale(engine.em(), embedder.model)).toBe(0);
    expect((await query(engine, 'cryptographic keys rotate every year'))[0]).toMatchObject({ section: 'Key rotation', similarity: expect.any(Number) });
    expect((await query(engine, 'cryptographic keys rotate every year'))[0]!.similarity).toBeGreaterThan(0.5);
  });

  test('an embedding of another dimension for a stored model is refused with a clear message, and nothing is stored', async () => {
    const before = (await engine.index.stats(engine.em())).totalChunks;
    const [chunk] = await chunksOf([['Odd Guide', 'Odd size', 'A vector of another size must never sit beside the others.', 'odd.md']]);
    const refused = engine.add([{ ...chunk!, embedding: chunk!.embedding.slice(0, 256) }]);
    await expect(refused).rejects.toThrow(EmbeddingDimensionError);
    await expect(refused).rejects.toThrow(`The embedding model "${embedder.model}" answered 256-dimension vectors, but`);
    expect((await engine.index.stats(engine.em())).totalChunks).toBe(before);
  });

  test('clear empties the index', async () => {
    await engine.index.clear(engine.em());
    expect(await engine.index.stats(engine.em())).toMatchObject({ totalChunks: 0, uniqueUrls: 0, lastUpdated: null });
    expect(await query(engine, 'backup copies')).toEqual([]);
    expect((await engine.index.existingHashes(engine.em(), [contentHash(notes[0]![2])])).size).toBe(0);
  });
});
