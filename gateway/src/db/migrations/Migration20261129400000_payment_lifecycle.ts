import { Migration } from '@mikro-orm/migrations';

/**
 * Stripe's full payment lifecycle: one checkout per user and package is remembered so a second visit reuses its
 * intent instead of leaving an orphan, and refunds and disputes take back the unspent credits of a purchase as
 * ledger entries (what was already spent is recorded for the administrator, never a negative balance).
 */
export class Migration20261129400000_payment_lifecycle extends Migration {
  override name = 'Migration20261129400000_payment_lifecycle';

  override up(): void {
    this.addSql(`
      create table "payment_checkouts" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "package_id" varchar(32) not null,
        "provider" varchar(16) not null,
        "payment_intent_id" varchar(255) not null,
        "amount_cents" int not null,
        "status" varchar(32) not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "payment_checkouts_payment_intent_id_unique" unique ("payment_intent_id")
      );`);
    this.addSql(`create index "payment_checkouts_user_package_idx" on "payment_checkouts" ("user_id", "package_id", "created_at");`);

    this.addSql(`
      create table "credit_reversals" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "purchase_id" int not null references "credit_purchases" ("id") on delete cascade,
        "kind" varchar(16) not null,
        "source_id" varchar(255) not null,
        "payment_intent_id" varchar(255) not null,
        "credits_due" int not null,
        "credits_taken" int not null,
        "credits_spent" int not null,
        "created_at" timestamptz not null default now(),
        constraint "credit_reversals_kind_source_unique" unique ("kind", "source_id"),
        constraint "credit_reversals_kind_check" check ("kind" in ('refund', 'dispute')),
        constraint "credit_reversals_counts_check" check ("credits_taken" >= 0 and "credits_spent" >= 0 and "credits_due" = "credits_taken" + "credits_spent")
      );`);
    this.addSql(`create index "credit_reversals_purchase_idx" on "credit_reversals" ("purchase_id");`);
    this.addSql(`create index "credit_reversals_created_idx" on "credit_reversals" ("created_at");`);
  }

  override down(): void {
    this.addSql('drop table if exists "credit_reversals";');
    this.addSql('drop table if exists "payment_checkouts";');
  }
}
