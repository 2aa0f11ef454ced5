import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in and registration throttles' counting windows, shared by every gateway process on the database
 * (times in epoch milliseconds; ended windows are pruned as new ones are counted).
 */
export class Migration20261126000000_throttle_windows extends Migration {
  override name = 'Migration20261126000000_throttle_windows';

  override up(): void {
    this.addSql(`create table "throttle_windows" ("key" varchar(400) primary key, "hits" integer not null, "reset_at" bigint not null, "blocked_until" bigint);`);
    this.addSql(`create index "throttle_windows_reset_idx" on "throttle_windows" ("reset_at");`);
  }
}
