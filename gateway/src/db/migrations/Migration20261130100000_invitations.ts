import { Migration } from '@mikro-orm/migrations';

/**
 * Invitations to a workspace (DESIGN section 6): a single-use link whose secret is never stored, only its SHA-256
 * (hex); accepted, revoked or expired, it no longer works. The index serves the per-workspace hourly limit.
 */
export class Migration20261130100000_invitations extends Migration {
  override name = 'Migration20261130100000_invitations';

  override up(): void {
    this.addSql(`
      create table "invitations" (
        "id" serial primary key,
        "workspace_id" int not null references "workspaces" ("id") on delete cascade,
        "role" varchar(10) not null,
        "email" varchar(254) null,
        "token_hash" char(64) not null,
        "invited_by_id" int null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz not null,
        "accepted_at" timestamptz null,
        "accepted_by_id" int null references "users" ("id") on delete set null,
        "revoked_at" timestamptz null,
        constraint "invitations_token_hash_unique" unique ("token_hash"),
        constraint "invitations_role_check" check ("role" in ('owner', 'editor', 'viewer'))
      );`);
    this.addSql(`create index "invitations_workspace_created_idx" on "invitations" ("workspace_id", "created_at");`);
  }

  override down(): void {
    this.addSql('drop table if exists "invitations";');
  }
}
