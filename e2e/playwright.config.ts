import { defineConfig } from '@playwright/test';
import { chromiumArgs, mainPort } from './support/env';

/** Journeys through the built product, started the way `npm start` starts it, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { outputFolder: './.artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${mainPort}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    command: 'node support/start-product.mjs',
    url: `http://127.0.0.1:${mainPort}/readyz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(mainPort), DATA_DIR: `.artifacts/data-${mainPort}`, LOG_LEVEL: 'warn' },
  },
});
