import { randomBytes } from 'node:crypto';
import type { TestUser } from './api';

/**
 * The administrator of the e2e server: the first account registered on its fresh data directory (the gateway
 * makes the first registered user the administrator). `global-setup.ts` registers it before any journey runs
 * and hands the credentials to the journeys through the environment (the workers inherit it).
 */
const adminVariable = 'E2E_ADMIN';

export function buildAdmin(): TestUser {
  return { username: 'e2e_admin', email: 'e2e_admin@example.com', password: `admin-${randomBytes(12).toString('hex')}`, firstName: 'Ada', lastName: 'Admin' };
}

export const publishAdmin = (admin: TestUser) => {
  process.env[adminVariable] = JSON.stringify(admin);
};

/** The administrator's account; fails clearly when the global setup did not run. */
export function adminAccount(): TestUser {
  const value = process.env[adminVariable];
  if (!value) throw new Error(`${adminVariable} is not set: the administrator is registered by e2e/support/global-setup.ts`);
  return JSON.parse(value) as TestUser;
}

/** A fresh token of the administrator, through the REST facade's login. */
export async function adminToken(baseUrl: string): Promise<string> {
  const { username, password } = adminAccount();
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
