import { Migration } from '@mikro-orm/migrations';

/**
 * Live collaboration (DESIGN section 6): answers carry a version (a save naming an older one is refused), an activity
 * names the row it is about (the answer's question, the document, the run, the assessment) so live subscribers can
 * load it, and who has a project open (and which question they edit) is kept until it expires.
 */
export class Migration20261201000000_live_changes extends Migration {
  override name = 'Migration20261201000000_live_changes';

  override up(): void {
    this.addSql(`alter table "assessment_answers" add column "version" int not null default 1;`);
    this.addSql(`alter table "activities" add column "subject_id" varchar(64) null;`);
    this.addSql(`
      create table "project_presence" (
        "project_id" int not null references "projects" ("id") on delete cascade,
        "user_id" int not null references "users" ("id") on delete cascade,
        "editing_question_id" varchar(32) null,
        "expires_at" timestamptz not null,
        primary key ("project_id", "user_id")
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "project_presence";');
    this.addSql('alter table "activities" drop column if exists "subject_id";');
    this.addSql('alter table "assessment_answers" drop column if exists "version";');
  }
}
