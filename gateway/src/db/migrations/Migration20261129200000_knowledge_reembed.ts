import { Migration } from '@mikro-orm/migrations';

/**
 * Each knowledge chunk records the dimension of its embedding beside its model (every chunk so far has 512, the one
 * dimension earlier releases wrote), so a later embedding of another dimension for the same model is refused rather
 * than compared with it. A change of the configured model is a re-embed job: claimed like crawls, one queued or
 * running at a time, its progress counted in the row so a resumed job carries on.
 */
export class Migration20261129200000_knowledge_reembed extends Migration {
  override name = 'Migration20261129200000_knowledge_reembed';

  override up(): void {
    this.addSql(`alter table "knowledge_chunks" add column "embedding_dimensions" smallint not null default 512;`);
    this.addSql(`alter table "knowledge_chunks" alter column "embedding_dimensions" drop default;`);
    // Finding the chunks of another model (and a model's dimension) without reading the table.
    this.addSql(`create index "knowledge_chunks_model_idx" on "knowledge_chunks" ("embedding_model", "embedding_dimensions");`);
    this.addSql(`
      create table "knowledge_reembed_jobs" (
        "id" serial primary key,
        "model" varchar(100) not null,
        "status" varchar(20) not null default 'queued' check ("status" in ('queued', 'running', 'completed', 'failed')),
        "chunks_total" int not null default 0,
        "chunks_done" int not null default 0,
        "error" text null,
        "attempts" int not null default 0,
        "claimed_by" varchar(100) null,
        "heartbeat_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "started_at" timestamptz null,
        "finished_at" timestamptz null
      );`);
    this.addSql(`create index "knowledge_reembed_jobs_active_idx" on "knowledge_reembed_jobs" ("status", "created_at") where "status" in ('queued', 'running');`);
    // One re-embed queued or running at a time, whichever gateway noticed the change first.
    this.addSql(`create unique index "knowledge_reembed_jobs_one_active_idx" on "knowledge_reembed_jobs" ((true)) where "status" in ('queued', 'running');`);
  }

  override down(): void {
    this.addSql(`drop table "knowledge_reembed_jobs";`);
    this.addSql(`drop index "knowledge_chunks_model_idx";`);
    this.addSql(`alter table "knowledge_chunks" drop column "embedding_dimensions";`);
  }
}
