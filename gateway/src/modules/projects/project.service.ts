import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { User } from '../users/user.entity.js';
import { lockUser } from '../users/user.repository.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { Project } from './project.entity.js';
import type { CreateProjectInput, ListProjectsInput } from './project.inputs.js';
import { listProjectsOf, projectCountOf } from './project.repository.js';
import type { ProjectType } from './project.types.js';

/** The project quota's refusal (409): names the limit and what to do. */
export const projectQuotaMessage = (limit: number) =>
  `You have reached the limit of ${limit} projects per user. Delete a project you no longer need to create a new one.`;

export interface ProjectQuotas {
  /** Projects one user may own, the trial's example included (QUOTA_PROJECTS_PER_USER). */
  projectsPerUser: number;
}

/** Projects belong to their creator; every read and write goes through ownership, never a bare id. */
export class ProjectService {
  constructor(private readonly quotas: ProjectQuotas = { projectsPerUser: 200 }) {}

  /** The owner's projects in their public shape, most recently updated first, at most `limit` (bounded by limits.projectListMax). */
  list(em: Em, owner: Pick<User, 'id'>, input: ListProjectsInput): Promise<ProjectType[]> {
    return listProjectsOf(em, owner.id, input.limit);
  }

  /**
   * A new project of the owner; 409 when the owner already has QUOTA_PROJECTS_PER_USER. The owner's row is locked
   * while counting, so concurrent creates (on any gateway) cannot pass the quota together.
   */
  async create(em: Em, owner: User, input: CreateProjectInput): Promise<Project> {
    return em.transactional(async (tx) => {
      await lockUser(tx, owner.id);
      if ((await projectCountOf(tx, owner.id)) >= this.quotas.projectsPerUser) throw new ConflictError(projectQuotaMessage(this.quotas.projectsPerUser));
      const project = tx.create(Project, { owner, ...input, status: 'not_started', progress: 0, documentCount: 0 });
      await tx.flush();
      return project;
    });
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
