import { Migration } from '@mikro-orm/migrations';

/**
 * Personal API tokens: the secret itself is never stored, only its SHA-256 (hex) and a short clear prefix
 * used to find the row (and to show the owner which token is which). Revoking deletes the row; deleting the
 * user deletes their tokens.
 */
export class Migration20261125000000_api_tokens extends Migration {
  override name = 'Migration20261125000000_api_tokens';

  override up(): void {
    this.addSql(`
      create table "api_tokens" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "name" varchar(100) not null,
        "scope" varchar(20) not null check ("scope" in ('read', 'read-write')),
        "prefix" varchar(16) not null,
        "token_hash" char(64) not null,
        "created_at" timestamptz not null default now(),
        "last_used_at" timestamptz null,
        "expires_at" timestamptz null
      );`);
    this.addSql(`create unique index "api_tokens_hash_idx" on "api_tokens" ("token_hash");`);
    this.addSql(`create index "api_tokens_prefix_idx" on "api_tokens" ("prefix");`);
    this.addSql(`create index "api_tokens_user_idx" on "api_tokens" ("user_id", "created_at" desc);`);
  }
}
