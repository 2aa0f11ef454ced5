import { createServer, type Server, type Socket } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from '../support/api';
import { extraPorts } from '../support/env';
import { startGateway } from '../support/gateway';

const shot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

/**
 * A remote's origin that accepts connections and never answers (a hung server, a black-holed proxy): the shell
 * gives up after REMOTE_LOAD_TIMEOUT_MS and shows the section's error panel with Retry, instead of its skeleton
 * for minutes.
 */
test.describe('a remote whose origin never answers', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let silent: Server;
  const sockets = new Set<Socket>();

  test.beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(extraPorts.dead, '127.0.0.1', resolve));
    gateway = await startGateway(extraPorts.gateway, {
      REMOTE_KNOWLEDGE_URL: `http://127.0.0.1:${extraPorts.dead}/mf-manifest.json`,
      REMOTE_LOAD_TIMEOUT_MS: '3000',
    });
  });
  test.afterAll(async () => {
    await gateway?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  test('the section shows its error panel with Retry after the configured wait; the shell keeps working', async ({ page }) => {
    const { token } = await registerViaApi(gateway.url);
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto(`${gateway.url}/admin/knowledge-base`);
    const started = Date.now();
    await expect(page.getByRole('status', { name: 'Loading section' })).toBeVisible();
    await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 20_000 });
    const seconds = (Date.now() - started) / 1000;
    console.log(`remote hang: error panel after ${seconds.toFixed(1)} s (REMOTE_LOAD_TIMEOUT_MS=3000)`);
    test.info().annotations.push({ type: 'time to the error panel', description: `${seconds.toFixed(1)} s` });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(sockets.size).toBeGreaterThan(0); // the browser did connect, and was left waiting
    await shot(page, 'remote-hang');

    // Retry waits again, and fails the same way while the origin is silent.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 20_000 });

    await page.locator('.ant-layout-sider').getByText('Dashboard', { exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Active Projects')).toBeVisible();
  });
});
