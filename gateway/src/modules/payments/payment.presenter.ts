import type { CreditPackage } from '@gap/schema';
import type { CreditPurchaseView } from '../credits/credit.presenter.js';
import type { PaymentProviderName, ProviderIntent } from './payment-provider.js';

export interface PaymentConfigView {
  provider: PaymentProviderName;
  /** Stripe.js needs it; null for the demo provider. */
  publishableKey: string | null;
}

/** POST /api/create-payment-intent: clientSecret is the SPEC's field, the rest lets the payment screen show the order. */
export interface PaymentIntentView extends PaymentConfigView {
  clientSecret: string;
  paymentIntentId: string;
  /** Whole dollars, the unit the payment screen sends. */
  amount: number;
  amountCents: number;
  currency: string;
  packageId: string;
  quantity: number;
}

export interface PurchaseConfirmationView {
  purchase: CreditPurchaseView;
  availableCredits: number;
}

export interface DemoPaymentView {
  status: string;
  /** Why the card was refused, in Stripe's words; absent on success. */
  message?: string;
}

export function presentIntent(config: PaymentConfigView, intent: ProviderIntent, pkg: CreditPackage): PaymentIntentView {
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
