import { defineConfig } from '@playwright/test';
import { chromiumArgs, mainPort } from './support/env';

/** Journeys through the built product, started the way `npm start` starts it, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // Registers the administrator (the first account) before any journey: see support/admin.ts.
  globalSetup: './support/global-setup.ts',
  outputDir: './.artifacts/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry: a journey that fails twice fails the run; one that passes on retry is reported as flaky in the
  // list and in the digest `npm test` prints last, so it is seen and fixed, not hidden.
  retries: 1,
  forbidOnly: true,
  // The JSON report feeds the failure digest `npm test` prints last (scripts/test-digest.mjs).
  reporter: [['list'], ['html', { outputFolder: './.artifacts/report', open: 'never' }], ['json', { outputFile: './.artifacts/results.json' }]],
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
    env: {
      PORT: String(mainPort),
      DATA_DIR: `.artifacts/data-${mainPort}`,
      LOG_LEVEL: 'warn',
      // The knowledge-base journey crawls a site it serves itself on 127.0.0.1 (test-only allowlist, no delay).
      KNOWLEDGE_CRAWL_ALLOW_HOSTS: '127.0.0.1',
      KNOWLEDGE_CRAWL_DELAY_MS: '0',
      // Every journey signs up its own users from 127.0.0.1: more than the default 20 an hour from one address.
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      // Journeys expect a new account to start empty (no credit, no project); the trial journey starts a gateway of
      // its own with the trial on (tests/trial.spec.ts).
      TRIAL_CREDITS: '0',
      TRIAL_EXAMPLE_PROJECT: 'false',
    },
  },
});
