import type { Em } from '../../db/orm.js';

/** Remembers a Stripe event; answers false when it was already processed (Stripe delivers at least once). */
export async function recordWebhookEvent(tx: Em, eventId: string, type: string): Promise<boolean> {
  const fresh = await tx.execute<unknown[]>(
    'insert into processed_webhook_events (event_id, type) values (?, ?) on conflict (event_id) do nothing returning event_id',
    [eventId, type],
  );
  return fresh.length > 0;
}

/** Intent statuses in which the customer can still pay: such an intent is reused by the next visit. */
export const payableStatuses = ['requires_payment_method', 'requires_confirmation', 'requires_action'] as const;

export interface CheckoutRow {
  id: number;
  payment_intent_id: string;
  amount_cents: number;
}

/**
 * Serialises one user's checkouts (the caller's transaction holds the user's row until it commits), so two
 * visits at once find or create one intent between them.
 */
export async function lockCheckoutsOf(tx: Em, userId: number): Promise<void> {
  await tx.execute('select id from users where id = ? for update', [userId]);
}

/** The user's newest checkout of the package for the workspace with this provider that may still be paid, started after `since`. */
export async function openCheckout(tx: Em, userId: number, workspaceId: number, packageId: string, provider: string, since: Date): Promise<CheckoutRow | undefined> {
  const [row] = await tx.execute<CheckoutRow[]>(
    `select id, payment_intent_id, amount_cents from payment_checkouts
     where user_id = ? and workspace_id = ? and package_id = ? and provider = ? and created_at > ? and status in (${payableStatuses.map(() => '?').join(', ')})
     order by created_at desc, id desc
     limit 1`,
    [userId, workspaceId, packageId, provider, since, ...payableStatuses],
  );
  return row;
}

export async function recordCheckout(
  tx: Em,
  checkout: { userId: number; workspaceId: number; packageId: string; provider: string; paymentIntentId: string; amountCents: number; status: string },
): Promise<void> {
  await tx.execute(
    `insert into payment_checkouts (user_id, workspace_id, package_id, provider, payment_intent_id, amount_cents, status)
     values (?, ?, ?, ?, ?, ?, ?)
     on conflict (payment_intent_id) do nothing`,
    [checkout.userId, checkout.workspaceId, checkout.packageId, checkout.provider, checkout.paymentIntentId, checkout.amountCents, checkout.status],
  );
}

/**
 * Follows the provider's report of an intent. A succeeded checkout stays succeeded: a late `processing` or
 * `payment_failed` event, delivered out of order, cannot undo it. Answers whether the status changed.
 */
export async function noteCheckoutStatus(tx: Em, paymentIntentId: string, status: string): Promise<boolean> {
  const changed = await tx.execute<unknown[]>(
    `update payment_checkouts set status = ?, updated_at = now()
     where payment_intent_id = ? and status <> 'succeeded' and status <> ?
     returning id`,
    [status, paymentIntentId, status],
  );
  return changed.length > 0;
}
