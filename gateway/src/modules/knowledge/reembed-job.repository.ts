import type { Em } from '../../db/orm.js';
import { jobTable } from '../../jobs/job-table.js';
import type { ReembedJobSnapshot, ReembedProgress } from './reembed-progress.js';

/** Change-feed topic: a re-embed job was queued (or handed back by a stopping gateway); workers look at once. */
export const reembedQueueTopic = 'knowledge-reembed-queue';

/** The job table of re-embeds: claim, heartbeat, hand-back, finish and take-over, shared with crawls and runs. */
export const reembedTable = jobTable({
  table: 'knowledge_reembed_jobs',
  stoppedTooOften: (attempts) =>
    `Interrupted: the server stopped while re-embedding ${attempts} times and the job was not resumed again. Chunks re-embedded so far are kept; restart the gateway to start a new job for the rest.`,
});

interface Row {
  id: number;
  model: string;
  status: ReembedJobSnapshot['status'];
  chunks_total: number;
  chunks_done: number;
  error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const columns = `"id", "model", "status", "chunks_total", "chunks_done", "error", "created_at", "started_at", "finished_at"`;
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

function snapshotOf(row: Row): ReembedJobSnapshot {
  return {
    id: Number(row.id),
    model: row.model,
    status: row.status,
    chunksTotal: Number(row.chunks_total),
    chunksDone: Number(row.chunks_done),
    error: row.error,
    createdAt: new Date(row.created_at),
    startedAt: dateOf(row.started_at),
    finishedAt: dateOf(row.finished_at),
  };
}

/**
 * Re-embed jobs: one queued or running at a time per installation (the database refuses a second). The count of
 * re-embedded chunks is written in the transaction that stores their vectors, so a resumed job carries on from it.
 */
export class ReembedJobs {
  constructor(private readonly updates: ReembedProgress) {}

  /** Queues a job for `model` unless one is queued or running; answers the new job's id, or undefined. */
  async queue(em: Em, model: string): Promise<number | undefined> {
    const [row] = await em.execute<{ id: number }[]>(`insert into "knowledge_reembed_jobs" ("model") values (?) on conflict do nothing returning "id"`, [model]);
    return row ? Number(row.id) : undefined;
  }

  async snapshot(em: Em, id: number): Promise<ReembedJobSnapshot | undefined> {
    const [row] = await em.execute<Row[]>(`select ${columns} from "knowledge_reembed_jobs" where "id" = ?`, [id]);
    return row ? snapshotOf(row) : undefined;
  }

  async latest(em: Em): Promise<ReembedJobSnapshot | undefined> {
    const [row] = await em.execute<Row[]>(`select ${columns} from "knowledge_reembed_jobs" order by "id" desc limit 1`);
    return row ? snapshotOf(row) : undefined;
  }

  /** Tells every watcher, on every gateway, the job's current state. */
  async publish(em: Em, id: number): Promise<void> {
    const snapshot = await this.snapshot(em, id);
    if (snapshot) this.updates.publish(snapshot);
  }

  /** The chunks left to re-embed, counted when a worker takes the job (again): the total is those done plus these. */
  async begin(em: Em, id: number, workerId: string, remaining: number): Promise<boolean> {
    const rows = await em.execute<{ id: number }[]>(
      `update "knowledge_reembed_jobs" set "chunks_total" = "chunks_done" + ?, "heartbeat_at" = now()
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
      [remaining, id, workerId],
    );
    return rows.length > 0;
  }

  /** Counts re-embedded chunks in the transaction that stored them; false when the worker no longer holds the job. */
  async countDone(tx: Em, id: number, workerId: string, done: number): Promise<boolean> {
    const rows = await tx.execute<{ id: number }[]>(
      `update "knowledge_reembed_jobs" set "chunks_done" = "chunks_done" + ?, "chunks_total" = greatest("chunks_total", "chunks_done" + ?), "heartbeat_at" = now()
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
      [done, done, id, workerId],
    );
    return rows.length > 0;
  }

  async finish(em: Em, id: number, workerId: string, error?: string): Promise<boolean> {
    return error === undefined ? reembedTable.finish(em, id, workerId, 'completed') : reembedTable.finish(em, id, workerId, 'failed', error);
  }
}
