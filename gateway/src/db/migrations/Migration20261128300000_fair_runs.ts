import { Migration } from '@mikro-orm/migrations';

/**
 * Analysis runs are claimed round-robin over their owners, so one user's backlog does not hold the others' runs
 * back (the owner's running runs and last claim are read per queued run); each user may have
 * ANALYSIS_MAX_QUEUED_RUNS_PER_USER queued or running; and the free runs (on projects no credit was spent on) are
 * counted per user and calendar month (UTC). The count is kept in a table of its own, so deleting a project does not
 * give its runs back.
 */
export class Migration20261128300000_fair_runs extends Migration {
  override name = 'Migration20261128300000_fair_runs';

  override up(): void {
    this.addSql(`create index "analysis_runs_owner_active_idx" on "analysis_runs" ("owner_id", "status") where "status" in ('queued', 'running');`);
    this.addSql(`create index "analysis_runs_owner_started_idx" on "analysis_runs" ("owner_id", "started_at");`);
    this.addSql(`
      create table "analysis_free_runs" (
        "owner_id" int not null references "users" ("id") on delete cascade,
        "month" date not null,
        "used" int not null default 0,
        primary key ("owner_id", "month")
      );`);
  }
}
