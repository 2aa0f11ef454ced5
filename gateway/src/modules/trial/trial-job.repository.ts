import type { Em } from '../../db/orm.js';
import { jobTable, type EndStatus } from '../../jobs/job-table.js';

/** Change-feed topic: an example project was queued for preparation (a registration, or a hand-back); workers look at once. */
export const trialQueueTopic = 'trial-example-queue';

/** The job table of example projects: claim, heartbeat, hand-back, finish and take-over, shared with runs and crawls. */
export const trialJobTable = jobTable({
  table: 'trial_example_jobs',
  stoppedTooOften: (attempts) => `The example project was not finished: the server stopped while preparing it ${attempts} times.`,
});

export interface TrialJobRow {
  id: number;
  userId: number;
  projectId: number;
}

/** The example project as a new account first sees it: named and described, its contents still being made. */
export interface NewExampleProject {
  name: string;
  description: string;
  scope: string;
  targetDate: string;
}

/** Persistence of the trial: the example project and its preparation job, both written in the registration's transaction. */
export const trialJobs = {
  /** Inserts the account's example project, marked as being prepared, and the job that prepares it; answers the job id. */
  async create(tx: Em, userId: number, project: NewExampleProject): Promise<number> {
    const [created] = await tx.execute<{ id: number }[]>(
      `insert into "projects" ("owner_id", "workspace_id", "name", "description", "scope", "target_date", "status", "progress", "example", "example_preparing", "created_at", "updated_at")
       values (?, (select "id" from "workspaces" where "created_by_id" = ? and "personal"), ?, ?, ?, ?, 'not_started', 0, true, true, now(), now()) returning "id"`,
      [userId, userId, project.name, project.description, project.scope, project.targetDate],
    );
    const [job] = await tx.execute<{ id: number }[]>(
      `insert into "trial_example_jobs" ("user_id", "project_id", "status", "created_at") values (?, ?, 'queued', now()) returning "id"`,
      [userId, created!.id],
    );
    return Number(job!.id);
  },

  async find(em: Em, id: number): Promise<TrialJobRow | undefined> {
    const [row] = await em.execute<TrialJobRow[]>(`select "id", "user_id" as "userId", "project_id" as "projectId" from "trial_example_jobs" where "id" = ?`, [id]);
    return row && { id: Number(row.id), userId: Number(row.userId), projectId: Number(row.projectId) };
  },

  /** Ends a held job and shows its project as an ordinary one, in one transaction; answers false when it was no longer held. */
  async finish(em: Em, job: TrialJobRow, workerId: string, status: EndStatus, error?: string): Promise<boolean> {
    return em.transactional(async (tx) => {
      const finished = await trialJobTable.finish(tx, job.id, workerId, status, error ?? null);
      if (finished) await tx.execute(`update "projects" set "example_preparing" = false where "id" = ?`, [job.projectId]);
      return finished;
    });
  },

  /** A job that ended without its worker (failed after too many interruptions): its project is no longer being prepared. */
  async endedElsewhere(em: Em, id: number): Promise<void> {
    await em.execute(
      `update "projects" set "example_preparing" = false where "id" = (select "project_id" from "trial_example_jobs" where "id" = ? and "status" not in ('queued', 'running'))`,
      [id],
    );
  },
};
