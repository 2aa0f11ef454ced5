import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from '../support/api';
import { statCard } from '../support/dashboard';

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/shared-cache-${name}.png`, fullPage: true });

const navigateTo = (page: Page, entry: string) => page.getByRole('navigation', { name: 'Main navigation' }).getByText(entry, { exact: true }).click();

test('a project created or deleted on the projects page shows on the dashboard without a reload', async ({ page, baseURL }) => {
  const { token } = await registerViaApi(baseURL!);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto('/dashboard');
  await expect(page.getByText("You haven't created any projects yet.")).toBeVisible();
  await expect(statCard(page, 'Active Projects')).toHaveText('0');
  // Survives only as long as the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { journeyMarker: 'same page' }));
  const restCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) restCalls.push(request.url());
  });

  // The projects page (another microfrontend) creates the project.
  await navigateTo(page, 'Projects');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByLabel('Project Name').fill('Shared cache journey');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project Created')).toBeVisible();
  await expect(page.getByTestId('project-card').filter({ hasText: 'Shared cache journey' })).toBeVisible();

  // The shell's dashboard shows it and counts it, from the shared client.
  await navigateTo(page, 'Dashboard');
  await expect(page.getByRole('link', { name: 'Shared cache journey', exact: true })).toBeVisible();
  await expect(statCard(page, 'Active Projects')).toHaveText('1');
  await screenshot(page, 'dashboard-after-create');

  // Deleting it empties both views again.
  await navigateTo(page, 'Projects');
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Actions for Shared cache journey' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Project Deleted')).toBeVisible();
  await expect(page.getByText(/No projects yet/)).toBeVisible();
  await navigateTo(page, 'Dashboard');
  await expect(page.getByText("You haven't created any projects yet.")).toBeVisible();
  await expect(statCard(page, 'Active Projects')).toHaveText('0');

  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
  expect(restCalls).toEqual([]);
});

test('/login downloads at most 350 KB of gzipped JavaScript', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(350 * 1024);
});
