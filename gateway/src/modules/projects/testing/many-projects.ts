import type { Em } from '../../../db/orm.js';
import { User } from '../../users/user.entity.js';
import { personalWorkspaceOf } from '../../workspaces/workspace.repository.js';
import { Project } from '../project.entity.js';

/**
 * Creates `count` projects of one owner, in their personal workspace, through the ORM in one flush (batched inserts): a thousand in about a
 * second, where a thousand POSTs would take most of a test's time. The quota is not consulted, as in a data load.
 * Answers the new ids in creation order.
 */
export async function createManyProjects(em: Em, ownerId: number, count: number, namePrefix = 'Bulk project'): Promise<number[]> {
  const owner = em.getReference(User, ownerId);
  const workspace = (await personalWorkspaceOf(em, ownerId))!;
  const projects = Array.from({ length: count }, (_, i) => em.create(Project, { owner, workspace, name: `${namePrefix} ${i + 1}`, status: 'not_started', progress: 0, documentCount: 0 }));
  await em.flush();
  return projects.map((project) => project.id);
}
