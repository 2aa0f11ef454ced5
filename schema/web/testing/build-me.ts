import type { MeQuery } from '@gap/schema/graphql';

/** The signed-in user as the guard's `me` query answers it. */
export const buildMe = (overrides: Partial<MeQuery['me']> = {}): MeQuery['me'] & { __typename: 'User' } => ({
  __typename: 'User',
  id: '1',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'Security Manager',
  isAdmin: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
