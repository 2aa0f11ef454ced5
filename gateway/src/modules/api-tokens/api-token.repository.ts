import type { Em } from '../../db/orm.js';

/** Holds the user's row until the caller's transaction ends. */
export async function lockTokenOwner(tx: Em, userId: number): Promise<void> {
  await tx.execute('select id from users where id = ? for update', [userId]);
}
