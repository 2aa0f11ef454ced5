import type { Em } from '../../db/orm.js';

/**
 * Locks the user's row for the caller's transaction (`for no key update`: foreign-key checks of rows pointing at the
 * user still pass), so one user's concurrent checks against a per-user quota, on any gateway, run one after another.
 */
export async function lockUser(em: Em, userId: number): Promise<void> {
  await em.execute('select "id" from "users" where "id" = ? for no key update', [userId]);
}
