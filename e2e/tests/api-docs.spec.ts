import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const shot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png` });

test('/docs/api: the API guide and schema reference, readable without signing in, with working anchors', async ({ page }) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') cspErrors.push(message.text());
  });
  const res = await page.goto('/docs/api');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/API documentation/);
  await expect(page.getByRole('heading', { level: 1, name: 'ISO 27001 Gap Assessment API' })).toBeVisible();
  for (const name of ['Authentication', 'Limits', 'Errors', 'REST facade', 'Run progress', 'Schema reference']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // The stylesheet is served beside the page and allowed by the CSP: the contents column is laid out.
  await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCSS('position', 'sticky');
  await shot(page, 'api-docs-top');
  // Examples name the server the page came from, as copied.
  await expect(page.locator('pre').first()).toContainText(`curl -s ${new URL(page.url()).origin}/graphql`);
  await expectNoSeriousA11yViolations(page, 'API docs');

  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Limits' }).click();
  await expect(page).toHaveURL(/#limits$/);
  await expect(page.getByRole('cell', { name: 'GraphQL query depth' })).toBeInViewport();
  await shot(page, 'api-docs-limits');

  // The table of contents leads to an operation; its argument type links to the input's section.
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.locator('summary', { hasText: 'Mutations' }).click();
  await contents.getByRole('link', { name: 'createProject', exact: true }).click();
  await expect(page).toHaveURL(/#mutation-createProject$/);
  const operation = page.locator('#mutation-createProject');
  await expect(operation).toBeInViewport();
  await expect(operation).toContainText('Creates a project in a workspace (editors and owners)');
  await shot(page, 'api-docs-create-project');

  await operation.locator('.sig').getByRole('link', { name: 'CreateProjectInput' }).click();
  await expect(page).toHaveURL(/#type-CreateProjectInput$/);
  await expect(page.locator('#type-CreateProjectInput')).toBeInViewport();
  await expect(page.locator('#type-CreateProjectInput')).toContainText('2-100 characters after trimming.');

  await page.goto('/docs/api#rest-facade');
  await expect(page.getByRole('cell', { name: 'POST /api/projects/{id}/assessment/runs' })).toBeVisible();
  await shot(page, 'api-docs-rest');

  await page.goto('/docs/api#errors');
  await expect(page.getByRole('cell', { name: 'PAYMENT_REQUIRED', exact: true })).toBeInViewport();
  await shot(page, 'api-docs-errors');

  await page.goto('/docs/api#subscription-runProgress');
  await expect(page.locator('#subscription-runProgress')).toBeInViewport();
  await shot(page, 'api-docs-run-progress');
  expect(cspErrors).toEqual([]);
});

test('/docs/api on a phone: axe clean, nothing wider than the screen, code wraps instead of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'ISO 27001 Gap Assessment API' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'API docs');
  await page.goto('/docs/api#type-CreateProjectInput');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.artifacts/screens/api-docs-phone.png' });
});
