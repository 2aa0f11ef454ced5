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
   * Charges the test card against the user's own intent (another user's id is not found). A succeeded
   * intent stays succeeded: paying it again charges nothing, and a late decline cannot undo it.
   */
  async pay(em: Em, userId: number, id: string, cardDigits: string): Promise<{ outcome: CardOutcome; intent: ProviderIntent }> {
    const found = demoIntentId.test(id) ? await em.findOne(DemoPaymentIntent, { id, user: userId }) : null;
    if (!found) throw new NotFoundError(messages.paymentNotFound);
    const outcome: CardOutcome = found.status === 'succeeded' ? { status: 'succeeded' } : chargeDemoCard(cardDigits);
    const lastError = outcome.status === 'succeeded' ? null : outcome.message;
    await em.nativeUpdate(DemoPaymentIntent, { id, status: { $ne: 'succeeded' } }, { status: outcome.status, lastError, updatedAt: new Date() });
    const intent = await em.findOneOrFail(DemoPaymentIntent, { id }, { refresh: true });
    return { outcome: intent.status === 'succeeded' ? { status: 'succeeded' } : outcome, intent: toProviderIntent(intent) };
  }
}

function toProviderIntent(intent: DemoPaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status,
    metadata: { ...intent.metadata },
  };
}
