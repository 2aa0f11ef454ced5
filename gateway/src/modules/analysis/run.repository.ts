import type { Em } from '../../db/orm.js';
import { jobTable } from '../../jobs/job-table.js';
import { CreditLedger } from '../credits/credit-ledger.repository.js';
import type { EngineName } from './analysis-run.entity.js';

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

const runTable = jobTable({
  table: 'analysis_runs',
  resetWhenStopped: `"current_question_id" = null`,
  cancelRequested: `"cancel_requested"`,
  // Round-robin over users: one user's backlog does not hold the others' runs back.
  fairBy: 'owner_id',
  stoppedTooOften: (attempts) =>
    `The analysis was interrupted ${attempts} times (the server stopped while it ran) and was not resumed again. Answers found so far are kept; start a new analysis to continue.`,
});

/** The ledger keeps no state: the run store, built outside the app's services, reads it through one of its own. */
const creditLedger = new CreditLedger();

/** The first day of the database clock's calendar month in UTC: the free runs' period. */
const currentMonth = `(date_trunc('month', now() at time zone 'utc'))::date`;

/**
 * The run table's state changes, each one conditional SQL statement: a claim, a question recorded, a finish
 * only apply while the caller still holds the run, so a worker presumed dead cannot overwrite its successor.
 * Claim, heartbeat, hand-back, finish and the recovery of stale runs are the shared job table's (jobs/job-table.ts).
 */
export const runStore = {
  ...runTable,

  async insert(em: Em, run: NewRun): Promise<number> {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into "analysis_runs" ("project_id", "owner_id", "test_type", "engine", "total_questions", "status", "claimed_by", "heartbeat_at", "started_at", "attempts")
       values (?, ?, ?, ?, ?, ?, ?, case when ? then now() end, case when ? then now() end, ?) returning "id"`,
      [run.projectId, run.ownerId, run.testType, run.engine, run.totalQuestions, run.claimedBy ? 'running' : 'queued', run.claimedBy ?? null, !!run.claimedBy, !!run.claimedBy, run.claimedBy ? 1 : 0],
    );
    return row!.id;
  },

  /** The project's queued or running run, if any. */
  async activeRunOf(em: Em, projectId: number): Promise<number | undefined> {
    const [row] = await em.execute<{ id: number }[]>(`select "id" from "analysis_runs" where "project_id" = ? and "status" in ('queued', 'running') limit 1`, [projectId]);
    return row ? Number(row.id) : undefined;
  },

  /** Runs the project started and credits spent on it (its run allowance). */
  async countRunsAndCredits(em: Em, projectId: number): Promise<{ used: number; spent: number }> {
    return (await this.countRunsAndCreditsOf(em, [projectId])).get(projectId)!;
  },

  /** The same for several projects in two statements, whatever their number (a project list's allowances). */
  async countRunsAndCreditsOf(em: Em, projectIds: number[]): Promise<Map<number, { used: number; spent: number }>> {
    const counts = new Map(projectIds.map((id) => [id, { used: 0, spent: 0 }]));
    if (!projectIds.length) return counts;
    const rows = await em.execute<{ project_id: number; n: number }[]>(
      `select "project_id", count(*)::int as "n" from "analysis_runs" where "project_id" in (${projectIds.map(() => '?').join(', ')}) group by "project_id"`,
      projectIds,
    );
    for (const row of rows) counts.get(Number(row.project_id))!.used = Number(row.n);
    // The credits spent are the ledger's to count: its table stays behind CreditLedger.
    for (const [id, spent] of await creditLedger.spentOn(em, projectIds)) counts.get(id)!.spent = spent;
    return counts;
  },

  /** The user's runs queued or running, on every project. */
  async countActiveOf(em: Em, ownerId: number): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as "n" from "analysis_runs" where "owner_id" = ? and "status" in ('queued', 'running')`,
      [ownerId],
    );
    return Number(row?.n ?? 0);
  },

  /**
   * Takes one of the user's free runs of this calendar month (UTC) when fewer than `limit` are taken: one
   * statement, so concurrent starts cannot both take the last one. Answers false when none is left. Run it in the
   * transaction that inserts the run, so a start refused later gives it back.
   */
  async takeFreeRun(em: Em, ownerId: number, limit: number): Promise<boolean> {
    if (limit <= 0) return false;
    const rows = await em.execute<{ used: number }[]>(
      `insert into "analysis_free_runs" ("owner_id", "month", "used") values (?, ${currentMonth}, 1)
       on conflict ("owner_id", "month") do update set "used" = "analysis_free_runs"."used" + 1 where "analysis_free_runs"."used" < ?
       returning "used"`,
      [ownerId, limit],
    );
    return rows.length > 0;
  },

  /** The free runs the owners of these projects took this month, per project (one statement). */
  async freeRunsTakenOf(em: Em, projectIds: number[]): Promise<Map<number, number>> {
    const taken = new Map(projectIds.map((id) => [id, 0]));
    if (!projectIds.length) return taken;
    const rows = await em.execute<{ project_id: number; used: number }[]>(
      `select p."id" as "project_id", f."used" from "projects" p
       join "analysis_free_runs" f on f."owner_id" = p."owner_id" and f."month" = ${currentMonth}
       where p."id" in (${projectIds.map(() => '?').join(', ')})`,
      projectIds,
    );
    for (const row of rows) taken.set(Number(row.project_id), Number(row.used));
    return taken;
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
   * Counts one processed question (or `questions` with the same outcome); run inside the transaction that wrote its answer, so counters and answers
   * never disagree. Answers whether a cancel was requested, or undefined when the worker lost the run.
   */
  async recordQuestion(em: Em, runId: number, workerId: string, outcome: QuestionOutcome, questions = 1): Promise<{ cancelRequested: boolean } | undefined> {
    const [row] = await em.execute<{ cancel_requested: boolean }[]>(
      `update "analysis_runs" set "processed" = "processed" + ?, "${outcome}" = "${outcome}" + ?, "heartbeat_at" = now()
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "cancel_requested"`,
      [questions, questions, runId, workerId],
    );
    return row && { cancelRequested: row.cancel_requested };
  },

  /** Adds the engine that wrote one of the run's answers to its `engines`, once; in the transaction that wrote the answer. */
  async noteEngine(em: Em, runId: number, engine: string): Promise<void> {
    await em.execute(
      `update "analysis_runs" set "engines" = "engines" || ?::jsonb where "id" = ? and not ("engines" @> ?::jsonb)`,
      [JSON.stringify([engine]), runId, JSON.stringify([engine])],
    );
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
};
