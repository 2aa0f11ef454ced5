import { jest } from '@jest/globals';
import { buildPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import type { ExtractedPdfReader } from './knowledge.factory.js';
import { knowledgeStats, uploadKnowledge } from './testing/knowledge-calls.js';
import { guidanceNotes, labelledQueries } from './testing/labelled-set.js';

let app: TestApp;

/** Watches the knowledge service's embedder (the encoder a search or grounding call goes through). */
const spyOnEmbed = () => {
  const { embedder } = (app.services.knowledge as unknown as { options: { embedder: { embed(texts: string[]): Promise<number[][]> } } }).options;
  return jest.spyOn(embedder, 'embed');
};
let admin: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  const api = new ApiClient(app.url);
  admin = (await signUp(api)).client; // the first account: administrator
  member = (await signUp(api)).client;
}, 60_000);
afterAll(() => app?.close());

describe('knowledge base access', () => {
  test('anonymous callers get 401 everywhere', async () => {
    const anonymous = new ApiClient(app.url);
    expect((await anonymous.get('/api/knowledge/stats')).status).toBe(401);
    expect((await anonymous.post('/api/knowledge/search', { query: 'x', limit: 10 })).status).toBe(401);
    expect((await anonymous.post('/api/knowledge/crawl', { url: 'http://127.0.0.1/' })).status).toBe(401);
    expect((await uploadKnowledge(anonymous, [{ name: 'a.md', content: '# A\n\ntext' }])).status).toBe(401);
    expect((await anonymous.delete('/api/knowledge/clear')).status).toBe(401);
  });

  test('a member reads stats and searches, but crawl, upload and clear answer 403 and change nothing', async () => {
    expect((await uploadKnowledge(admin, [{ name: 'kept.md', content: '# Kept\n\nThe asset inventory lists every laptop and server.' }])).status).toBe(200);
    const before = await knowledgeStats(member);
    expect(before.engine).toBe(usesPostgres ? 'postgres' : 'pglite');
    expect((await member.post('/api/knowledge/search', { query: 'asset inventory', limit: 10 })).status).toBe(200);
    for (const res of [
      await member.post('/api/knowledge/crawl', { url: 'http://127.0.0.1/', maxPages: 1, maxDepth: 1 }),
      await uploadKnowledge(member, [{ name: 'b.md', content: '# B\n\nanything' }]),
      await member.delete('/api/knowledge/clear'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Only an administrator/);
    }
    expect(await knowledgeStats(member)).toEqual(before);
    const gql = await member.gql('mutation { clearKnowledge }');
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const memberQuery = await member.gql('{ knowledgeStats { totalChunks engine } searchKnowledge(query: "asset inventory", limit: 3) { title similarity } }');
    expect(memberQuery.body.data.knowledgeStats.totalChunks).toBe(before.totalChunks);
    expect(memberQuery.body.data.searchKnowledge[0].title).toBe('Kept');
  });
});

describe('uploads', () => {
  test('markdown, text and PDF files are chunked by heading or page, deduplicated, and counted', async () => {
    await admin.delete('/api/knowledge/clear');
    const pdf = await buildPdf([['Media disposal', 'Hard drives are shredded by a certified contractor when they leave service.']]);
    const res = await uploadKnowledge(admin, [
      { name: 'backup-guide.md', content: guidanceNotes['backup-guide.md']! },
      { name: 'notes.txt', content: 'Plain text notes about clean desk rules and locking screens.' },
      { name: 'disposal.pdf', content: pdf },
    ], 'files[]');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ filesProcessed: 3, chunksCreated: 4 });
    const stats = await knowledgeStats(admin);
    expect(stats).toMatchObject({ totalChunks: 4, uniqueUrls: 3 });
    expect(new Date(stats.lastUpdated!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The same files again add nothing (content hash).
    const again = await uploadKnowledge(admin, [{ name: 'backup-guide.md', content: guidanceNotes['backup-guide.md']! }]);
    expect(again.body).toEqual({ filesProcessed: 1, chunksCreated: 0 });
    const hit = await admin.post('/api/knowledge/search', { query: 'offline copies protected from ransomware', limit: 10 });
    expect(hit.body.chunks[0]).toMatchObject({ title: 'Backup and Restore Guide', section: 'Retention of copies', url: 'backup-guide.md' });
    const pdfHit = await admin.post('/api/knowledge/search', { query: 'shredded hard drives', limit: 10 });
    expect(pdfHit.body.chunks[0]).toMatchObject({ title: 'disposal', section: 'Page 1', url: 'disposal.pdf' });
  });

  test.each([
    ['a wrong extension (every bad name listed, SPEC message)', [{ name: 'good.md', content: '# G\n\ngood text' }, { name: 'evil.exe', content: 'MZ' }, { name: 'sheet.xlsx', content: 'x' }], 415, 'Only PDF, Markdown (.md), and Text (.txt) files are allowed. Invalid files: evil.exe, sheet.xlsx'],
    ['a .pdf that is not a PDF', [{ name: 'good.md', content: '# G\n\ngood text' }, { name: 'fake.pdf', content: 'just text' }], 415, 'File fake.pdf is not a valid PDF document'],
    ['a .txt that is not UTF-8', [{ name: 'good.md', content: '# G\n\ngood text' }, { name: 'binary.txt', content: Buffer.from([0xff, 0xfe, 0x00, 0x41]) }], 415, 'File binary.txt is not valid UTF-8 text'],
    ['an empty file', [{ name: 'good.md', content: '# G\n\ngood text' }, { name: 'empty.md', content: '' }], 400, 'File empty.md is empty'],
  ])('a mixed batch with %s is refused by name and stores nothing', async (_label, files, status, message) => {
    const before = await knowledgeStats(admin);
    const res = await uploadKnowledge(admin, files as { name: string; content: string | Buffer }[]);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await knowledgeStats(admin)).totalChunks).toBe(before.totalChunks);
  });

  test('no file at all, and a file over 20 MB, are refused', async () => {
    const none = await admin.post('/api/knowledge/upload', new FormData());
    expect(none.status).toBe(400);
    const big = await uploadKnowledge(admin, [{ name: 'big.txt', content: Buffer.alloc(20 * 1024 * 1024 + 1, 0x61) }]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File big.txt exceeds the maximum allowed size of 20MB');
  });
});

