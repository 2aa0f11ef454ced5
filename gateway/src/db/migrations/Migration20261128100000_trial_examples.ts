import { Migration } from '@mikro-orm/migrations';

/**
 * The free trial: a project may be the example a new account receives, so it sees the product's results at once,
 * and the example is prepared by a claimed job like runs, crawls and extractions. The job row is written in the registration's transaction, so
 * an account is never left without its example by a crash; the unique user id makes it one example per account.
 */
export class Migration20261128100000_trial_examples extends Migration {
  override name = 'Migration20261128100000_trial_examples';

  override up(): void {
    this.addSql(`
      alter table "projects"
        add column "example" boolean not null default false,
        add column "example_preparing" boolean not null default false;`);
    this.addSql(`create unique index "projects_one_example_per_owner" on "projects" ("owner_id") where "example";`);
    // Deleting the example (even while it is prepared) deletes its job: the account gets no second one.
    this.addSql(`
      create table "trial_example_jobs" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "status" varchar(20) not null default 'queued' check ("status" in ('queued', 'running', 'completed', 'failed', 'cancelled')),
        "error" text null,
        "attempts" int not null default 0,
        "claimed_by" varchar(100) null,
        "heartbeat_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "started_at" timestamptz null,
        "finished_at" timestamptz null,
        constraint "trial_example_jobs_user_unique" unique ("user_id")
      );`);
    this.addSql(`create index "trial_example_jobs_active_idx" on "trial_example_jobs" ("status", "created_at") where "status" in ('queued', 'running');`);
    this.addSql(`create index "trial_example_jobs_project_idx" on "trial_example_jobs" ("project_id");`);
  }
}
