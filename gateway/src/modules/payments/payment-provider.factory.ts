import type { PaymentSettings } from '../../config/payment-settings.js';
import type { Logger } from '../../lib/logger.js';
import { DemoPaymentProvider } from './demo.provider.js';
import type { PaymentProvider } from './payment-provider.js';

/**
 * The one place that chooses the payment provider (the config decided which one is allowed). Stripe's client
 * is loaded only when it is the provider: on the embedded default it would only slow the start.
 */
export async function createPaymentProvider(settings: PaymentSettings, logger: Logger): Promise<PaymentProvider> {
  if (settings.provider !== 'stripe') return new DemoPaymentProvider();
  const { StripePaymentProvider } = await import('./stripe.provider.js');
  return new StripePaymentProvider(settings, logger);
}
