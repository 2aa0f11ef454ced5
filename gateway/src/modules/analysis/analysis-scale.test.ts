import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { Document } from '../documents/document.entity.js';
import { storeEvidenceChunks } from '../evidence/evidence.repository.js';
import { testTypes } from '../questions/bank/index.js';
import { projectWithDocuments, startRun, waitForRun } from './testing/analysis-test-kit.js';

// Sentences of a made-up operations manual; pages repeat them in different orders with page-specific numbers.
const sentences = [
  'The service desk records every change request with its approver and the planned date.',
  'Backups of the finance system are copied to a second site and restore tests are recorded.',
  'Visitors sign in at reception and are escorted in the data centre at all times.',
  'Laptops use full disk encryption and are locked automatically after ten minutes.',
  'Suppliers with access to customer data sign confidentiality agreements before work starts.',
  'Security incidents are reported to the security team, which classifies and records them.',
  'Access rights are reviewed every quarter by the owner of each application.',
  'Vulnerability scans run weekly and critical findings are patched within fourteen days.',
];

function page(doc: number, n: number): string {
  const lines = Array.from({ length: 24 }, (_, i) => `${sentences[(doc + n + i) % sentences.length]} Reference ${doc}-${n}-${i}.`);
  return lines.join(' ');
}

/** A 1,000-page document set is analysed with bounded memory (a fresh EntityManager per question). */
describe('analysis run over a large document set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { analysisWorker: { pollMs: 200 } });
  });
  afterAll(() => app.close());

  it('analyses 50 documents of 20 pages each to completion with bounded extra memory', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    const em = app.database.orm.em.fork();
    for (let doc = 0; doc < 50; doc++) {
      await em.transactional(async (tx) => {
        const document = tx.create(Document, {
          project: projectId,
          name: `manual-${doc}.pdf`,
          type: 'application/pdf',
          size: 1000,
          sha256: randomBytes(32).toString('hex'),
          pageCount: 20,
          textStatus: 'extracted',
          sectionCount: 0,
          chunkCount: 20,
        });
        await tx.flush();
        const chunks = Array.from({ length: 20 }, (_, n) => ({ ordinal: n, pageNumber: n + 1, sectionLabel: null, text: page(doc, n) }));
        await storeEvidenceChunks(tx, document.id, projectId, chunks);
      });
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    try {
      const started = await startRun(client, projectId, { testType: testTypes.clauses });
      expect(started.status).toBe(201);
      // The gateway keeps answering while a run works (with PGlite a run once held the event loop to its end).
      const during = await client.get(`/api/runs/${started.body.runId}`);
      expect(['queued', 'running']).toContain(during.body.status);
      const run = await waitForRun(client, started.body.runId, undefined, 120_000);
      expect(run).toEqual(expect.objectContaining({ status: 'completed', processed: 30 }));
      expect(run.failed).toBe(0);
    } finally {
      clearInterval(sampler);
    }
    expect((peak - before) / 1024 / 1024).toBeLessThan(300);
  }, 180_000);
});
