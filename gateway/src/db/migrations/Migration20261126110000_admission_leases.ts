import { Migration } from '@mikro-orm/migrations';

/**
 * Admission slots held per user (uploads), shared by every gateway process on the database: one row per
 * slot, renewed while held, deleted on release; `expires_at` (epoch milliseconds) frees a dead process's slots.
 */
export class Migration20261126110000_admission_leases extends Migration {
  override name = 'Migration20261126110000_admission_leases';

  override up(): void {
    this.addSql(`create table "admission_leases" ("id" uuid primary key, "kind" varchar(40) not null, "user_key" varchar(100) not null, "expires_at" bigint not null);`);
    this.addSql(`create index "admission_leases_user_idx" on "admission_leases" ("kind", "user_key");`);
  }
}
