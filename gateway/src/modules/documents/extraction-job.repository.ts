import type { Em } from '../../db/orm.js';
import { jobTable, type EndStatus } from '../../jobs/job-table.js';

/** Change-feed topic: an extraction was queued (by an upload, or handed back by a stopping gateway); workers look at once. */
export const extractionQueueTopic = 'document-extraction-queue';

/** The job table of extractions: claim, heartbeat, hand-back, finish and take-over, shared with runs and crawls. */
export const extractionTable = jobTable({
  table: 'document_extraction_jobs',
  stoppedTooOften: (attempts) =>
    `The document could not be read: the server stopped while reading it ${attempts} times. It was not stored; upload it again, or a smaller file.`,
});

export type ExtractionJobStatus = 'queued' | 'running' | EndStatus;

/** What the upload request stores for the worker: the vetted file and where it goes. */
export interface NewExtraction {
  projectId: number;
  name: string;
  kind: string;
  size: number;
  sha256: string;
  content: Buffer;
  /** Who uploaded it (the activity log names them when the document is in). */
  uploadedById: number;
}

/** A job as the worker and the waiting request read it (never its bytes). */
export interface ExtractionJobRow {
  id: number;
  projectId: number;
  name: string;
  kind: string;
  size: number;
  sha256: string;
  status: ExtractionJobStatus;
  error: string | null;
  /** The HTTP status a failed upload answers (422 unreadable, 409 duplicate, 500 internal); null after too many interruptions. */
  errorStatus: number | null;
  uploadedById: number | null;
  documentId: number | null;
  progressDone: number | null;
  progressTotal: number | null;
}

const columns = `"id", "project_id" as "projectId", "name", "kind", "size", "sha256", "status", "error", "error_status" as "errorStatus",
  "document_id" as "documentId", "progress_done" as "progressDone", "progress_total" as "progressTotal", "uploaded_by_id" as "uploadedById"`;

export const activeStatuses: readonly ExtractionJobStatus[] = ['queued', 'running'];

/** Persistence of extraction jobs. Every write of a running job is conditional on the worker still holding it. */
export const extractionJobs = {
  async create(em: Em, job: NewExtraction): Promise<number> {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into "document_extraction_jobs" ("project_id", "name", "kind", "size", "sha256", "content", "uploaded_by_id", "status", "created_at")
       values (?, ?, ?, ?, ?, ?, ?, 'queued', now()) returning "id"`,
      [job.projectId, job.name, job.kind, job.size, job.sha256, job.content, job.uploadedById],
    );
    return row!.id;
  },

  async find(em: Em, id: number): Promise<ExtractionJobRow | undefined> {
    const [row] = await em.execute<ExtractionJobRow[]>(`select ${columns} from "document_extraction_jobs" where "id" = ?`, [id]);
    return row ? normalise(row) : undefined;
  },

  /** The project's extractions still queued or running, oldest first. */
  async active(em: Em, projectId: number): Promise<ExtractionJobRow[]> {
    const rows = await em.execute<ExtractionJobRow[]>(
      `select ${columns} from "document_extraction_jobs" where "project_id" = ? and "status" in ('queued', 'running') order by "created_at", "id"`,
      [projectId],
    );
    return rows.map(normalise);
  },

  /** The stored file of a job (until it ends). */
  async content(em: Em, id: number): Promise<Buffer | undefined> {
    const [row] = await em.execute<{ content: Buffer | null }[]>(`select "content" from "document_extraction_jobs" where "id" = ?`, [id]);
    return row?.content ? Buffer.from(row.content) : undefined;
  },

  /** Writes the progress (and the heartbeat) of a held job; answers false when the worker no longer holds it. */
  async progress(em: Em, id: number, workerId: string, done: number, total: number | null): Promise<boolean> {
    const rows = await em.execute<{ id: number }[]>(
      `update "document_extraction_jobs" set "progress_done" = ?, "progress_total" = ?, "heartbeat_at" = now()
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
      [done, total, id, workerId],
    );
    return rows.length > 0;
  },

  /** Locks a held job for the transaction that stores its document; answers false when it is no longer held. */
  async lockHeld(tx: Em, id: number, workerId: string): Promise<boolean> {
    const rows = await tx.execute<{ id: number }[]>(
      `select "id" from "document_extraction_jobs" where "id" = ? and "claimed_by" = ? and "status" = 'running' for update`,
      [id, workerId],
    );
    return rows.length > 0;
  },

  /** Ends a held job, freeing its stored file; answers false when it was no longer held. */
  finish(em: Em, id: number, workerId: string, outcome: { documentId: number } | { error: string; errorStatus: number }): Promise<boolean> {
    if ('documentId' in outcome) return extractionTable.finish(em, id, workerId, 'completed', null, { document_id: outcome.documentId, content: null });
    return extractionTable.finish(em, id, workerId, 'failed', outcome.error, { error_status: outcome.errorStatus, content: null });
  },

  /** Ends a job no worker has taken yet as failed (its stored file freed); answers false when one took it meanwhile. */
  async withdraw(em: Em, id: number, error: string, errorStatus: number): Promise<boolean> {
    const rows = await em.execute<{ id: number }[]>(
      `update "document_extraction_jobs" set "status" = 'failed', "error" = ?, "error_status" = ?, "content" = null, "finished_at" = now()
       where "id" = ? and "status" = 'queued' returning "id"`,
      [error, errorStatus, id],
    );
    return rows.length > 0;
  },

  /** Frees the stored file of a job that ended without its worker (failed after too many interruptions). */
  async freeEnded(em: Em, id: number): Promise<void> {
    await em.execute(`update "document_extraction_jobs" set "content" = null where "id" = ? and "status" not in ('queued', 'running') and "content" is not null`, [id]);
  },
};

/** PostgreSQL answers integers of some columns as strings through the raw driver; the shape is the same on both databases. */
function normalise(row: ExtractionJobRow): ExtractionJobRow {
  const num = (value: number | null) => (value === null ? null : Number(value));
  return {
    ...row,
    id: Number(row.id),
    projectId: Number(row.projectId),
    size: Number(row.size),
    errorStatus: num(row.errorStatus),
    uploadedById: num(row.uploadedById),
    documentId: num(row.documentId),
    progressDone: num(row.progressDone),
    progressTotal: num(row.progressTotal),
  };
}