describe('search', () => {
  beforeAll(async () => {
    await admin.delete('/api/knowledge/clear');
    const files = Object.entries(guidanceNotes).map(([name, content]) => ({ name, content }));
    expect((await uploadKnowledge(admin, files)).status).toBe(200);
  }, 120_000);

  test('each labelled query finds its section in the top 3 (hit@3 = 10/10), similarity 0-1', async () => {
    let hits = 0;
    for (const { query, file, section } of labelledQueries) {
      const res = await member.post('/api/knowledge/search', { query, limit: 10 });
      expect(res.status).toBe(200);
      for (const chunk of res.body.chunks) {
        expect(Object.keys(chunk).sort()).toEqual(['content', 'id', 'section', 'similarity', 'title', 'url']);
        expect(chunk.similarity).toBeGreaterThanOrEqual(0);
        expect(chunk.similarity).toBeLessThanOrEqual(1);
      }
      if (res.body.chunks.slice(0, 3).some((c: { url: string; section: string }) => c.url === file && c.section === section)) hits += 1;
    }
    expect(hits).toBe(labelledQueries.length);
  });

  test('validation: empty query (SPEC message), bad limit; limit caps the answer', async () => {
    const empty = await member.post('/api/knowledge/search', { query: '  ', limit: 10 });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Please enter a search query.' } });
    expect((await member.post('/api/knowledge/search', { query: 'backup', limit: 0 })).status).toBe(400);
    expect((await member.post('/api/knowledge/search', { query: 'backup', limit: 2 })).body.chunks).toHaveLength(2);
  });

  test('grounding cites matching guidance and nothing for an unrelated question', async () => {
    const sources = await app.services.knowledge.searchFor(app.database.orm.em.fork(), {
      title: 'Information backup',
      text: 'Are backup copies tested by restoring them regularly?',
      rubric: ['restore tests performed', 'offline copies kept'],
    });
    expect(sources[0]).toEqual({ title: 'Backup and Restore Guide', url: 'backup-guide.md', section: expect.any(String) });
    const none = await app.services.knowledge.searchFor(app.database.orm.em.fork(), { title: 'Cafeteria', text: 'What is on the lunch menu in the canteen on Fridays?' });
    expect(none).toEqual([]);
  });

  test("a gap assessment's findings are grounded with one batched embedding call; an empty knowledge base embeds nothing", async () => {
    const embed = spyOnEmbed();
    try {
      const questions = [
        { title: 'Information backup', text: 'Are backup copies tested by restoring them regularly?', rubric: ['restore tests performed'] },
        { title: 'Cafeteria', text: 'What is on the lunch menu in the canteen on Fridays?' },
        { title: '', text: '  ' },
      ];
      const single = await Promise.all(questions.map((q) => app.services.knowledge.searchFor(app.database.orm.em.fork(), q)));
      embed.mockClear();
      const all = await app.services.knowledge.searchForAll(app.database.orm.em.fork(), questions);
      expect(all).toEqual(single);
      expect(all[0]![0]).toMatchObject({ url: 'backup-guide.md' });
      expect(embed).toHaveBeenCalledTimes(1);
      expect(embed.mock.calls[0]![0]).toHaveLength(2);
    } finally {
      embed.mockRestore();
    }
  });

  test('clear empties the knowledge base (administrator)', async () => {
    const res = await admin.delete('/api/knowledge/clear');
    expect(res.status).toBe(200);
    expect(await knowledgeStats(admin)).toMatchObject({ totalChunks: 0, uniqueUrls: 0, lastUpdated: null });
    const embed = spyOnEmbed();
    try {
      const found = await app.services.knowledge.searchForAll(app.database.orm.em.fork(), [{ title: 'Information backup', text: 'Are backup copies tested?' }]);
      expect(found).toEqual([[]]);
      expect(embed).not.toHaveBeenCalled();
    } finally {
      embed.mockRestore();
    }
    expect((await admin.post('/api/knowledge/search', { query: 'backup', limit: 10 })).body.chunks).toEqual([]);
  });
});

