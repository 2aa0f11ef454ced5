import { defineConfig } from '@playwright/test';
import { smokeHost, smokePorts } from './smoke/ports';
import { chromiumArgs } from './support/env';

/**
 * The production smoke test (`npm run smoke -w e2e`; a step of `npm test` when TEST_DATABASE_URL is set): the
 * stack it starts itself (smoke/stack.ts: Debian's nginx with compose's configuration, TLS, two gateways in
 * production on PostgreSQL, the remotes on their own origins), driven over https by host name. No web server
 * of the journeys' configuration is started.
 */
export default defineConfig({
  testDir: './smoke',
  outputDir: './.artifacts/smoke-results',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // One stack, one pass: a failure is reported as it is, not retried.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `https://${smokeHost}:${smokePorts.app}`,
    // The certificate is self-signed, made by the test (Node-side requests verify it; see smoke/stack.ts).
    ignoreHTTPSErrors: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...chromiumArgs, `--host-resolver-rules=MAP ${smokeHost} 127.0.0.1`],
    },
  },
});
