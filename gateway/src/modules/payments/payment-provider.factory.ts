import type { PaymentSettings } from '../../config/payment-settings.js';
import type { Logger } from '../../lib/logger.js';
import { DemoPaymentProvider } from './demo.provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripePaymentProvider } from './stripe.provider.js';

/** The one place that chooses the payment provider (the config decided which one is allowed). */
export function createPaymentProvider(settings: PaymentSettings, logger: Logger): PaymentProvider {
  return settings.provider === 'stripe' ? new StripePaymentProvider(settings, logger) : new DemoPaymentProvider();
}
