import { Migration } from '@mikro-orm/migrations';

/**
 * Analysis runs shared by several gateways on one PostgreSQL: a running run always has an owner and a
 * heartbeat (the claim sets both; a hand-back or a take-over clears the owner and queues the run again), and
 * every gateway's periodic look for runs whose owner stopped heart-beating reads an index of running runs.
 */
export class Migration20261125100000_job_heartbeat extends Migration {
  override name = 'Migration20261125100000_job_heartbeat';

  override up(): void {
    // A run left running without an owner (not produced by this code) goes back to the queue.
    this.addSql(`update "analysis_runs" set "status" = 'queued', "current_question_id" = null where "status" = 'running' and "claimed_by" is null;`);
    this.addSql(`update "analysis_runs" set "heartbeat_at" = now() where "status" = 'running' and "heartbeat_at" is null;`);
    this.addSql(
      `alter table "analysis_runs" add constraint "analysis_runs_running_owned" check ("status" <> 'running' or ("claimed_by" is not null and "heartbeat_at" is not null));`,
    );
    this.addSql(`create index "analysis_runs_heartbeat_idx" on "analysis_runs" ("heartbeat_at") where "status" = 'running';`);
  }
}
