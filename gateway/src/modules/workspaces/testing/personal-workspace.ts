import type { Em } from '../../../db/orm.js';
import { personalWorkspaceOf } from '../workspace.repository.js';

/** The personal workspace registration made for the user (tests: where their credits and projects go). */
export async function personalWorkspace(em: Em, userId: number): Promise<number> {
  const id = await personalWorkspaceOf(em, userId);
  if (id === undefined) throw new Error(`user ${userId} has no personal workspace`);
  return id;
}
