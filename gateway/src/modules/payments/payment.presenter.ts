import type { CreditPackage } from '@gap/schema';
import type { ProviderIntent } from './payment-provider.js';
import type { PaymentConfigType, PaymentIntentType } from './payment.types.js';

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
