import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_users extends Migration {
  override name = 'Migration20261121000000_users';

  override up(): void {
    this.addSql(`
      create table "users" (
        "id" serial primary key,
        "username" varchar(50) not null,
        "email" varchar(254) not null,
        "password_hash" varchar(255) not null,
        "first_name" varchar(100) null,
        "last_name" varchar(100) null,
        "role" varchar(100) not null default 'Security Manager',
        "is_admin" boolean not null default false,
        "token_version" int not null default 0,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
    // Usernames are unique regardless of case; emails are stored lower-cased.
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
  }
}
