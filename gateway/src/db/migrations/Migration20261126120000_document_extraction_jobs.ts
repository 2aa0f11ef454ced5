import { Migration } from '@mikro-orm/migrations';

/**
 * Document text extraction becomes a claimed job like analysis runs and crawls: the upload request vets the file,
 * stores it here with its metadata and waits; a worker on any gateway claims the job, extracts the text, and
 * writes the document, its original and its chunks in one transaction that also completes the job. "content"
 * holds the file until the job ends (then it is freed); "error_status" is the HTTP status a failure answers.
 */
export class Migration20261126120000_document_extraction_jobs extends Migration {
  override name = 'Migration20261126120000_document_extraction_jobs';

  override up(): void {
    this.addSql(`
      create table "document_extraction_jobs" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "name" varchar(255) not null,
        "kind" varchar(10) not null,
        "size" int not null,
        "sha256" char(64) not null,
        "content" bytea null,
        "status" varchar(20) not null check ("status" in ('queued', 'running', 'completed', 'failed', 'cancelled')),
        "error" text null,
        "error_status" smallint null,
        "document_id" int null references "documents" ("id") on delete set null,
        "progress_done" int null,
        "progress_total" int null,
        "attempts" int not null default 0,
        "claimed_by" varchar(100) null,
        "heartbeat_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "started_at" timestamptz null,
        "finished_at" timestamptz null
      );`);
    // The file is kept only until the job ends: not worth compressing (and usually compressed already).
    this.addSql(`alter table "document_extraction_jobs" alter column "content" set storage external;`);
    // The workers' claim and recovery scans, and an analysis asking what a project still has in extraction.
    this.addSql(`create index "document_extraction_jobs_active_idx" on "document_extraction_jobs" ("status", "created_at") where "status" in ('queued', 'running');`);
    this.addSql(`create index "document_extraction_jobs_project_idx" on "document_extraction_jobs" ("project_id") where "status" in ('queued', 'running');`);
  }
}
