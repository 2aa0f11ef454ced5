import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { NotFoundError } from '../../lib/errors.js';
import type { User } from '../users/user.entity.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { Project } from './project.entity.js';
import type { CreateProjectInput, ListProjectsInput } from './project.inputs.js';
import { listProjectsOf } from './project.repository.js';
import type { ProjectType } from './project.types.js';

/** Projects belong to their creator; every read and write goes through ownership, never a bare id. */
export class ProjectService {
  /** The owner's projects in their public shape, most recently updated first, at most `limit` (bounded by limits.projectListMax). */
  list(em: Em, owner: Pick<User, 'id'>, input: ListProjectsInput): Promise<ProjectType[]> {
    return listProjectsOf(em, owner.id, input.limit);
  }

  async create(em: Em, owner: User, input: CreateProjectInput): Promise<Project> {
    const project = em.create(Project, { owner, ...input, status: 'not_started', progress: 0, documentCount: 0 });
    await em.flush();
    return project;
  }

  /** The project when it exists and belongs to the owner; otherwise the same 404 whether it exists or not. */
  async requireOwned(em: Em, owner: User, rawId: unknown): Promise<Project> {
    const id = parseEntityId(rawId);
    const project = id === undefined ? null : await em.findOne(Project, { id, owner });
    if (!project) throw new NotFoundError(messages.projectNotFound);
    return project;
  }

  /**
   * Deletes the project with everything that hangs off it (documents, stored bytes, evidence chunks, and
   * later answers and findings) in one statement, hence one transaction: the foreign keys cascade.
   * Credit history references projects with ON DELETE SET NULL and stays.
   */
  async delete(em: Em, owner: User, rawId: unknown): Promise<void> {
    const id = parseEntityId(rawId);
    const deleted = id === undefined ? 0 : await em.nativeDelete(Project, { id, owner });
    if (!deleted) throw new NotFoundError(messages.projectNotFound);
  }

  /**
   * Records user activity on a project (a document uploaded, an answer saved): a not-started project
   * moves to in progress and the project becomes the most recently updated. Call it with the
   * EntityManager of the caller's transaction so it commits or rolls back with the activity itself.
   * Written directly in SQL, so a stale copy can never move a completed project back.
   */
  async markActivity(em: Em, project: Pick<Project, 'id'>): Promise<void> {
    await em.nativeUpdate(Project, { id: project.id, status: 'not_started' }, { status: 'in_progress' });
    await em.nativeUpdate(Project, { id: project.id }, { updatedAt: new Date() });
  }
}
