import { Migration } from '@mikro-orm/migrations';

/**
 * A document's evidence chunks are written in short transactions (thousands of chunks in one held the embedded
 * database, and every other request, for seconds). Until the last one, the document row names the
 * extraction job that writes it and is hidden from every reader; a retry of that job removes what an interrupted
 * attempt left.
 */
export class Migration20261128200000_pending_documents extends Migration {
  override name = 'Migration20261128200000_pending_documents';

  override up(): void {
    this.addSql(`alter table "documents" add column "pending_job_id" int null;`);
    this.addSql(`create index "documents_pending_job_idx" on "documents" ("pending_job_id") where "pending_job_id" is not null;`);
  }
}
