import type { Em } from '../../db/orm.js';

/** A transaction-scoped advisory lock named by the key (released at commit or rollback). */
export async function lockQuestionBank(tx: Em, key: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
}
