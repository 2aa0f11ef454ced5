import { Migration } from '@mikro-orm/migrations';

/**
 * Signed-out tokens (by their id) until they would have expired anyway, so that signing out revokes the
 * presented token on every gateway process without touching the user's other sessions.
 */
export class Migration20261124900000_revoked_tokens extends Migration {
  override name = 'Migration20261124900000_revoked_tokens';

  override up(): void {
    this.addSql(`create table "revoked_tokens" ("jti" varchar(64) primary key, "expires_at" timestamptz not null);`);
    this.addSql(`create index "revoked_tokens_expires_idx" on "revoked_tokens" ("expires_at");`);
  }
}
