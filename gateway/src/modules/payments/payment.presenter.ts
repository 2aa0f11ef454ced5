import type { CreditPackage } from '@gap/schema';
import type { CardOutcome } from './demo-card.js';
import type { ProviderIntent } from './payment-provider.js';
import type { DemoPaymentResultType, PaymentConfigType, PaymentIntentStatusType, PaymentOutcome, PaymentIntentType } from './payment.types.js';

/** POST /api/create-payment-intent: clientSecret is the SPEC's field, the rest lets the payment screen show the order. */
export function presentIntent(config: PaymentConfigType, intent: ProviderIntent, pkg: CreditPackage): PaymentIntentType {
  return {
    clientSecret: intent.clientSecret ?? '',
    paymentIntentId: intent.id,
    provider: config.provider,
    publishableKey: config.publishableKey,
    amount: intent.amountCents / 100,
    amountCents: intent.amountCents,
    currency: intent.currency,
    packageId: pkg.id,
    quantity: pkg.credits,
  };
}

/** Stripe's statuses folded into what the customer is told: paid, still settling, or not paid. */
export function outcomeOf(status: string): PaymentOutcome {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing') return 'processing';
  return 'failed';
}

export function presentIntentStatus(intent: ProviderIntent, pkg: CreditPackage): PaymentIntentStatusType {
  const outcome = outcomeOf(intent.status);
  return {
    paymentIntentId: intent.id,
    status: intent.status,
    outcome,
    message: outcome === 'failed' ? (intent.lastError ?? null) : null,
    packageId: pkg.id,
    quantity: pkg.credits,
    amount: intent.amountCents / 100,
  };
}

/** The demo card's outcome: `message` and `redirectStatus` only when they say something (REST keeps its shape). */
export function presentDemoOutcome(outcome: CardOutcome): DemoPaymentResultType {
  return {
    status: outcome.status,
    ...('message' in outcome && outcome.message ? { message: outcome.message } : {}),
    ...(outcome.status === 'requires_action' ? { redirectStatus: outcome.redirectStatus } : {}),
  };
}
