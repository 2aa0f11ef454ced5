import { expect, type Page } from '@playwright/test';
import { postJson } from './api';

/** Buys a package the way the payment screen does: intent, demo card, confirmation. */
export async function buyCredits(baseURL: string, token: string, packageId: string) {
  const intent = await postJson<{ paymentIntentId: string; quantity: number }>(baseURL, token, '/api/create-payment-intent', { packageId });
  const paid = await postJson<{ status: string }>(baseURL, token, `/api/payments/demo/${intent.paymentIntentId}/pay`, { cardNumber: '4242 4242 4242 4242' });
  expect(paid.status).toBe('succeeded');
  await postJson(baseURL, token, '/api/confirm-credit-purchase', { paymentIntentId: intent.paymentIntentId, quantity: intent.quantity });
}

/** Buys the 5-Pack on the payment page with the demo card, as a person does (the page's baseURL is the product). */
export async function buyFiveCredits(page: Page) {
  await page.goto('/payment?package=five_pack&amount=399&quantity=5');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $399' }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
}
