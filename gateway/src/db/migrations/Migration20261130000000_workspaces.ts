import { Migration } from '@mikro-orm/migrations';

/**
 * Teams (DESIGN section 6): workspaces own projects and credits, and users belong to them with a role. Every existing
 * user gets a personal workspace, owned by them and remembered as their current one; their projects, credit purchases,
 * credit spends and open checkouts move into it. Nothing is lost: every row keeps its user, and only gains a workspace.
 */
export class Migration20261130000000_workspaces extends Migration {
  override name = 'Migration20261130000000_workspaces';

  override up(): void {
    this.addSql(`
      create table "workspaces" (
        "id" serial primary key,
        "name" varchar(100) not null,
        "personal" boolean not null default false,
        "created_by_id" int null references "users" ("id") on delete set null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create unique index "workspaces_one_personal_per_user" on "workspaces" ("created_by_id") where "personal";`);
    this.addSql(`
      create table "workspace_members" (
        "id" serial primary key,
        "workspace_id" int not null references "workspaces" ("id") on delete cascade,
        "user_id" int not null references "users" ("id") on delete cascade,
        "role" varchar(10) not null,
        "current" boolean not null default false,
        "joined_at" timestamptz not null default now(),
        "last_active_at" timestamptz null,
        constraint "workspace_members_workspace_user_unique" unique ("workspace_id", "user_id"),
        constraint "workspace_members_role_check" check ("role" in ('owner', 'editor', 'viewer'))
      );`);
    this.addSql(`create index "workspace_members_user_idx" on "workspace_members" ("user_id");`);
    this.addSql(`create unique index "workspace_members_one_current_per_user" on "workspace_members" ("user_id") where "current";`);

    this.addSql(`
      insert into "workspaces" ("name", "personal", "created_by_id", "created_at")
      select left("username" || '''s workspace', 100), true, "id", "created_at" from "users" order by "id";`);
    this.addSql(`
      insert into "workspace_members" ("workspace_id", "user_id", "role", "current", "joined_at")
      select "id", "created_by_id", 'owner', true, "created_at" from "workspaces" where "personal" order by "id";`);

    for (const table of ['projects', 'credit_purchases', 'credit_consumptions', 'payment_checkouts']) {
      const owner = table === 'projects' ? 'owner_id' : 'user_id';
      const rule = table === 'payment_checkouts' ? 'set null' : 'cascade';
      this.addSql(`alter table "${table}" add column "workspace_id" int null references "workspaces" ("id") on delete ${rule};`);
      this.addSql(`update "${table}" t set "workspace_id" = w."id" from "workspaces" w where w."personal" and w."created_by_id" = t."${owner}";`);
      if (table !== 'payment_checkouts') this.addSql(`alter table "${table}" alter column "workspace_id" set not null;`);
    }
    this.addSql(`create index "projects_workspace_updated_idx" on "projects" ("workspace_id", "updated_at" desc);`);
    this.addSql(`create index "credit_purchases_workspace_created_idx" on "credit_purchases" ("workspace_id", "created_at", "id");`);
    this.addSql(`create index "credit_consumptions_workspace_idx" on "credit_consumptions" ("workspace_id");`);
    this.addSql(`create index "payment_checkouts_workspace_idx" on "payment_checkouts" ("workspace_id");`);
  }

  override down(): void {
    for (const table of ['payment_checkouts', 'credit_consumptions', 'credit_purchases', 'projects']) {
      this.addSql(`alter table "${table}" drop column if exists "workspace_id";`);
    }
    this.addSql('drop table if exists "workspace_members";');
    this.addSql('drop table if exists "workspaces";');
  }
}
