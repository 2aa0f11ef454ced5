import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { registerViaApi } from '../support/api';
import { extraPorts } from '../support/env';
import { startGateway } from '../support/gateway';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

/**
 * A gateway whose billing remote is deployed on another origin (its own port) and whose knowledge remote
 * points at a server that is down.
 */
test.describe('runtime remotes', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let remote: Awaited<ReturnType<typeof serveStatic>>;

  test.beforeAll(async () => {
    remote = await serveStatic(path.join(repoRoot, 'mf-billing/dist'), extraPorts.remote, '127.0.0.1');
    gateway = await startGateway(extraPorts.gateway, {
      REMOTE_BILLING_URL: `http://127.0.0.1:${extraPorts.remote}/mf-manifest.json`,
      REMOTE_KNOWLEDGE_URL: `http://127.0.0.1:${extraPorts.dead}/mf-manifest.json`,
    });
  });
  test.afterAll(async () => {
    await gateway?.stop();
    await new Promise((resolve) => remote?.close(resolve));
  });

  test('a remote served from another origin loads through /remotes.json', async ({ page }) => {
    const { token } = await registerViaApi(gateway.url);
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    const remoteRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`http://127.0.0.1:${extraPorts.remote}/`)) remoteRequests.push(req.url());
    });

    await page.goto(`${gateway.url}/dashboard`);
    await expect(page.getByText('Security Manager')).toBeVisible();
    // Only the current route's remote is fetched: nothing from the billing origin yet.
    expect(remoteRequests).toEqual([]);

    await page.goto(`${gateway.url}/assessment-credits`);
    await expect(page.getByRole('heading', { name: 'Assessment Credits' }).first()).toBeVisible();
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(remoteRequests.some((url) => url.endsWith('.js'))).toBe(true);
    await shot(page, 'remote-other-origin');
  });

  test('a remote that is down shows the fallback while the shell keeps working; once its origin is back, Retry loads it', async ({ page }) => {
    const { token } = await registerViaApi(gateway.url);
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto(`${gateway.url}/admin/knowledge-base`);
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await shot(page, 'remote-down');

    // The origin comes back: Retry loads the section without a reload of the page (which would lose unsaved work).
    const back = await serveStatic(path.join(repoRoot, 'mf-knowledge/dist'), extraPorts.dead, '127.0.0.1');
    try {
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Search Engine')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('This section could not be loaded')).toBeHidden();
      await shot(page, 'remote-back');
    } finally {
      // The browser keeps its connections to the remote's origin open: close them too, or close() waits on them.
      back.closeAllConnections();
      await new Promise((resolve) => back.close(resolve));
    }

    // The rest of the shell is unaffected.
    await page.locator('.ant-layout-sider').getByText('Dashboard', { exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Active Projects')).toBeVisible();
    await page.locator('.ant-layout-sider').getByText('Projects', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  });
});
