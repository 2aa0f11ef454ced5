import { Migration } from '@mikro-orm/migrations';

/**
 * Knowledge crawls become claimed jobs like analysis runs: a worker on any gateway claims a queued crawl
 * (claimed_by, attempts), heart-beats while it runs, and a crawl whose worker died is taken over. A crawl left
 * active by the code before this one ran inside a request that is gone: it ends as interrupted. At most one
 * crawl is queued or running per installation, now enforced by the database.
 */
export class Migration20261126100000_crawl_job_claims extends Migration {
  override name = 'Migration20261126100000_crawl_job_claims';

  override up(): void {
    this.addSql(`alter table "knowledge_crawl_jobs" add column "claimed_by" varchar(100) null, add column "attempts" int not null default 0;`);
    this.addSql(
      `update "knowledge_crawl_jobs" set "status" = 'failed', "error" = 'Interrupted: the server stopped during the crawl', "finished_at" = now(), "pages_queued" = 0
        where "status" in ('queued', 'running');`,
    );
    this.addSql(`create unique index "knowledge_crawl_jobs_one_active_idx" on "knowledge_crawl_jobs" ((true)) where "status" in ('queued', 'running');`);
    // The workers' claim and recovery scans touch only active crawls.
    this.addSql(`create index "knowledge_crawl_jobs_active_idx" on "knowledge_crawl_jobs" ("status", "created_at") where "status" in ('queued', 'running');`);
  }
}
