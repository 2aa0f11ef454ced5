import { Migration } from '@mikro-orm/migrations';

/**
 * Gap assessments (one per paid run, all kept) and their findings. Findings copy the question's reference and
 * the answer with its evidence as assessed, so history reads the same after answers change.
 */
export class Migration20261124020000_gap_assessments extends Migration {
  override name = 'Migration20261124020000_gap_assessments';

  override up(): void {
    this.addSql(`
      create table "gap_assessments" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "test_type" varchar(100) not null,
        "bank_version" varchar(32) not null,
        "high_risk" int not null check ("high_risk" >= 0),
        "medium_risk" int not null check ("medium_risk" >= 0),
        "low_risk" int not null check ("low_risk" >= 0),
        "average_compliance" real not null check ("average_compliance" between 0 and 1),
        "not_applicable" jsonb not null default '[]',
        "answers_fingerprint" varchar(64) not null,
        "created_by_id" int null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now()
      );`);
    // The latest assessment of a project, and a project's history, newest first.
    this.addSql(`create index "gap_assessments_project_idx" on "gap_assessments" ("project_id", "created_at" desc, "id" desc);`);
    this.addSql(`
      create table "gap_findings" (
        "id" serial primary key,
        "assessment_id" int not null references "gap_assessments" ("id") on delete cascade,
        "question_id" varchar(32) not null references "questions" ("id"),
        "control_ref" varchar(20) not null,
        "title" varchar(255) not null,
        "category" varchar(100) not null,
        "sort_order" int not null,
        "finding" text not null,
        "risk_level" varchar(10) not null check ("risk_level" in ('high', 'medium', 'low')),
        "compliance_level" real not null check ("compliance_level" between 0 and 1),
        "compliant" boolean not null,
        "evidenced" jsonb not null default '[]',
        "missing" jsonb not null default '[]',
        "recommendation" text not null,
        "best_practices" text not null,
        "implementation_guidance" text not null,
        "sources" jsonb not null default '[]',
        "answer" text not null,
        "answer_source" varchar(10) not null check ("answer_source" in ('manual', 'ai')),
        "evidence" jsonb not null default '[]'
      );`);
    this.addSql(`create index "gap_findings_assessment_idx" on "gap_findings" ("assessment_id", "sort_order");`);
  }
}
