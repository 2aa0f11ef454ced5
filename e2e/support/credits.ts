import { expect } from '@playwright/test';
import { postJson } from './api';

/** Buys a package the way the payment screen does: intent, demo card, confirmation. */
export async function buyCredits(baseURL: string, token: string, packageId: string) {
  const intent = await postJson<{ paymentIntentId: string; quantity: number }>(baseURL, token, '/api/create-payment-intent', { packageId });
  const paid = await postJson<{ status: string }>(baseURL, token, `/api/payments/demo/${intent.paymentIntentId}/pay`, { cardNumber: '4242 4242 4242 4242' });
  expect(paid.status).toBe('succeeded');
  await postJson(baseURL, token, '/api/confirm-credit-purchase', { paymentIntentId: intent.paymentIntentId, quantity: intent.quantity });
}
