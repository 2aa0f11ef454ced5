import { Migration } from '@mikro-orm/migrations';

/**
 * The question bank mirrored from code (questions), per-project answers (assessment_answers) and a small
 * key-value table (app_meta) where startup work remembers what it already did, e.g. the loaded bank's hash.
 */
export class Migration20261121030000_questions_answers extends Migration {
  override name = 'Migration20261121030000_questions_answers';

  override up(): void {
    this.addSql(`
      create table "app_meta" (
        "key" varchar(100) primary key,
        "value" text not null,
        "updated_at" timestamptz not null default now()
      );`);

    // Rows are never deleted: a question dropped from the bank is retired, so answers citing it survive.
    // test_types lists the test types that ask the question (a small, code-defined set).
    this.addSql(`
      create table "questions" (
        "id" varchar(32) primary key,
        "control_ref" varchar(20) not null,
        "category" varchar(100) not null,
        "title" varchar(255) not null,
        "text" text not null,
        "guidance" text not null,
        "typical_evidence" jsonb not null,
        "criticality" varchar(10) not null check ("criticality" in ('high', 'medium', 'low')),
        "rubric" jsonb not null,
        "recommendation" text not null,
        "best_practices" text not null,
        "implementation_guidance" text not null,
        "test_types" text[] not null default '{}',
        "sort_order" int not null,
        "bank_version" varchar(32) not null,
        "retired" boolean not null default false
      );`);

    // One answer per project and question. Deleting a document keeps the AI answer that cites it
    // (with its name and page) but forgets the document id.
    this.addSql(`
      create table "assessment_answers" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "question_id" varchar(32) not null references "questions" ("id"),
        "answer" text not null,
        "source" varchar(10) not null check ("source" in ('manual', 'ai')),
        "document_id" int null references "documents" ("id") on delete set null,
        "document_name" varchar(255) null,
        "document_page" int null,
        "section_label" varchar(255) null,
        "evidence_quote" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "assessment_answers_project_question_unique" unique ("project_id", "question_id")
      );`);
    // Supports the ON DELETE SET NULL when a document is deleted.
    this.addSql(`create index "assessment_answers_document_idx" on "assessment_answers" ("document_id");`);
  }
}
