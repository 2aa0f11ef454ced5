import { Migration } from '@mikro-orm/migrations';

/** The credit ledger (purchases and consumptions), the demo payment provider's intents and processed webhook events. */
export class Migration20261121020000_credits extends Migration {
  override name = 'Migration20261121020000_credits';

  override up(): void {
    // A purchase's remaining count is the only mutable ledger column; the checks make overspending impossible
    // even for a buggy writer, and the unique intent id makes crediting a payment exactly-once.
    this.addSql(`
      create table "credit_purchases" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "package_id" varchar(32) not null,
        "quantity" int not null,
        "remaining" int not null,
        "amount_cents" int not null,
        "currency" varchar(3) not null,
        "provider" varchar(16) not null,
        "payment_intent_id" varchar(255) not null,
        "created_at" timestamptz not null default now(),
        constraint "credit_purchases_payment_intent_id_unique" unique ("payment_intent_id"),
        constraint "credit_purchases_quantity_positive" check ("quantity" > 0),
        constraint "credit_purchases_remaining_range" check ("remaining" between 0 and "quantity"),
        constraint "credit_purchases_amount_not_negative" check ("amount_cents" >= 0)
      );`);
    this.addSql(`create index "credit_purchases_user_created_idx" on "credit_purchases" ("user_id", "created_at", "id");`);

    // Deleting a project keeps the ledger entry (the credit was spent) and forgets the project.
    this.addSql(`
      create table "credit_consumptions" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "purchase_id" int not null references "credit_purchases" ("id") on delete cascade,
        "project_id" int null references "projects" ("id") on delete set null,
        "reason" varchar(100) not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "credit_consumptions_user_created_idx" on "credit_consumptions" ("user_id", "created_at");`);
    this.addSql(`create index "credit_consumptions_purchase_idx" on "credit_consumptions" ("purchase_id");`);

    this.addSql(`
      create table "demo_payment_intents" (
        "id" varchar(64) primary key,
        "client_secret" varchar(128) not null,
        "user_id" int not null references "users" ("id") on delete cascade,
        "amount" int not null,
        "currency" varchar(3) not null,
        "status" varchar(32) not null,
        "metadata" jsonb not null,
        "last_error" varchar(255) null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "demo_payment_intents_user_idx" on "demo_payment_intents" ("user_id");`);

    // Stripe delivers events at least once; a processed id is skipped.
    this.addSql(`
      create table "processed_webhook_events" (
        "event_id" varchar(255) primary key,
        "type" varchar(100) not null,
        "processed_at" timestamptz not null default now()
      );`);
  }
}
