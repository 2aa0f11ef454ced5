import { expect, test, type Request } from '@playwright/test';
import { registerViaApi } from '../support/api';

const testType = 'ISO 27001:2022 Clauses 4-10';
/** What the questionnaire route downloads beyond the shell, in gzip bytes: a budget, so it stays quick on a slow link. */
const questionnaireBudget = 250 * 1024;

/** The bytes a request's response took on the wire (its body as sent: gzip for scripts). */
const transferred = async (request: Request) => (await request.sizes()).responseBodySize;

test('the questionnaire loads at most 250 KB gzip of JavaScript beyond the dashboard shell', async ({ page, baseURL, request }) => {
  const { token } = await registerViaApi(baseURL!);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/projects', { headers, data: { name: 'Route weight', description: 'Measured', scope: 'HQ' } });
  expect(created.ok()).toBeTruthy();
  const { id } = (await created.json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType } })).ok()).toBeTruthy();
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Route weight', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scripts: Request[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.resourceType() === 'script' || new URL(finished.url()).pathname.endsWith('.js')) scripts.push(finished);
  });
  // In the app, as a person goes: the recent project, then its questionnaire tab.
  await page.getByRole('link', { name: 'Route weight', exact: true }).click();
  await page.getByRole('tab', { name: 'Manual Answers' }).click();
  await expect(page).toHaveURL(new RegExp(`/project-assessment/${id}\\?tab=manual$`));
  await expect(page.getByRole('heading', { name: `ISO 27001 Questionnaire - ${testType}` })).toBeVisible();
  await expect(page.getByTestId('question-item')).toHaveCount(30);
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all(scripts.map(async (script) => ({ url: new URL(script.url()).pathname, bytes: await transferred(script) })));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(`questionnaire route JS beyond the shell: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files`);
  for (const { url, bytes } of sizes.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${url}`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(questionnaireBudget);
});
