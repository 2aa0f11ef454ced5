import { apiRequest } from '@/lib/api-client';

export interface CreditPurchaseConfirmation {
  purchase: { id: number; createdAt: string; quantity: number; remaining: number };
  availableCredits: number;
}

/** Credits a succeeded payment; repeating it answers the same purchase. */
export const confirmCreditPurchase = (paymentIntentId: string, quantity: number): Promise<CreditPurchaseConfirmation> =>
  apiRequest<CreditPurchaseConfirmation>('/api/confirm-credit-purchase', { method: 'POST', body: { paymentIntentId, quantity } });
