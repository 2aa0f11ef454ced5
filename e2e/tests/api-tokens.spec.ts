import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { registerViaApi } from '../support/api';

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

const projectsWith = (baseURL: string, secret: string) => fetch(`${baseURL}/api/projects`, { headers: { Authorization: `Bearer ${secret}` } });

test('a personal API token: created in the UI, copied once, used from a script, revoked in the UI', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { token, user } = await registerViaApi(baseURL!);
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
  // Without an expiry the token is created only after the password is given again.
  await dialog.getByLabel('Your password').fill(user.password);
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

test('account settings: the password is changed, then every session and API token ends at once', async ({ page, baseURL }) => {
  const { token, user } = await registerViaApi(baseURL!);
  const secret = (await postGraphql(baseURL!, token, { name: 'Nightly export', scope: 'read-write', password: user.password })).secret;
  await page.goto('/login');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);

  // Reached from the header's Settings.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-passphrase');
  await page.getByLabel('Confirm new password').fill('a-brand-new-passphrase');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed')).toBeVisible();
  // This browser stays signed in with the fresh token; the old one is revoked.
  expect((await projectsWith(baseURL!, token)).status).toBe(401);
  await page.reload();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Also revoke my API tokens (1 API token)' })).toBeVisible();
  await screenshot(page, 'account-settings');
  await expectNoSeriousA11yViolations(page, 'Account settings');

  await page.getByRole('checkbox', { name: /Also revoke my API tokens/ }).check();
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await projectsWith(baseURL!, secret)).status).toBe(401);

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill('a-brand-new-passphrase');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Creates an API token through GraphQL as the holder of `token` (the journey above does it in the UI). */
async function postGraphql(baseUrl: string, token: string, input: Record<string, unknown>): Promise<{ secret: string }> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }', variables: { input } }),
  });
  const body = (await res.json()) as { data?: { createApiToken: { secret: string } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.createApiToken;
}