describe('closing the gateway', () => {
  const optionsOf = (gateway: TestApp) => (gateway.services.knowledge as unknown as { options: { embedder: unknown; pdf: ExtractedPdfReader } }).options;

  test("ends the PDF reader's threads and the sentence encoder's thread", async () => {
    const gateway = await startTestApp();
    try {
      const { client } = await signUp(new ApiClient(gateway.url));
      const pdf = await buildPdf([['Clear desk', 'Papers are locked away at the end of the day.']]);
      expect((await uploadKnowledge(client, [{ name: 'desk.pdf', content: pdf }])).status).toBe(200);
      // The knowledge base embeds with the encoder the engine uses (no second one).
      expect(optionsOf(gateway).embedder).toBe(gateway.services.encoder);
      expect(optionsOf(gateway).pdf.runner.idleWorkers).toBe(1);
      expect(gateway.services.encoder.running).toBe(true);
    } finally {
      await gateway.close();
    }
    expect(optionsOf(gateway).pdf.runner.idleWorkers).toBe(0);
    expect(gateway.services.encoder.running).toBe(false);
  }, 60_000);

  test('reads PDFs within the configured extraction limits (heap and threads)', async () => {
    const gateway = await startTestApp({ EXTRACTION_MAX_HEAP_MB: '96', EXTRACTION_MAX_CONCURRENT: '1' });
    try {
      expect(optionsOf(gateway).pdf.runner.limits).toMatchObject({ maxHeapMb: 96, maxConcurrent: 1 });
    } finally {
      await gateway.close();
    }
  });

  test("with OpenAI embeddings, the engine's sentence encoder is still ended", async () => {
    const gateway = await startTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_EMBEDDING_MODEL: 'text-embedding-3-small' });
    try {
      expect(optionsOf(gateway).embedder).not.toBe(gateway.services.encoder);
      await gateway.services.encoder.embed(['Are backup copies tested?']);
      expect(gateway.services.encoder.running).toBe(true);
    } finally {
      await gateway.close();
    }
    expect(gateway.services.encoder.running).toBe(false);
  }, 60_000);
});
