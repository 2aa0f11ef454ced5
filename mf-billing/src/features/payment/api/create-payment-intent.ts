import type { CreditPackageId } from '@gap/schema';
import { apiRequest } from '@/lib/api-client';

export type PaymentProviderName = 'demo' | 'stripe';

/** POST /api/create-payment-intent: the server prices the package; the page shows what it answers. */
export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  provider: PaymentProviderName;
  publishableKey: string | null;
  /** Whole dollars. */
  amount: number;
  currency: string;
  packageId: string;
  quantity: number;
}

export const createPaymentIntent = (packageId: CreditPackageId): Promise<PaymentIntent> =>
  apiRequest<PaymentIntent>('/api/create-payment-intent', { method: 'POST', body: { packageId } });
