import { Migration } from '@mikro-orm/migrations';

/** The workers delete ended extraction jobs past EXTRACTION_JOB_RETENTION_DAYS, oldest first: found by their end. */
export class Migration20261127000000_extraction_job_retention extends Migration {
  override name = 'Migration20261127000000_extraction_job_retention';

  override up(): void {
    this.addSql(`create index "document_extraction_jobs_ended_idx" on "document_extraction_jobs" ("finished_at") where "status" not in ('queued', 'running');`);
  }
}
