import { messages, type CreditPackageId } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { PaymentRequiredError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.repository.js';
import { CreditPurchase } from './credit-purchase.entity.js';
import { CreditReversal } from './credit-reversal.entity.js';

/** How many purchases the credits screen lists (newest first). */
export const creditHistoryLimit = 100;

/** The package id (and provider) of the credits a new account is given: free, not bought. */
export const trialPackageId = 'trial';

/** A paid payment intent turned into credits. */
export interface PurchaseGrant {
  userId: number;
  /** The workspace the credits were bought for; the buyer's personal workspace when it is unknown or was deleted. */
  workspaceId?: number;
  packageId: CreditPackageId;
  quantity: number;
  amountCents: number;
  currency: string;
  provider: string;
  paymentIntentId: string;
}

/** A refund or dispute asking for credits back: `target` is how many of the purchase this kind owes in total. */
export interface ReversalRequest {
  purchaseId: number;
  kind: 'refund' | 'dispute';
  /** Names the refund state or the dispute, so each is taken back once. */
  sourceId: string;
  paymentIntentId: string;
  target: number;
}

export interface ReversalOutcome {
  purchaseId: number;
  userId: number;
  /** False when nothing was owed or this source was already taken back. */
  recorded: boolean;
  creditsDue: number;
  creditsTaken: number;
  /** Owed back but already spent: reported to the administrator, never taken below zero. */
  creditsSpent: number;
}

/** How many reversals the administrator's list shows (newest first). */
export const reversalListLimit = 100;

export interface SpentCredit {
  consumptionId: number;
  purchaseId: number;
}

/**
 * The append-only credit ledger. Purchases are written once per payment intent; spending takes one credit
 * from the workspace's oldest purchase that has any left, with a conditional UPDATE that can never go below zero.
 */
export class CreditLedger {
  /** The workspace's credits left to spend. */
  async balance(em: Em, workspaceId: number): Promise<number> {
    const [row] = await em.execute<{ balance: number }[]>(
      'select coalesce(sum(remaining), 0)::int as balance from credit_purchases where workspace_id = ?',
      [workspaceId],
    );
    return Number(row?.balance ?? 0);
  }

  /** Credits spent on each of these projects (one statement, whatever their number): a project's analysis run allowance. */
  async spentOn(em: Em, projectIds: readonly number[]): Promise<Map<number, number>> {
    const spent = new Map(projectIds.map((id) => [id, 0]));
    if (!projectIds.length) return spent;
    const rows = await em.execute<{ project_id: number; n: number }[]>(
      `select project_id, count(*)::int as n from credit_consumptions where project_id in (${projectIds.map(() => '?').join(', ')}) group by project_id`,
      [...projectIds],
    );
    for (const row of rows) spent.set(Number(row.project_id), Number(row.n));
    return spent;
  }

  /** The workspace's credits left and its newest purchases. */
  async history(em: Em, workspaceId: number): Promise<{ availableCredits: number; credits: CreditPurchase[] }> {
    const credits = await em.find(
      CreditPurchase,
      { workspace: workspaceId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: creditHistoryLimit, refresh: true },
    );
    return { availableCredits: await this.balance(em, workspaceId), credits };
  }

  /**
   * Credits a paid intent exactly once: concurrent callers (browser confirmation, webhook, retries) race on
   * the unique payment_intent_id, the losers insert nothing, and everyone reads back the same purchase.
   */
  async recordPurchase(em: Em, grant: PurchaseGrant): Promise<{ purchase: CreditPurchase; created: boolean }> {
    // The purchase and its activity entry commit together (in the caller's transaction when there is one).
    if (!em.isInTransaction()) return em.transactional((tx) => this.recordPurchase(tx, grant));
    const inserted = await em.execute<{ id: number }[]>(
      `insert into credit_purchases (user_id, workspace_id, package_id, quantity, remaining, amount_cents, currency, provider, payment_intent_id)
       values (?, coalesce((select id from workspaces where id = ?), (select id from workspaces where created_by_id = ? and personal)), ?, ?, ?, ?, ?, ?, ?)
       on conflict (payment_intent_id) do nothing
       returning id`,
      [grant.userId, grant.workspaceId ?? null, grant.userId, grant.packageId, grant.quantity, grant.quantity, grant.amountCents, grant.currency, grant.provider, grant.paymentIntentId],
    );
    const purchase = await em.findOneOrFail(CreditPurchase, { paymentIntentId: grant.paymentIntentId }, { refresh: true });
    if (inserted.length) {
      await recordActivity(em, { workspaceId: purchase.workspace.id }, { kind: 'credits.bought', actorId: grant.userId, subject: grant.packageId, after: String(grant.quantity) });
    }
    return { purchase, created: inserted.length > 0 };
  }

  /** The purchase a payment intent was credited as, if it was. */
  async purchaseOfIntent(em: Em, paymentIntentId: string): Promise<CreditPurchase | null> {
    return em.findOne(CreditPurchase, { paymentIntentId }, { refresh: true });
  }

  /**
   * Takes credits back from a purchase after a refund or dispute, as a ledger entry: what is still unspent leaves
   * the balance, what was spent is recorded as such (the balance never goes below zero). Refunds and disputes of
   * one purchase together never owe more than it gave. Call inside a transaction: the purchase row is locked
   * against a concurrent spend.
   */
  async reverse(tx: Em, request: ReversalRequest): Promise<ReversalOutcome> {
    const [purchase] = await tx.execute<{ user_id: number; quantity: number; remaining: number }[]>(
      'select user_id, quantity, remaining from credit_purchases where id = ? for update',
      [request.purchaseId],
    );
    if (!purchase) throw new Error(`credit purchase ${request.purchaseId} not found`);
    const [owed] = await tx.execute<{ all_due: number; kind_due: number }[]>(
      `select coalesce(sum(credits_due), 0)::int as all_due, coalesce(sum(case when kind = ? then credits_due else 0 end), 0)::int as kind_due
       from credit_reversals where purchase_id = ?`,
      [request.kind, request.purchaseId],
    );
    const due = Math.max(0, Math.min(request.target - Number(owed!.kind_due), purchase.quantity - Number(owed!.all_due)));
    const taken = Math.min(purchase.remaining, due);
    const outcome = { purchaseId: request.purchaseId, userId: Number(purchase.user_id), creditsDue: due, creditsTaken: taken, creditsSpent: due - taken };
    if (due === 0) return { ...outcome, recorded: false };
    const inserted = await tx.execute<{ id: number }[]>(
      `insert into credit_reversals (user_id, purchase_id, kind, source_id, payment_intent_id, credits_due, credits_taken, credits_spent)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (kind, source_id) do nothing
       returning id`,
      [purchase.user_id, request.purchaseId, request.kind, request.sourceId, request.paymentIntentId, due, taken, due - taken],
    );
    if (!inserted.length) return { ...outcome, creditsDue: 0, creditsTaken: 0, creditsSpent: 0, recorded: false };
    if (taken > 0) await tx.execute('update credit_purchases set remaining = remaining - ? where id = ?', [taken, request.purchaseId]);
    return { ...outcome, recorded: true };
  }

  /** The newest reversals, for the administrator (those with spent credits need a decision). */
  async reversals(em: Em, onlySpent: boolean): Promise<CreditReversal[]> {
    return em.find(CreditReversal, onlySpent ? { creditsSpent: { $gt: 0 } } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: reversalListLimit, refresh: true });
  }

  /**
   * Grants a new account its trial credits (none when quantity is 0) in its personal workspace, in the registration's transaction. Keyed like
   * a payment by an intent id of the account's own, so however often it is called the account is credited once.
   */
  async grantTrial(tx: Em, userId: number, quantity: number): Promise<void> {
    if (quantity <= 0) return;
    await tx.execute(
      `insert into credit_purchases (user_id, workspace_id, package_id, quantity, remaining, amount_cents, currency, provider, payment_intent_id)
       values (?, (select id from workspaces where created_by_id = ? and personal), ?, ?, ?, 0, 'usd', ?, ?)
       on conflict (payment_intent_id) do nothing`,
      [userId, userId, trialPackageId, quantity, quantity, trialPackageId, `${trialPackageId}:user:${userId}`],
    );
  }

  /**
   * Spends one credit of the workspace (recording who spent it), or throws PaymentRequiredError when none is left. Pass the caller's
   * transactional EntityManager to make the spending part of a larger unit of work (a failed gap assessment
   * then spends nothing); otherwise a transaction of its own is opened. Never query with another
   * EntityManager while this runs: PGlite has one connection and would deadlock.
   */
  async consume(em: Em, user: { id: number }, workspaceId: number, projectId: number | null, reason: string): Promise<SpentCredit> {
    if (em.isInTransaction()) return this.consumeIn(em, user.id, workspaceId, projectId, reason);
    return em.transactional((tx) => this.consumeIn(tx, user.id, workspaceId, projectId, reason));
  }

  private async consumeIn(tx: Em, userId: number, workspaceId: number, projectId: number | null, reason: string): Promise<SpentCredit> {
    // FOR UPDATE (not SKIP LOCKED): a 5-pack is one row, so a concurrent spender holding its lock must be
    // waited for, not skipped, or a user with credits left would be refused. After the wait PostgreSQL
    // re-checks `remaining > 0` on the new row version and moves on to the next purchase when it is empty.
    const [spent] = await tx.execute<{ id: number }[]>(
      `update credit_purchases set remaining = remaining - 1
       where id = (
         select id from credit_purchases
         where workspace_id = ? and remaining > 0
         order by created_at, id
         limit 1
         for update
       ) and remaining > 0
       returning id`,
      [workspaceId],
    );
    if (!spent) throw new PaymentRequiredError(messages.noCreditsAvailable);
    const [consumption] = await tx.execute<{ id: number }[]>(
      'insert into credit_consumptions (user_id, workspace_id, purchase_id, project_id, reason) values (?, ?, ?, ?, ?) returning id',
      [userId, workspaceId, spent.id, projectId, reason],
    );
    return { consumptionId: consumption!.id, purchaseId: spent.id };
  }
}
