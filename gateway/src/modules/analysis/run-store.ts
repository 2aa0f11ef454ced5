import type { Em } from '../../db/orm.js';
import type { EngineName, RunStatus } from './analysis-run.entity.js';

/** A question's outcome, counted into the run's counters. */
export type QuestionOutcome = 'succeeded' | 'failed' | 'skipped';

export interface NewRun {
  projectId: number;
  ownerId: number;
  testType: string;
  engine: EngineName;
  totalQuestions: number;
  /** A run processed inside the request (analyze-documents) starts claimed by that worker. */
  claimedBy?: string;
}

/**
 * The job table's state changes, each one conditional SQL statement: a claim, a question recorded, a finish
 * only apply while the caller still holds the run, so a worker presumed dead cannot overwrite its successor.
 */
export const runStore = {
  async insert(em: Em, run: NewRun): Promise<number> {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into "analysis_runs" ("project_id", "owner_id", "test_type", "engine", "total_questions", "status", "claimed_by", "heartbeat_at", "started_at", "attempts")
       values (?, ?, ?, ?, ?, ?, ?, case when ? then now() end, case when ? then now() end, ?) returning "id"`,
      [run.projectId, run.ownerId, run.testType, run.engine, run.totalQuestions, run.claimedBy ? 'running' : 'queued', run.claimedBy ?? null, !!run.claimedBy, !!run.claimedBy, run.claimedBy ? 1 : 0],
    );
    return row!.id;
  },

  /** The oldest queued run, now running and held by the worker; SKIP LOCKED lets concurrent workers pass each other. */
  async claimNext(em: Em, workerId: string): Promise<number | undefined> {
    const [row] = await em.execute<{ id: number }[]>(
      `update "analysis_runs" set "status" = 'running', "claimed_by" = ?, "heartbeat_at" = now(),
         "started_at" = coalesce("started_at", now()), "attempts" = "attempts" + 1
       where "id" = (select "id" from "analysis_runs" where "status" = 'queued' order by "created_at", "id" limit 1 for update skip locked)
       returning "id"`,
      [workerId],
    );
    return row?.id;
  },

  /** Marks the question being analysed; answers false when the worker no longer holds the run. */
  async setCurrent(em: Em, runId: number, workerId: string, questionId: string): Promise<boolean> {
    const rows = await em.execute<{ id: number }[]>(
      `update "analysis_runs" set "current_question_id" = ?, "heartbeat_at" = now() where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
      [questionId, runId, workerId],
    );
    return rows.length > 0;
  },

  /**
   * Counts one processed question; run inside the transaction that wrote its answer, so counters and answers
   * never disagree. Answers whether a cancel was requested, or undefined when the worker lost the run.
   */
  async recordQuestion(em: Em, runId: number, workerId: string, outcome: QuestionOutcome): Promise<{ cancelRequested: boolean } | undefined> {
    const [row] = await em.execute<{ cancel_requested: boolean }[]>(
      `update "analysis_runs" set "processed" = "processed" + 1, "${outcome}" = "${outcome}" + 1, "heartbeat_at" = now()
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "cancel_requested"`,
      [runId, workerId],
    );
    return row && { cancelRequested: row.cancel_requested };
  },

  /** Shows the worker is alive; answers whether a cancel was requested, or undefined when the run is no longer held. */
  async heartbeat(em: Em, runId: number, workerId: string): Promise<boolean | undefined> {
    const [row] = await em.execute<{ cancel_requested: boolean }[]>(
      `update "analysis_runs" set "heartbeat_at" = now() where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "cancel_requested"`,
      [runId, workerId],
    );
    return row?.cancel_requested;
  },

  async finish(em: Em, runId: number, workerId: string, status: Extract<RunStatus, 'completed' | 'failed' | 'cancelled'>, error: string | null = null): Promise<boolean> {
    const rows = await em.execute<{ id: number }[]>(
      `update "analysis_runs" set "status" = ?, "error" = ?, "finished_at" = now(), "current_question_id" = null, "claimed_by" = null
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
      [status, error, runId, workerId],
    );
    return rows.length > 0;
  },

  /**
   * Gives a run back to the queue (graceful shutdown): the next worker, on any gateway, resumes it. A hand-back
   * is not an interruption, so it does not count towards the attempts that fail a run stopped too often.
   */
  async release(em: Em, runId: number, workerId: string): Promise<boolean> {
    const rows = await em.execute<{ id: number }[]>(
      `update "analysis_runs" set "status" = 'queued', "claimed_by" = null, "heartbeat_at" = null, "current_question_id" = null, "attempts" = greatest("attempts" - 1, 0)
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
      [runId, workerId],
    );
    return rows.length > 0;
  },

  /**
   * Cancels a queued run at once, or asks the worker holding a running one to stop. Answers what happened;
   * 'finished' when the run had already ended.
   */
  async requestCancel(em: Em, runId: number): Promise<'cancelled' | 'requested' | 'finished'> {
    const [queued] = await em.execute<{ id: number }[]>(
      `update "analysis_runs" set "status" = 'cancelled', "cancel_requested" = true, "finished_at" = now() where "id" = ? and "status" = 'queued' returning "id"`,
      [runId],
    );
    if (queued) return 'cancelled';
    const [running] = await em.execute<{ id: number }[]>(
      `update "analysis_runs" set "cancel_requested" = true where "id" = ? and "status" = 'running' returning "id"`,
      [runId],
    );
    return running ? 'requested' : 'finished';
  },

  /**
   * Runs left running by a worker that stopped showing signs of life (a crashed or killed process): resumed
   * (queued again, keeping their counters) unless they were being cancelled or already failed this way too often.
   */
  async recoverStale(em: Em, workerId: string, staleAfterSeconds: number, maxAttempts: number): Promise<{ id: number; status: RunStatus }[]> {
    return em.execute<{ id: number; status: RunStatus }[]>(
      `update "analysis_runs" set
         "status" = case when "cancel_requested" then 'cancelled' when "attempts" >= ? then 'failed' else 'queued' end,
         "error" = case when not "cancel_requested" and "attempts" >= ? then ? else "error" end,
         "finished_at" = case when "cancel_requested" or "attempts" >= ? then now() end,
         "claimed_by" = null, "current_question_id" = null
       where "status" = 'running' and "claimed_by" is distinct from ?
         and ("heartbeat_at" is null or "heartbeat_at" < now() - make_interval(secs => ?::double precision))
       returning "id", "status"`,
      [maxAttempts, maxAttempts, stoppedTooOften(maxAttempts), maxAttempts, workerId, staleAfterSeconds],
    );
  },
};

function stoppedTooOften(attempts: number): string {
  return `The analysis was interrupted ${attempts} times (the server stopped while it ran) and was not resumed again. Answers found so far are kept; start a new analysis to continue.`;
}
