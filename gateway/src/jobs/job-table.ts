import type { Em } from '../db/orm.js';

/** What a recovered job became: queued again to be resumed, or ended (cancelled, or failed after too many interruptions). */
export type RecoveredStatus = 'queued' | 'failed' | 'cancelled';

/** The state a job ends in. */
export type EndStatus = 'completed' | 'failed' | 'cancelled';

/** The queue of one job table at this moment (database clock): what metrics report at each scrape. */
export interface QueueStats {
  queued: number;
  running: number;
  /** Seconds since the oldest queued job was created (0 when none is queued). */
  oldestQueuedSeconds: number;
}

/**
 * A job table: rows with "status" (queued, running, then an end state), "claimed_by", "heartbeat_at",
 * "attempts", "error", "created_at", "started_at" and "finished_at". Table and column names come from code,
 * never from input.
 */
export interface JobTableSpec {
  table: string;
  /** Assignments (SQL) made whenever a job stops running: finished, handed back, or taken from a dead worker. */
  resetWhenStopped?: string;
  /** A boolean SQL expression: a cancel was requested (kinds that cannot be cancelled leave it out). */
  cancelRequested?: string;
  /** The error of a job failed because it was interrupted this many times. */
  stoppedTooOften(attempts: number): string;
  /**
   * A column naming whose job it is (e.g. "owner_id"): claims then go round-robin over its values instead of oldest
   * first. The next job claimed is one of the owner with the fewest jobs running, among them the owner served least
   * recently (latest "started_at"; never served first), then the oldest; so a second owner's job is claimed next
   * instead of after the first owner's backlog. Left out: oldest first.
   */
  fairBy?: string;
}

/**
 * The state changes every claimed job shares, each one conditional SQL statement: a heartbeat, a hand-back or a
 * finish only apply while the caller still holds the job, so a worker presumed dead cannot overwrite its successor.
 */
export interface JobTable {
  readonly table: string;
  /**
   * The next queued job (the oldest, or round-robin over owners with `fairBy`), now running and held by the worker;
   * SKIP LOCKED lets concurrent workers pass each other.
   */
  claimNext(em: Em, workerId: string): Promise<number | undefined>;
  /** Shows the worker is alive; answers whether a cancel was requested, or undefined when the job is no longer held. */
  heartbeat(em: Em, id: number, workerId: string): Promise<boolean | undefined>;
  /** Ends a held job (set: further columns to write in the same statement); answers false when it was no longer held. */
  finish(em: Em, id: number, workerId: string, status: EndStatus, error?: string | null, set?: Record<string, unknown>): Promise<boolean>;
  /**
   * Gives a job back to the queue (graceful shutdown): the next worker, on any gateway, resumes it. A hand-back
   * is not an interruption, so it does not count towards the attempts that fail a job stopped too often.
   */
  release(em: Em, id: number, workerId: string): Promise<boolean>;
  /**
   * Jobs left running by a worker that stopped showing signs of life (a crashed or killed process): resumed
   * (queued again) unless they were being cancelled or already interrupted this way too often.
   */
  recoverStale(em: Em, workerId: string, staleAfterSeconds: number, maxAttempts: number): Promise<{ id: number; status: RecoveredStatus }[]>;
  /**
   * Deletes up to `limit` jobs that ended more than `endedSeconds` ago, oldest first; answers how many. SKIP LOCKED
   * lets the gateways delete at the same time without waiting on each other.
   */
  deleteEnded(em: Em, endedSeconds: number, limit: number): Promise<number>;
  /** Queued and running jobs and the oldest queued one's age: one statement over the table's active-jobs index. */
  queueStats(em: Em): Promise<QueueStats>;
}

