import { randomBytes } from 'node:crypto';
import type { ApiClient } from './http-client.js';

export interface UserInput {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** The password of every user buildUser makes unless a test chooses another. */
export const testPassword = 'correct-horse-battery';

export function buildUser(overrides: Partial<UserInput> = {}): UserInput {
  const suffix = randomBytes(4).toString('hex');
  return { username: `user_${suffix}`, email: `user_${suffix}@example.com`, password: testPassword, firstName: 'Ada', lastName: 'Lovelace', ...overrides };
}

/** Registers a user over the REST facade and answers a client carrying its token. */
export async function signUp(api: ApiClient, overrides: Partial<UserInput> = {}) {
  const user = buildUser(overrides);
  const res = await api.post<{ token: string }>('/api/auth/register', user);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, token: res.body.token, client: api.withToken(res.body.token) };
}
