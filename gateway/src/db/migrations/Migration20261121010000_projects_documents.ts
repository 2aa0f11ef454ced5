import { Migration } from '@mikro-orm/migrations';

/**
 * Projects, their documents, the original bytes and the evidence chunks extracted from them.
 * Everything project-scoped hangs off "projects" with ON DELETE CASCADE, so deleting a project (or a
 * document) is one statement; later tables (answers, findings) should reference project the same way.
 */
export class Migration20261121010000_projects_documents extends Migration {
  override name = 'Migration20261121010000_projects_documents';

  override up(): void {
    this.addSql(`
      create table "projects" (
        "id" serial primary key,
        "owner_id" int not null references "users" ("id") on delete cascade,
        "name" varchar(100) not null,
        "description" text not null default '',
        "scope" text not null default '',
        "target_date" date null,
        "status" varchar(20) not null default 'not_started'
          check ("status" in ('not_started', 'in_progress', 'completed')),
        "progress" smallint not null default 0 check ("progress" between 0 and 100),
        "test_type" varchar(100) null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(`create index "projects_owner_updated_idx" on "projects" ("owner_id", "updated_at" desc);`);

    this.addSql(`
      create table "documents" (
        "id" serial primary key,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "name" varchar(255) not null,
        "type" varchar(127) not null,
        "size" int not null,
        "sha256" char(64) not null,
        "page_count" int null,
        "text_status" varchar(20) not null check ("text_status" in ('extracted', 'no_text')),
        "section_count" int not null default 0,
        "chunk_count" int not null default 0,
        "created_at" timestamptz not null
      );`);
    // The same bytes once per project; also the race guard behind the service's duplicate check.
    this.addSql(`alter table "documents" add constraint "documents_project_sha256_unique" unique ("project_id", "sha256");`);

    // Originals live in the database (not on a local disk) so every gateway process on the same
    // PostgreSQL can read them; one row per document, loaded only when the bytes are needed.
    this.addSql(`
      create table "document_files" (
        "document_id" int primary key references "documents" ("id") on delete cascade,
        "content" bytea not null
      );`);

    this.addSql(`
      create table "evidence_chunks" (
        "id" serial primary key,
        "document_id" int not null references "documents" ("id") on delete cascade,
        "project_id" int not null references "projects" ("id") on delete cascade,
        "ordinal" int not null,
        "page_number" int null,
        "section_label" varchar(255) null,
        "text" text not null,
        "tsv" tsvector generated always as (to_tsvector('english', "text")) stored
      );`);
    this.addSql(`create index "evidence_chunks_tsv_idx" on "evidence_chunks" using gin ("tsv");`);
    this.addSql(`create index "evidence_chunks_project_idx" on "evidence_chunks" ("project_id");`);
    this.addSql(`create index "evidence_chunks_document_idx" on "evidence_chunks" ("document_id", "ordinal");`);
  }
}
