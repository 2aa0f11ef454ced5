import { randomBytes } from 'node:crypto';

export interface TestUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function buildUser(): TestUser {
  const id = randomBytes(3).toString('hex');
  return { username: `e2e_${id}`, email: `e2e_${id}@example.com`, password: 'correct-horse-battery', firstName: 'Grace', lastName: 'Hopper' };
}

/** Registers through the REST facade (to keep journeys short where registration is not what they test). */
export async function registerViaApi(baseUrl: string, user = buildUser()): Promise<{ user: TestUser; token: string }> {
  const res = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { user, token };
}

/** A JSON POST to the REST facade as the holder of `token`; fails with the answer's status and text. */
export async function postJson<T>(baseUrl: string, token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
