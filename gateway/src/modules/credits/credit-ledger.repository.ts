import { messages, type CreditPackageId } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { PaymentRequiredError } from '../../lib/errors.js';
import { CreditPurchase } from './credit-purchase.entity.js';

/** How many purchases the credits screen lists (newest first). */
export const creditHistoryLimit = 100;

/** The package id (and provider) of the credits a new account is given: free, not bought. */
export const trialPackageId = 'trial';

/** A paid payment intent turned into credits. */
export interface PurchaseGrant {
  userId: number;
  packageId: CreditPackageId;
  quantity: number;
  amountCents: number;
  currency: string;
  provider: string;
  paymentIntentId: string;
}

export interface SpentCredit {
  consumptionId: number;
  purchaseId: number;
}

/**
 * The append-only credit ledger. Purchases are written once per payment intent; spending takes one credit
 * from the user's oldest purchase that has any left, with a conditional UPDATE that can never go below zero.
 */
export class CreditLedger {
  async balance(em: Em, userId: number): Promise<number> {
    const [row] = await em.execute<{ balance: number }[]>(
      'select coalesce(sum(remaining), 0)::int as balance from credit_purchases where user_id = ?',
      [userId],
    );
    return Number(row?.balance ?? 0);
  }

  async history(em: Em, userId: number): Promise<{ availableCredits: number; credits: CreditPurchase[] }> {
    const credits = await em.find(
      CreditPurchase,
      { user: userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: creditHistoryLimit, refresh: true },
    );
    return { availableCredits: await this.balance(em, userId), credits };
  }

  /**
   * Credits a paid intent exactly once: concurrent callers (browser confirmation, webhook, retries) race on
   * the unique payment_intent_id, the losers insert nothing, and everyone reads back the same purchase.
   */
  async recordPurchase(em: Em, grant: PurchaseGrant): Promise<{ purchase: CreditPurchase; created: boolean }> {
    const inserted = await em.execute<{ id: number }[]>(
      `insert into credit_purchases (user_id, package_id, quantity, remaining, amount_cents, currency, provider, payment_intent_id)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (payment_intent_id) do nothing
       returning id`,
      [grant.userId, grant.packageId, grant.quantity, grant.quantity, grant.amountCents, grant.currency, grant.provider, grant.paymentIntentId],
    );
    const purchase = await em.findOneOrFail(CreditPurchase, { paymentIntentId: grant.paymentIntentId }, { refresh: true });
    return { purchase, created: inserted.length > 0 };
  }

  /**
   * Grants a new account its trial credits (none when quantity is 0), in the registration's transaction. Keyed like
   * a payment by an intent id of the account's own, so however often it is called the account is credited once.
   */
  async grantTrial(tx: Em, userId: number, quantity: number): Promise<void> {
    if (quantity <= 0) return;
    await tx.execute(
      `insert into credit_purchases (user_id, package_id, quantity, remaining, amount_cents, currency, provider, payment_intent_id)
       values (?, ?, ?, ?, 0, 'usd', ?, ?)
       on conflict (payment_intent_id) do nothing`,
      [userId, trialPackageId, quantity, quantity, trialPackageId, `${trialPackageId}:user:${userId}`],
    );
  }

  /**
   * Spends one credit of the user, or throws PaymentRequiredError when none is left. Pass the caller's
   * transactional EntityManager to make the spending part of a larger unit of work (a failed gap assessment
   * then spends nothing); otherwise a transaction of its own is opened. Never query with another
   * EntityManager while this runs: PGlite has one connection and would deadlock.
   */
  async consume(em: Em, user: { id: number }, projectId: number | null, reason: string): Promise<SpentCredit> {
    if (em.isInTransaction()) return this.consumeIn(em, user.id, projectId, reason);
    return em.transactional((tx) => this.consumeIn(tx, user.id, projectId, reason));
  }

  private async consumeIn(tx: Em, userId: number, projectId: number | null, reason: string): Promise<SpentCredit> {
    // FOR UPDATE (not SKIP LOCKED): a 5-pack is one row, so a concurrent spender holding its lock must be
    // waited for, not skipped, or a user with credits left would be refused. After the wait PostgreSQL
    // re-checks `remaining > 0` on the new row version and moves on to the next purchase when it is empty.
    const [spent] = await tx.execute<{ id: number }[]>(
      `update credit_purchases set remaining = remaining - 1
       where id = (
         select id from credit_purchases
         where user_id = ? and remaining > 0
         order by created_at, id
         limit 1
         for update
       ) and remaining > 0
       returning id`,
      [userId],
    );
    if (!spent) throw new PaymentRequiredError(messages.noCreditsAvailable);
    const [consumption] = await tx.execute<{ id: number }[]>(
      'insert into credit_consumptions (user_id, purchase_id, project_id, reason) values (?, ?, ?, ?) returning id',
      [userId, spent.id, projectId, reason],
    );
    return { consumptionId: consumption!.id, purchaseId: spent.id };
  }
}
