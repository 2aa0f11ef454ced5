import type { JobWorker } from '../../jobs/job-worker.js';
import { buildDocx, buildPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { waitUntil } from '../../testing/wait.js';
import { searchEvidence } from '../evidence/evidence.repository.js';
import { extractionTable } from './extraction-job.repository.js';
import { maxChunksPerDocument } from './extraction-processor.js';
import { uploadMessages } from './upload-messages.js';

/**
 * A document's chunks are written in short transactions (one long one held the embedded database,
 * and every other user's request, for seconds), the document hidden until the last; a file of more passages than
 * a document may hold is refused. `npm run bench -- stall` measures the effect on another user's requests.
 */
const fast = { pollMs: 200, heartbeatMs: 200 };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { extractionWorker: fast });
}, 120_000);
afterAll(() => app.close());

async function userWithProject() {
  const { client } = await signUp(new ApiClient(app.url));
  const project = await client.post<{ id: number; documentCount: number }>('/api/projects', { name: 'Writing project' });
  return { client, projectId: project.body.id };
}

const sectionsDocx = (count: number) =>
  buildDocx(Array.from({ length: count }, (_, i) => ({ heading: `Rule ${i + 1}`, paragraphs: [`Staff lock their screens when away; rule ${i + 1} applies.`] })));

interface StoredRow {
  id: number;
  name: string;
  chunk_count: number;
  chunks: number;
  pending_job_id: number | null;
}

function storedDocuments(projectId: number): Promise<StoredRow[]> {
  return app.database.orm.em.fork().execute<StoredRow[]>(
    `select d."id", d."name", d."chunk_count", d."pending_job_id", (select count(*)::int from "evidence_chunks" c where c."document_id" = d."id") as "chunks"
       from "documents" d where d."project_id" = ? order by d."id"`,
    [projectId],
  );
}

test('a document of many chunks is written in several transactions and stored whole, visible once done', async () => {
  const { client, projectId } = await userWithProject();
  const res = await uploadDocument(client, projectId, 'rules.docx', await sectionsDocx(250));
  expect(res.status).toBe(201);
  expect(res.body.chunkCount).toBe(250);
  expect(await storedDocuments(projectId)).toEqual([{ id: res.body.id, name: 'rules.docx', chunk_count: 250, chunks: 250, pending_job_id: null }]);
  expect((await client.get(`/api/projects/${projectId}/documents`)).body).toEqual([expect.objectContaining({ id: res.body.id, chunkCount: 250 })]);
}, 60_000);

test(`a file of more than ${maxChunksPerDocument} passages is refused with 422 and a message saying to split it; nothing is stored`, async () => {
  const { client, projectId } = await userWithProject();
  const res = await uploadDocument(client, projectId, 'huge.docx', await sectionsDocx(maxChunksPerDocument + 1));
  expect(res.status).toBe(422);
  expect(res.body).toEqual({ message: uploadMessages.tooManyPassages('huge.docx', maxChunksPerDocument) });
  expect(await storedDocuments(projectId)).toEqual([]);
}, 120_000);

test("a half-written document is hidden from every reader, and the job's next holder replaces it", async () => {
  const { client, projectId } = await userWithProject();
  let successor: JobWorker | undefined;
  try {
    await app.services.documents.stopWorker();
    const answer = uploadDocument(client, projectId, 'policy.pdf', await buildPdf([['Access rights are reviewed every quarter.']]));
    const em = app.database.orm.em.fork();
    let jobId: number | undefined;
    await waitUntil(async () => {
      jobId = await extractionTable.claimNext(em, 'interrupted-worker');
      return jobId !== undefined;
    });
    // What a worker stopped between its chunk transactions leaves: the row naming its job, and some chunks.
    const [{ sha256 }] = (await em.execute<{ sha256: string }[]>(`select "sha256" from "document_extraction_jobs" where "id" = ?`, [jobId])) as [{ sha256: string }];
    const [{ id: leftover }] = (await em.execute<{ id: number }[]>(
      `insert into "documents" ("project_id", "name", "type", "size", "sha256", "text_status", "chunk_count", "created_at", "pending_job_id")
       values (?, 'policy.pdf', 'application/pdf', 1, ?, 'extracted', 2, now(), ?) returning "id"`,
      [projectId, sha256, jobId],
    )) as [{ id: number }];
    await em.execute(
      `insert into "evidence_chunks" ("document_id", "project_id", "ordinal", "text") values (?, ?, 0, 'Zanzibar escrow keys are rotated.')`,
      [leftover, projectId],
    );

    // Hidden: the list, the project's count, the evidence search, the document's own routes.
    expect((await client.get(`/api/projects/${projectId}/documents`)).body).toEqual([]);
    expect((await client.get(`/api/projects/${projectId}`)).body).toMatchObject({ documentCount: 0 });
    expect(await searchEvidence(app.database.orm.em.fork(), projectId, 'Zanzibar escrow')).toEqual([]);
    expect((await client.get(`/api/projects/${projectId}/documents/${leftover}/original`)).status).toBe(404);

    // The interrupted worker's heartbeat goes stale; the next holder removes its rows and stores the document once.
    successor = app.services.documents.createWorker(app.database.orm, { ...fast, staleAfterSeconds: 1 });
    await successor.start();
    const res = await answer;
    expect(res.status).toBe(201);
    const stored = await storedDocuments(projectId);
    expect(stored).toEqual([{ id: res.body.id, name: 'policy.pdf', chunk_count: 1, chunks: 1, pending_job_id: null }]);
    expect(res.body.id).not.toBe(leftover);
    expect(await searchEvidence(app.database.orm.em.fork(), projectId, 'Zanzibar escrow')).toEqual([]);
    expect(await searchEvidence(app.database.orm.em.fork(), projectId, 'access rights reviewed')).toHaveLength(1);
  } finally {
    await successor?.stop();
    await app.services.documents.startWorker(app.database.orm);
  }
}, 90_000);
