import { randomBytes } from 'node:crypto';
import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { NotFoundError } from '../../lib/errors.js';
import { chargeDemoCard, type CardOutcome } from './demo-card.js';
import { DemoPaymentIntent } from './demo-payment-intent.entity.js';
import type { IntentRequest, PaymentProvider, ProviderIntent } from './payment-provider.js';

const demoIntentId = /^pi_demo_[a-f0-9]{24}$/;

/**
 * The embedded provider (no Stripe key): intents live in our database and are paid with test card
 * numbers through POST /api/payments/demo/{id}/pay. Nothing is ever charged; the UI labels it as demo.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  /** Every request creates a fresh random id, so the idempotency key has nothing to deduplicate here. */
  async createIntent(em: Em, request: IntentRequest): Promise<ProviderIntent> {
    const id = `pi_demo_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    const status = 'requires_payment_method';
    const { amountCents, currency } = request;
    const metadata = { ...request.metadata };
    // Inserted directly, outside the unit of work, so no pending change of the caller is flushed with it.
    await em.insert(DemoPaymentIntent, {
      id,
      clientSecret,
      user: request.userId,
      amount: amountCents,
      currency,
      status,
      metadata,
      lastError: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return { id, clientSecret, amountCents, currency, status, metadata };
  }

  async retrieveIntent(em: Em, id: string): Promise<ProviderIntent | undefined> {
    if (!demoIntentId.test(id)) return undefined;
    const intent = await em.findOne(DemoPaymentIntent, { id }, { refresh: true });
    return intent ? toProviderIntent(intent) : undefined;
  }

  /**
   * Charges the test card against the user's own intent (another user's id is not found). A succeeded or
   * processing intent stays as it is: paying it again charges nothing, and a late decline cannot undo it. A
   * redirect card leaves the intent in the state the customer finds on return from the bank.
   */
  async pay(em: Em, userId: number, id: string, cardDigits: string): Promise<{ outcome: CardOutcome; intent: ProviderIntent }> {
    const found = demoIntentId.test(id) ? await em.findOne(DemoPaymentIntent, { id, user: userId }) : null;
    if (!found) throw new NotFoundError(messages.paymentNotFound);
    if (settled(found.status)) return { outcome: { status: found.status as 'succeeded' | 'processing' }, intent: toProviderIntent(found) };
    const outcome = chargeDemoCard(cardDigits);
    const { status, lastError } = intentAfter(outcome);
    await em.nativeUpdate(DemoPaymentIntent, { id, status: { $nin: ['succeeded', 'processing'] } }, { status, lastError, updatedAt: new Date() });
    const intent = await em.findOneOrFail(DemoPaymentIntent, { id }, { refresh: true });
    // A concurrent payment settled it first: its outcome wins.
    if (intent.status !== status && settled(intent.status)) return { outcome: { status: intent.status as 'succeeded' | 'processing' }, intent: toProviderIntent(intent) };
    return { outcome, intent: toProviderIntent(intent) };
  }
}

const settled = (status: string) => status === 'succeeded' || status === 'processing';

/** The intent's status and error after a card's outcome (Stripe's vocabulary). */
function intentAfter(outcome: CardOutcome): { status: string; lastError: string | null } {
  if (outcome.status !== 'requires_action') return { status: outcome.status, lastError: 'message' in outcome ? outcome.message : null };
  if (outcome.redirectStatus === 'failed') return { status: 'requires_payment_method', lastError: outcome.message ?? null };
  return { status: outcome.redirectStatus, lastError: null };
}

function toProviderIntent(intent: DemoPaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status,
    metadata: { ...intent.metadata },
    lastError: intent.lastError,
  };
}
