import { Migration } from '@mikro-orm/migrations';

/**
 * Answers as DESIGN section 5 describes them: every quoted evidence item of an AI answer (jsonb, each with its
 * document, page or section, quote and rubric element), the rubric coverage, the run that wrote it, who saved
 * it last, and a person's applicability decision for the Statement of Applicability.
 */
export class Migration20261124000000_answer_evidence extends Migration {
  override name = 'Migration20261124000000_answer_evidence';

  override up(): void {
    this.addSql(`
      alter table "assessment_answers"
        add column "applicability" varchar(20) not null default 'applicable'
          check ("applicability" in ('applicable', 'not_applicable')),
        add column "not_applicable_reason" text null,
        add column "coverage" real null check ("coverage" between 0 and 1),
        add column "evidence" jsonb not null default '[]',
        add column "run_id" int null,
        add column "updated_by_id" int null references "users" ("id") on delete set null;`);
    // A rerun replaces its project's earlier AI answers; this finds them without a scan.
    this.addSql(`create index "assessment_answers_run_idx" on "assessment_answers" ("run_id");`);
  }
}
