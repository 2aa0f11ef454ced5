import { Migration } from '@mikro-orm/migrations';

/**
 * Leases shared by every gateway process on the database: a user's upload slots (`uploads`, holder = user id)
 * and the uploads a project has in extraction (`extraction`, holder = project id, label = file name). One row
 * per lease, renewed while held, deleted on release; `expires_at` (epoch milliseconds) frees a dead process's.
 */
export class Migration20261126110000_leases extends Migration {
  override name = 'Migration20261126110000_leases';

  override up(): void {
    this.addSql(`create table "leases" ("id" uuid primary key, "kind" varchar(40) not null, "holder" varchar(100) not null, "label" varchar(300), "expires_at" bigint not null);`);
    this.addSql(`create index "leases_holder_idx" on "leases" ("kind", "holder");`);
  }
}
