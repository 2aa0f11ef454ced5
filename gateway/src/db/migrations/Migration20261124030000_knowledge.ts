import { Migration } from '@mikro-orm/migrations';

/**
 * The knowledge base (global to the installation) and its crawl jobs. The embedding column is a pgvector
 * `vector(512)` with an HNSW index where the extension exists (PGlite ships it; many PostgreSQL servers,
 * e.g. Debian's 15, do not), and a plain `real[]` otherwise: the index code reads which one it got.
 */
export class Migration20261124030000_knowledge extends Migration {
  override name = 'Migration20261124030000_knowledge';

  override up(): void {
    this.addSql(`
      create table "knowledge_chunks" (
        "id" serial primary key,
        "title" varchar(500) not null,
        "section" varchar(500) null,
        "content" text not null,
        "url" varchar(2048) not null,
        "source" varchar(10) not null check ("source" in ('crawl', 'upload')),
        "content_hash" char(64) not null,
        "embedding_model" varchar(100) not null,
        "tsv" tsvector generated always as (
          setweight(to_tsvector('english', "title"), 'B') ||
          setweight(to_tsvector('english', coalesce("section", '')), 'B') ||
          setweight(to_tsvector('english', "content"), 'D')
        ) stored,
        "created_at" timestamptz not null default now()
      );`);
    // Dedupe by content: the same text from two pages (or a re-crawl) is kept once.
    this.addSql(`alter table "knowledge_chunks" add constraint "knowledge_chunks_content_hash_unique" unique ("content_hash");`);
    this.addSql(`create index "knowledge_chunks_tsv_idx" on "knowledge_chunks" using gin ("tsv");`);
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_available_extensions where name = 'vector') then
          create extension if not exists vector;
          alter table "knowledge_chunks" add column "embedding" vector(512) not null;
          create index "knowledge_chunks_embedding_idx" on "knowledge_chunks" using hnsw ("embedding" vector_cosine_ops);
        else
          alter table "knowledge_chunks" add column "embedding" real[] not null;
        end if;
      end
      $$;`);

    this.addSql(`
      create table "knowledge_crawl_jobs" (
        "id" serial primary key,
        "requested_by_id" int null references "users" ("id") on delete set null,
        "url" varchar(2048) not null,
        "max_pages" smallint not null check ("max_pages" between 1 and 100),
        "max_depth" smallint not null check ("max_depth" between 1 and 5),
        "status" varchar(20) not null check ("status" in ('queued', 'running', 'completed', 'failed')),
        "pages_fetched" int not null default 0,
        "pages_queued" int not null default 0,
        "pages_skipped" int not null default 0,
        "pages_processed" int not null default 0,
        "chunks_created" int not null default 0,
        "skipped" jsonb not null default '[]',
        "error" text null,
        "created_at" timestamptz not null,
        "started_at" timestamptz null,
        "finished_at" timestamptz null,
        "heartbeat_at" timestamptz null
      );`);
    this.addSql(`create index "knowledge_crawl_jobs_status_idx" on "knowledge_crawl_jobs" ("status");`);
  }
}
