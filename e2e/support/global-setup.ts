import type { FullConfig } from '@playwright/test';
import { buildAdmin, publishAdmin } from './admin';
import { registerViaApi } from './api';

/**
 * Runs once, after the web server is up (Playwright starts `webServer` before the global setup) and before any
 * journey: registers the administrator as the first account of the fresh data directory, and checks it is one.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseUrl = config.projects[0]?.use.baseURL;
  if (!baseUrl) throw new Error('global setup: no baseURL in the Playwright config');
  const admin = buildAdmin();
  const { token } = await registerViaApi(baseUrl, admin);
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ me { isAdmin } }' }),
  });
  const answer = (await res.json()) as { data?: { me?: { isAdmin?: boolean } } };
  if (answer.data?.me?.isAdmin !== true) {
    throw new Error(`global setup: ${admin.username} is not the administrator; the e2e server must start on an empty data directory`);
  }
  publishAdmin(admin);
}
