import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { registerViaApi } from '../support/api';

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

const projectsWith = (baseURL: string, secret: string) => fetch(`${baseURL}/api/projects`, { headers: { Authorization: `Bearer ${secret}` } });

test('a personal API token: created in the UI, copied once, used from a script, revoked in the UI', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { token } = await registerViaApi(baseURL!);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // Reached from the user's part of the sidebar.
  await page.goto('/dashboard');
  await page.getByRole('menuitem', { name: 'API Tokens' }).click();
  await expect(page).toHaveURL(/\/settings\/api-tokens$/);
  await expect(page.getByRole('heading', { name: 'API Tokens' })).toBeVisible();
  await expect(page.getByText('You have no API tokens yet.')).toBeVisible();
  await screenshot(page, 'api-tokens-empty');
  await expectNoSeriousA11yViolations(page, 'API tokens empty');

  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Token name').fill('Risk register sync');
  await dialog.getByRole('button', { name: 'Create token' }).click();

  // The secret, shown once, copied with the button.
  await expect(dialog.getByText('Copy your token now')).toBeVisible();
  const field = dialog.getByLabel('Your new API token');
  const shown = await field.inputValue();
  expect(shown).toMatch(/^gap_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Token copied to the clipboard')).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe(shown);
  await screenshot(page, 'api-tokens-secret-once');
  await expectNoSeriousA11yViolations(page, 'API token shown once');

  // Used from outside the browser: it works.
  const allowed = await projectsWith(baseURL!, secret);
  expect(allowed.status).toBe(200);
  expect(await allowed.json()).toEqual([]);

  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row', { name: /Risk register sync/ });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText('Read only');
  await expect(page.getByText(secret)).toHaveCount(0); // never shown again
  await screenshot(page, 'api-tokens-list');
  await expectNoSeriousA11yViolations(page, 'API tokens list');

  // Revoked in the UI (after confirmation): the next call answers 401.
  await row.getByRole('button', { name: 'Revoke Risk register sync' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('API token revoked')).toBeVisible();
  await expect(page.getByText('You have no API tokens yet.')).toBeVisible();
  expect((await projectsWith(baseURL!, secret)).status).toBe(401);
});