export function jobTable(spec: JobTableSpec): JobTable {
  const table = `"${spec.table}"`;
  const reset = spec.resetWhenStopped ? `, ${spec.resetWhenStopped}` : '';
  const cancelRequested = spec.cancelRequested ?? 'false';
  const fairBy = spec.fairBy && `"${spec.fairBy}"`;
  // With fairBy, the owner's running jobs and last claim are read per queued job (a short list: queued jobs per
  // owner are capped by the kinds that use it), over indexes on (fairBy) of the active jobs and (fairBy, started_at).
  const nextQueued = fairBy
    ? `select q."id" from ${table} q where q."status" = 'queued'
       order by (select count(*) from ${table} r where r."status" = 'running' and r.${fairBy} = q.${fairBy}),
         (select max(r."started_at") from ${table} r where r.${fairBy} = q.${fairBy}) nulls first,
         q."created_at", q."id"
       limit 1 for update of q skip locked`
    : `select "id" from ${table} where "status" = 'queued' order by "created_at", "id" limit 1 for update skip locked`;
  return {
    table: spec.table,

    async claimNext(em, workerId) {
      const [row] = await em.execute<{ id: number }[]>(
        `update ${table} set "status" = 'running', "claimed_by" = ?, "heartbeat_at" = now(),
           "started_at" = coalesce("started_at", now()), "attempts" = "attempts" + 1
         where "id" = (${nextQueued})
         returning "id"`,
        [workerId],
      );
      return row?.id;
    },

    async heartbeat(em, id, workerId) {
      const [row] = await em.execute<{ cancel_requested: boolean }[]>(
        `update ${table} set "heartbeat_at" = now() where "id" = ? and "claimed_by" = ? and "status" = 'running' returning ${cancelRequested} as "cancel_requested"`,
        [id, workerId],
      );
      return row?.cancel_requested;
    },

    async finish(em, id, workerId, status, error = null, set = {}) {
      const columns = Object.keys(set);
      const extra = columns.map((column) => `, "${column}" = ?`).join('');
      const rows = await em.execute<{ id: number }[]>(
        `update ${table} set "status" = ?, "error" = ?, "finished_at" = now(), "claimed_by" = null${reset}${extra}
         where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
        [status, error, ...columns.map((column) => set[column]), id, workerId],
      );
      return rows.length > 0;
    },

    async release(em, id, workerId) {
      const rows = await em.execute<{ id: number }[]>(
        `update ${table} set "status" = 'queued', "claimed_by" = null, "heartbeat_at" = null${reset}, "attempts" = greatest("attempts" - 1, 0)
         where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
        [id, workerId],
      );
      return rows.length > 0;
    },

    async recoverStale(em, workerId, staleAfterSeconds, maxAttempts) {
      return em.execute<{ id: number; status: RecoveredStatus }[]>(
        `update ${table} set
           "status" = case when ${cancelRequested} then 'cancelled' when "attempts" >= ? then 'failed' else 'queued' end,
           "error" = case when not ${cancelRequested} and "attempts" >= ? then ? else "error" end,
           "finished_at" = case when ${cancelRequested} or "attempts" >= ? then now() end,
           "claimed_by" = null${reset}
         where "status" = 'running' and "claimed_by" is distinct from ?
           and ("heartbeat_at" is null or "heartbeat_at" < now() - make_interval(secs => ?::double precision))
         returning "id", "status"`,
        [maxAttempts, maxAttempts, spec.stoppedTooOften(maxAttempts), maxAttempts, workerId, staleAfterSeconds],
      );
    },

    async deleteEnded(em, endedSeconds, limit) {
      const rows = await em.execute<{ id: number }[]>(
        `delete from ${table} where "id" in (
           select "id" from ${table}
           where "status" not in ('queued', 'running') and "finished_at" < now() - make_interval(secs => ?::double precision)
           order by "finished_at" limit ? for update skip locked)
         returning "id"`,
        [endedSeconds, limit],
      );
      return rows.length;
    },

    async queueStats(em) {
      const [row] = await em.execute<{ queued: number; running: number; oldest: number }[]>(
        `select count(*) filter (where "status" = 'queued')::int as "queued",
           count(*) filter (where "status" = 'running')::int as "running",
           coalesce(extract(epoch from now() - min("created_at") filter (where "status" = 'queued')), 0)::float8 as "oldest"
         from ${table} where "status" in ('queued', 'running')`,
      );
      return { queued: Number(row?.queued ?? 0), running: Number(row?.running ?? 0), oldestQueuedSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
    },
  };
}
