import { expect, test, type Page } from '@playwright/test';
import { statCard } from '../support/dashboard';
import { registerViaApi } from '../support/api';

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

async function api<T>(baseURL: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Buys a package the way the payment screen does: intent, demo card, confirmation. */
async function buyCredits(baseURL: string, token: string, packageId: string) {
  const intent = await api<{ paymentIntentId: string; quantity: number }>(baseURL, token, '/api/create-payment-intent', { packageId });
  const paid = await api<{ status: string }>(baseURL, token, `/api/payments/demo/${intent.paymentIntentId}/pay`, { cardNumber: '4242 4242 4242 4242' });
  expect(paid.status).toBe('succeeded');
  await api(baseURL, token, '/api/confirm-credit-purchase', { paymentIntentId: intent.paymentIntentId, quantity: intent.quantity });
}


test('the dashboard shows real stats, recent projects and credits', async ({ page, baseURL }) => {
  const { token } = await registerViaApi(baseURL!);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // A new user: every card at zero and the empty state.
  await page.goto('/dashboard');
  await expect(page.getByText("You haven't created any projects yet.")).toBeVisible();
  for (const title of ['Active Projects', 'Completed Assessments', 'Assessment Credits', 'High Risk Findings']) {
    await expect(statCard(page, title)).toHaveText('0');
  }
  await expect(page.getByRole('button', { name: 'Create Your First Project' })).toBeVisible();
  await screenshot(page, 'dashboard-empty');

  // A project created through the API appears with its status and counts as active.
  const project = await api<{ id: number }>(baseURL!, token, '/api/projects', { name: 'ISMS readiness 2026', description: 'Head office', scope: 'All systems' });
  await page.reload();
  const link = page.getByRole('link', { name: 'ISMS readiness 2026' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/project-assessment/${project.id}`);
  await expect(page.getByText('Not Started')).toBeVisible();
  await expect(statCard(page, 'Active Projects')).toHaveText('1');
  await expect(page.getByText("You haven't created any projects yet.")).toHaveCount(0);

  // Credits bought through the API show on the credits card.
  await buyCredits(baseURL!, token, 'ten_pack');
  await page.reload();
  await expect(statCard(page, 'Assessment Credits')).toHaveText('10');
  await screenshot(page, 'dashboard-with-data');

  await page.getByRole('button', { name: 'Purchase Credits' }).click();
  await expect(page).toHaveURL(/\/assessment-credits$/);
  await page.goBack();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/project-assessment/${project.id}$`));
});
