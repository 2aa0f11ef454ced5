import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { registerViaApi } from '../support/api';

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

async function signIn(page: Page, baseURL: string) {
  const { token } = await registerViaApi(baseURL);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return token;
}

async function availableCredits(baseURL: string, token: string): Promise<number> {
  const res = await fetch(`${baseURL}/api/credits`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { availableCredits: number }).availableCredits;
}

async function payWithCard(page: Page, cardNumber: string, amount: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('buy a 5-Pack with the demo card and land on the credits screen with 5 credits', async ({ page, baseURL }) => {
  const token = await signIn(page, baseURL!);

  await page.goto('/assessment-credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Credits' })).toBeVisible();
  await expect(page.getByText('No previous purchases')).toBeVisible();
  await expect(page.getByText('No credit usage history yet')).toBeVisible();
  await expect(page.getByText('POPULAR')).toBeVisible();
  await screenshot(page, 'credits-empty');
  await expectNoSeriousA11yViolations(page, 'credits without purchases');

  await page.getByLabel('5-Pack').getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/payment\?package=five_pack&amount=399&quantity=5$/);
  await expect(page.getByText('Demo mode - no real charge')).toBeVisible();
  await expect(page.getByLabel('Total')).toHaveText('$399');
  await expect(page.getByText('Each credit covers up to 5 analysis reruns')).toBeVisible();
  await screenshot(page, 'payment-demo');
  await expectNoSeriousA11yViolations(page, 'payment');

  await payWithCard(page, '4242424242424242', '$399');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('5 assessment credits have been added to your account.')).toBeVisible();
  await screenshot(page, 'payment-success');
  await expectNoSeriousA11yViolations(page, 'payment succeeded');

  // The success alert stays for 3 seconds, then the credits screen shows the purchase.
  await expect(page).toHaveURL(/\/assessment-credits$/, { timeout: 8_000 });
  await expect(page.locator('.ant-statistic-content')).toHaveText('5');
  await expect(page.getByText(/^Last purchased: [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  const recentUsage = page.locator('.ant-card').filter({ hasText: 'Recent Usage' });
  await expect(recentUsage.getByRole('row').nth(1)).toContainText('Credit Purchase');
  await expect(recentUsage.getByRole('cell', { name: '5', exact: true })).toHaveCount(2);
  expect(await availableCredits(baseURL!, token)).toBe(5);

  await page.getByRole('button', { name: /View purchase history/ }).click();
  await expect(page.getByRole('dialog').getByText('Credit Purchase')).toBeVisible();
  await screenshot(page, 'credits-after-purchase');
  await expectNoSeriousA11yViolations(page, 'purchase history drawer');
});

test('a declined card shows the error and adds no credits', async ({ page, baseURL }) => {
  const token = await signIn(page, baseURL!);

  await page.goto('/payment');
  await expect(page.getByText('Single Assessment')).toBeVisible();
  await payWithCard(page, '4000 0000 0000 0002', '$99');

  await expect(page.getByText('Payment Error')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $99' })).toBeEnabled();
  await screenshot(page, 'payment-declined');
  await expectNoSeriousA11yViolations(page, 'payment declined');
  expect(await availableCredits(baseURL!, token)).toBe(0);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/assessment-credits$/);
  await expect(page.getByText('No previous purchases')).toBeVisible();
  await expect(page.locator('.ant-statistic-content')).toHaveText('0');
});

test('a tampered link shows and charges the real package price', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);

  await page.goto('/payment?package=ten_pack&amount=1&quantity=10');
  await expect(page.getByLabel('Total')).toHaveText('$749');
  await expect(page.getByRole('button', { name: 'Pay $749' })).toBeVisible();
  await expect(page.getByText(/did not match our price list/)).toBeVisible();
});

test('a bank redirect returns to the payment page: processing, failed then succeeded, never a second payment', async ({ page, baseURL }) => {
  const token = await signIn(page, baseURL!);

  // A payment that settles later: back from the bank, the page says so and offers no card form.
  await page.goto('/payment?package=single&amount=99&quantity=1');
  await payWithCard(page, '4000 0000 0000 7726', '$99');
  await expect(page).toHaveURL(/[?&]payment_intent=pi_demo_\w+&payment_intent_client_secret=pi_demo_\w+_secret_\w+&redirect_status=processing$/);
  await expect(page.getByText('Your payment is processing; credits appear when it completes')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await screenshot(page, 'payment-return-processing');
  await expectNoSeriousA11yViolations(page, 'payment processing after a redirect');
  expect(await availableCredits(baseURL!, token)).toBe(0);

  // Declined at the bank: the reason, and Try again opens the package's checkout afresh.
  await page.goto('/payment?package=five_pack&amount=399&quantity=5');
  await payWithCard(page, '4000 0084 0000 1629', '$399');
  await expect(page).toHaveURL(/redirect_status=failed$/);
  await expect(page.getByText('Payment Error')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await screenshot(page, 'payment-return-failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/payment\?package=five_pack&amount=399&quantity=5$/);

  // Approved at the bank: confirmed once, then the credits screen.
  await payWithCard(page, '4000 0027 6000 3184', '$399');
  await expect(page).toHaveURL(/redirect_status=succeeded$/);
  const returned = page.url();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('5 assessment credits have been added to your account.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await screenshot(page, 'payment-return-succeeded');
  await expect(page).toHaveURL(/\/assessment-credits$/, { timeout: 8_000 });
  await expect(page.locator('.ant-statistic-content')).toHaveText('5');

  // Opening the return address again shows the same payment, credited once.
  await page.goto(returned);
  await expect(page.getByText('Payment Successful')).toBeVisible();
  expect(await availableCredits(baseURL!, token)).toBe(5);
});
