import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import pg from 'pg';
import { WebSocket } from 'ws';
import type { JobWorker } from '../../jobs/job-worker.js';
import { buildPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { gatewayMain, listeningUrl, spawnGateway } from '../../testing/gateway-process.js';
import { ApiClient } from '../../testing/http-client.js';
import { createPostgresDatabase, startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { fileForm, uploadDocument } from '../../testing/uploads.js';
import { waitUntil } from '../../testing/wait.js';
import { extractionJobs, extractionTable } from './extraction-job.repository.js';
import { uploadMessages } from './upload-messages.js';

/**
 * Document extraction as a claimed job (any gateway's worker may take it): the upload request queues the vetted file and waits;
 * a failed extraction leaves no document; a job whose worker died is taken over and stored once; a job left by
 * a stopped process is resumed at start-up; the job finishes when the client has gone; and (PostgreSQL, real
 * processes) an upload to an API-only gateway is extracted by another one.
 */
const fast = { pollMs: 200, heartbeatMs: 200 };

interface JobRow {
  id: number;
  status: string;
  claimed_by: string | null;
  attempts: number;
  error: string | null;
  error_status: number | null;
  has_content: boolean;
  document_id: number | null;
}

const jobColumns = `"id", "status", "claimed_by", "attempts", "error", "error_status", "content" is not null as "has_content", "document_id"`;

async function latestJob(app: TestApp): Promise<JobRow | undefined> {
  const [row] = await app.database.orm.em.fork().execute<JobRow[]>(`select ${jobColumns} from "document_extraction_jobs" order by "id" desc limit 1`);
  return row;
}

/** The project's documents with the evidence chunks actually stored for each. */
async function storedDocuments(app: TestApp, projectId: number): Promise<{ name: string; chunk_count: number; chunks: number; bytes: number }[]> {
  return app.database.orm.em.fork().execute(
    `select d."name", d."chunk_count", (select count(*)::int from "evidence_chunks" c where c."document_id" = d."id") as "chunks",
            (select octet_length(f."content") from "document_files" f where f."document_id" = d."id") as "bytes"
       from "documents" d where d."project_id" = ? order by d."id"`,
    [projectId],
  );
}

async function userWithProject(app: TestApp) {
  const { client, token } = await signUp(new ApiClient(app.url));
  const project = await client.post<{ id: number }>('/api/projects', { name: 'Extraction project' });
  return { client, token, projectId: project.body.id };
}

interface ExtractionUpdate {
  name: string;
  status: string;
  pagesDone: number | null;
  pagesTotal: number | null;
  error: string | null;
  documentId: string | null;
}

/** Follows documentExtractions(projectId) over graphql-ws: its updates, its error (an array of GraphQL errors), and dispose. */
function followExtractions(app: TestApp, token: string, projectId: number) {
  const socket = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const updates: ExtractionUpdate[] = [];
  const ended = new Promise<FormattedExecutionResult['errors'] | undefined>((resolve, reject) =>
    socket.subscribe<{ documentExtractions: ExtractionUpdate }>(
      { query: 'subscription ($p: ID!) { documentExtractions(projectId: $p) { name status pagesDone pagesTotal error documentId } }', variables: { p: String(projectId) } },
      {
        next: (m) => (m.data ? updates.push(m.data.documentExtractions) : resolve(m.errors)),
        error: (error) => (Array.isArray(error) ? resolve(error) : reject(error)),
        complete: () => resolve(undefined),
      },
    ),
  );
  return { updates, ended, dispose: () => socket.dispose() };
}

const policyPdf = () => buildPdf([['Access control policy: access is reviewed every quarter.'], ['Backups are tested monthly.']]);

describe('document extraction as a claimed job', () => {
  it("documentExtractions follows a project's uploads: queued, pages read of total, completed with the document, or failed with the message; NOT_FOUND for another user's project", async () => {
    const app = await startTestApp({}, { extractionWorker: fast });
    const streams: ReturnType<typeof followExtractions>[] = [];
    try {
      const { client, token, projectId } = await userWithProject(app);
      await app.services.documents.stopWorker();
      const answer = uploadDocument(client, projectId, 'manual.pdf', await buildPdf(Array.from({ length: 40 }, (_, i) => [`Page ${i + 1} of the manual.`])));
      await waitUntil(async () => (await latestJob(app))?.status === 'queued');
      const stream = followExtractions(app, token, projectId);
      streams.push(stream);
      await waitUntil(async () => stream.updates.length > 0);
      expect(stream.updates[0]).toEqual({ name: 'manual.pdf', status: 'queued', pagesDone: null, pagesTotal: null, error: null, documentId: null });

      await app.services.documents.startWorker(app.database.orm);
      const res = await answer;
      expect(res.status).toBe(201);
      await waitUntil(async () => stream.updates.at(-1)?.status === 'completed');
      expect(stream.updates.at(-1)).toEqual({ name: 'manual.pdf', status: 'completed', pagesDone: 40, pagesTotal: 40, error: null, documentId: String(res.body.id) });
      // Progress on the way: running, with the page total known.
      expect(stream.updates).toContainEqual(expect.objectContaining({ status: 'running', pagesTotal: 40 }));

      const refused = await uploadDocument(client, projectId, 'corrupt.pdf', Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(500)));
      expect(refused.status).toBe(422);
      await waitUntil(async () => stream.updates.at(-1)?.status === 'failed');
      expect(stream.updates.at(-1)).toMatchObject({ name: 'corrupt.pdf', status: 'failed', error: refused.body.message, documentId: null });

      const other = await signUp(new ApiClient(app.url));
      const theirs = followExtractions(app, other.token, projectId);
      streams.push(theirs);
      expect(await theirs.ended).toEqual([expect.objectContaining({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } })]);
      expect(theirs.updates).toEqual([]);
    } finally {
      await Promise.all(streams.map((s) => s.dispose()));
      await app.close();
    }
  }, 90_000);

  it('an unreadable file ends its job failed with the message the upload answers: no document, its stored bytes freed', async () => {
    const app = await startTestApp();
    try {
      const { client, projectId } = await userWithProject(app);
      const res = await uploadDocument(client, projectId, 'corrupt.pdf', Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(500)));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(uploadMessages.damaged('corrupt.pdf', 'PDF document'));
      expect(await latestJob(app)).toMatchObject({ status: 'failed', error: res.body.message, error_status: 422, has_content: false, document_id: null, claimed_by: null });
      expect(await storedDocuments(app, projectId)).toEqual([]);
      expect((await client.get(`/api/projects/${projectId}/documents`)).body).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a job held by a worker that stopped heart-beating is taken over and stored once, with its chunks; the waiting upload answers', async () => {
    const app = await startTestApp({}, { extractionWorker: fast });
    let successor: JobWorker | undefined;
    try {
      const { client, projectId } = await userWithProject(app);
      // The gateway's own worker steps aside; a worker that then "dies" claims the job and never beats again.
      await app.services.documents.stopWorker();
      const pdf = await policyPdf();
      const answer = uploadDocument(client, projectId, 'policy.pdf', pdf);
      await waitUntil(async () => (await latestJob(app))?.status === 'queued');
      const jobId = await extractionTable.claimNext(app.database.orm.em.fork(), 'dead-worker');
      expect(jobId).toBe((await latestJob(app))!.id);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await latestJob(app)).toMatchObject({ status: 'running', claimed_by: 'dead-worker', attempts: 1 });

      // Another worker finds the heartbeat stale (1 s here, 30 s by default) and takes the job over.
      successor = app.services.documents.createWorker(app.database.orm, { ...fast, staleAfterSeconds: 1 });
      await successor.start();
      const res = await answer;
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'policy.pdf', textStatus: 'extracted', pageCount: 2 });
      expect(await latestJob(app)).toMatchObject({ status: 'completed', claimed_by: null, attempts: 2, has_content: false, document_id: res.body.id });
      const [stored, ...others] = await storedDocuments(app, projectId);
      expect(others).toEqual([]);
      expect(stored).toMatchObject({ name: 'policy.pdf', bytes: pdf.length });
      expect(stored!.chunks).toBeGreaterThan(0);
      expect(stored!.chunks).toBe(stored!.chunk_count);
      // The worker presumed dead can no longer end or store the job.
      const em = app.database.orm.em.fork();
      expect(await extractionJobs.finish(em, jobId!, 'dead-worker', { error: 'late', errorStatus: 422 })).toBe(false);
      expect(await latestJob(app)).toMatchObject({ status: 'completed', error: null });
    } finally {
      await successor?.stop();
      await app.close();
    }
  }, 90_000);

  it('an upload whose file no worker takes in EXTRACTION_CLAIM_WAIT_SECONDS answers 503 with a clear message and stores nothing; its watchers see it fail', async () => {
    const app = await startTestApp({ EXTRACTION_CLAIM_WAIT_SECONDS: '2' }, { extractionWorker: fast });
    try {
      const { client, token, projectId } = await userWithProject(app);
      // No worker: as on a deployment whose gateways are all API-only (WORKERS=0).
      await app.services.documents.stopWorker();
      const stream = followExtractions(app, token, projectId);
      const started = Date.now();
      const res = await uploadDocument(client, projectId, 'unread.pdf', await policyPdf());
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(res.body).toMatchObject({ message: uploadMessages.noExtractor('unread.pdf') });
      expect(await latestJob(app)).toMatchObject({ status: 'failed', claimed_by: null, error_status: 503, has_content: false, document_id: null });
      expect(await storedDocuments(app, projectId)).toEqual([]);
      await waitUntil(async () => stream.updates.at(-1)?.status === 'failed');
      expect(stream.updates.at(-1)).toMatchObject({ name: 'unread.pdf', error: uploadMessages.noExtractor('unread.pdf'), documentId: null });
      stream.dispose();

      // A worker that starts later leaves the withdrawn file alone; the same file uploaded again is read.
      await app.services.documents.startWorker(app.database.orm);
      const again = await uploadDocument(client, projectId, 'unread.pdf', await policyPdf());
      expect(again.status).toBe(201);
      expect((await storedDocuments(app, projectId)).map((d) => d.name)).toEqual(['unread.pdf']);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('the extraction finishes when the client has gone: the document appears', async () => {
    const app = await startTestApp({}, { extractionWorker: fast });
    try {
      const { client, token, projectId } = await userWithProject(app);
      await app.services.documents.stopWorker();
      const gone = new AbortController();
      const request = fetch(`${app.url}/api/projects/${projectId}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: fileForm('left-behind.pdf', await policyPdf()),
        signal: gone.signal,
      }).catch((error: unknown) => error);
      await waitUntil(async () => (await latestJob(app))?.status === 'queued');
      gone.abort();
      expect(await request).toMatchObject({ name: 'AbortError' });
      await app.services.documents.startWorker(app.database.orm);
      await waitUntil(async () => (await client.get(`/api/projects/${projectId}/documents`)).body.length === 1);
      expect((await client.get(`/api/projects/${projectId}/documents`)).body).toEqual([expect.objectContaining({ name: 'left-behind.pdf', textStatus: 'extracted' })]);
      expect(await latestJob(app)).toMatchObject({ status: 'completed', attempts: 1 });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('ended jobs are deleted once older than EXTRACTION_JOB_RETENTION_DAYS, a bounded batch at start and at each poll, oldest first; active and recent ones stay', async () => {
    const app = await startTestApp({ EXTRACTION_JOB_RETENTION_DAYS: '3' });
    try {
      const { projectId } = await userWithProject(app);
      await app.services.documents.stopWorker();
      const em = app.database.orm.em.fork();
      const insert = (count: number, status: string, finishedDaysAgo: number | null, claimedBy: string | null = null) =>
        em.execute(
          `insert into "document_extraction_jobs" ("project_id", "name", "kind", "size", "sha256", "status", "claimed_by", "heartbeat_at", "created_at", "finished_at")
           select ?, 'old-' || i || '.pdf', 'pdf', 1, repeat('0', 64), ?, ?, now(), now() - interval '30 days', now() - make_interval(days => ?) * (1 + i / 100000.0)
           from generate_series(1, ?) as i`,
          [projectId, status, claimedBy, finishedDaysAgo, count],
        );
      // 1,001 past the retention (two batches and one), with every end state, the failed and cancelled ones the oldest;
      // kept: one ended 2 days ago, and one still running (held by another gateway, created long ago).
      await insert(999, 'completed', 4);
      await insert(1, 'failed', 5);
      await insert(1, 'cancelled', 5);
      await insert(1, 'failed', 2);
      await insert(1, 'running', null, 'other-gateway');
      const left = async () => {
        const rows = await em.fork().execute<{ state: string; jobs: number }[]>(
          `select case when "finished_at" < now() - interval '3 days' then 'expired ' else '' end || "status" as "state", count(*)::int as "jobs"
           from "document_extraction_jobs" group by 1`,
        );
        return Object.fromEntries(rows.map((row) => [row.state, row.jobs]));
      };
      expect(await left()).toEqual({ 'expired completed': 999, 'expired failed': 1, 'expired cancelled': 1, failed: 1, running: 1 });

      // A worker deletes one batch, oldest first, when it starts (the gateway's setting reaches it)...
      const once = app.services.documents.createWorker(app.database.orm, { pollMs: 3_600_000, recoverAllAtStart: false });
      await once.start();
      await once.stop();
      expect(await left()).toEqual({ 'expired completed': 501, failed: 1, running: 1 });
      // ... and one at every poll.
      const polling = app.services.documents.createWorker(app.database.orm, { pollMs: 100, recoverAllAtStart: false });
      await polling.start();
      try {
        await waitUntil(async () => !('expired completed' in (await left())));
      } finally {
        await polling.stop();
      }
      expect(await left()).toEqual({ failed: 1, running: 1 });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a job left running by a stopped process is resumed when a gateway starts, and its document stored', async () => {
    const database = usesPostgres ? await createPostgresDatabase() : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-restart-'));
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }) };
    let app = await startTestApp(env);
    try {
      const { token, projectId } = await userWithProject(app);
      await app.services.documents.stopWorker();
      const lost = uploadDocument(new ApiClient(app.url, token), projectId, 'policy.pdf', await policyPdf()).catch(() => undefined);
      await waitUntil(async () => (await latestJob(app))?.status === 'queued');
      // Held by a process that is about to stop for good.
      expect(await extractionTable.claimNext(app.database.orm.em.fork(), 'stopped-process')).toEqual(expect.any(Number));
      await app.close();
      await lost;

      await new Promise((resolve) => setTimeout(resolve, 1200));
      // PGlite: every running job is a dead process's at start-up; PostgreSQL: its heartbeat is stale (1 s here).
      app = await startTestApp(env, { extractionWorker: { ...fast, staleAfterSeconds: 1 } });
      const client = new ApiClient(app.url, token);
      await waitUntil(async () => (await client.get(`/api/projects/${projectId}/documents`)).body.length === 1);
      expect(await latestJob(app)).toMatchObject({ status: 'completed', attempts: 2, claimed_by: null, has_content: false });
      const stored = await storedDocuments(app, projectId);
      expect(stored).toEqual([expect.objectContaining({ name: 'policy.pdf' })]);
      expect(stored[0]!.chunks).toBe(stored[0]!.chunk_count);
      expect(stored[0]!.chunks).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

/** PostgreSQL only: the embedded database serves one process. */
if (usesPostgres) {
  test('an upload to an API-only gateway process (WORKERS=0) waits until another gateway process extracts it, then answers the document', async () => {
    expect(existsSync(gatewayMain)).toBe(true); // built by `npm run build -w gateway`
    const database = await createPostgresDatabase();
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
    const dirs = [mkdtempSync(path.join(tmpdir(), 'gap-child-')), mkdtempSync(path.join(tmpdir(), 'gap-child-'))];
    const apiOnly = spawnGateway({ ...env, DATA_DIR: dirs[0]!, WORKERS: '0' });
    let extractor: ReturnType<typeof spawnGateway> | undefined;
    const db = new pg.Client({ connectionString: database.url });
    try {
      const url = await listeningUrl(apiOnly);
      await db.connect();
      const status = async () => (await db.query<{ status: string }>(`select "status" from "document_extraction_jobs" order by "id" desc limit 1`)).rows[0]?.status;
      const { client } = await signUp(new ApiClient(url));
      const project = await client.post<{ id: number }>('/api/projects', { name: 'Across processes' });
      const answer = uploadDocument(client, project.body.id, 'policy.pdf', await policyPdf());
      // Nobody extracts on the API-only gateway: the job stays queued.
      await waitUntil(async () => (await status()) === 'queued');
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await status()).toBe('queued');

      extractor = spawnGateway({ ...env, DATA_DIR: dirs[1]! });
      await listeningUrl(extractor);
      const res = await answer;
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'policy.pdf', textStatus: 'extracted', pageCount: 2 });
      expect(await status()).toBe('completed');
      expect((await client.get(`/api/projects/${project.body.id}/documents`)).body).toEqual([expect.objectContaining({ id: res.body.id })]);
    } finally {
      await db.end();
      for (const child of [apiOnly, extractor]) if (child && child.exitCode === null) child.kill('SIGKILL');
      await Promise.all([apiOnly, extractor].map((child) => child && child.exitCode === null && new Promise((resolve) => child.once('exit', resolve))));
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
}
