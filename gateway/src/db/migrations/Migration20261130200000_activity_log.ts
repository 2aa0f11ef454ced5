import { Migration } from '@mikro-orm/migrations';

/**
 * The activity log (DESIGN section 6): every change with who, when and what, appended in the change's own
 * transaction. Entries go with their project or workspace; an actor whose account is gone stays as null.
 */
export class Migration20261130200000_activity_log extends Migration {
  override name = 'Migration20261130200000_activity_log';

  override up(): void {
    this.addSql(`
      create table "activities" (
        "id" serial primary key,
        "workspace_id" int not null references "workspaces" ("id") on delete cascade,
        "project_id" int null references "projects" ("id") on delete cascade,
        "actor_id" int null references "users" ("id") on delete set null,
        "kind" varchar(40) not null,
        "subject" varchar(300) not null default '',
        "before" text null,
        "after" text null,
        "at" timestamptz not null default now()
      );`);
    this.addSql(`create index "activities_project_idx" on "activities" ("project_id", "id");`);
    this.addSql(`create index "activities_workspace_idx" on "activities" ("workspace_id", "id");`);
    // Who uploaded a file: the log names them when its extraction puts the document in.
    this.addSql(`alter table "document_extraction_jobs" add column "uploaded_by_id" int null references "users" ("id") on delete set null;`);
  }

  override down(): void {
    this.addSql('alter table "document_extraction_jobs" drop column if exists "uploaded_by_id";');
    this.addSql('drop table if exists "activities";');
  }
}
