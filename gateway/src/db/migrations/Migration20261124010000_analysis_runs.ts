import { Migration } from '@mikro-orm/migrations';

/**
 * Analysis runs (DESIGN section 5), kept as a job table: a worker claims a queued run with
 * FOR UPDATE SKIP LOCKED, so several gateways on one PostgreSQL can share the work; claimed_by and
 * heartbeat_at let a survivor find runs whose process died. Deleting the project or its owner deletes its runs.
 */
export class Migration20261124010000_analysis_runs extends Migration {
  override name = 'Migration20261124010000_analysis_runs';

  override up(): void {
    this.addSql(`
      create table "analysis_runs" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "owner_id" int not null references "users" ("id") on delete cascade,
        "test_type" varchar(100) not null,
        "status" varchar(20) not null default 'queued'
          check ("status" in ('queued', 'running', 'completed', 'failed', 'cancelled')),
        "engine" varchar(20) not null check ("engine" in ('offline', 'openai')),
        "total_questions" int not null default 0,
        "processed" int not null default 0,
        "succeeded" int not null default 0,
        "failed" int not null default 0,
        "skipped" int not null default 0,
        "current_question_id" varchar(32) null,
        "cancel_requested" boolean not null default false,
        "attempts" int not null default 0,
        "claimed_by" varchar(100) null,
        "heartbeat_at" timestamptz null,
        "error" text null,
        "created_at" timestamptz not null default now(),
        "started_at" timestamptz null,
        "finished_at" timestamptz null
      );`);
    // At most one queued or running run per project, enforced by the database (a concurrent start gets 409).
    this.addSql(`create unique index "analysis_runs_one_active_idx" on "analysis_runs" ("project_id") where "status" in ('queued', 'running');`);
    this.addSql(`create index "analysis_runs_project_idx" on "analysis_runs" ("project_id", "created_at" desc);`);
    // The worker's claim and recovery scans touch only active runs.
    this.addSql(`create index "analysis_runs_active_idx" on "analysis_runs" ("status", "created_at") where "status" in ('queued', 'running');`);
  }
}
