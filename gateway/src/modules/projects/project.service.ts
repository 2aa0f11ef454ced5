import { DeadlockException } from '@mikro-orm/core';
import { messages } from '@gap/schema';
import type { WorkspaceRole } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { connectionFrom, type Connection, type InstantIdKey, type PageRequest } from '../../lib/connection.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { User } from '../users/user.entity.js';
import { lockUser } from '../users/user.repository.js';
import type { WorkspaceAccess, WorkspaceService } from '../workspaces/workspace.service.js';
import { Project } from './project.entity.js';
import type { CreateProjectInput, ListProjectsInput } from './project.inputs.js';
import { listProjectsOf, projectCountOf, workspaceProjectCount } from './project.repository.js';
import type { ProjectType } from './project.types.js';

/** The project quota's refusal (409): names the limit and what to do. */
export const projectQuotaMessage = (limit: number) =>
  `You have reached the limit of ${limit} projects per user. Delete a project you no longer need to create a new one.`;

export interface ProjectQuotas {
  /** Projects one user may own, the trial's example included (QUOTA_PROJECTS_PER_USER). */
  projectsPerUser: number;
}

/** How often a project delete that met a deadlock is tried in all. */
const deleteAttempts = 3;

/**
 * Projects belong to a workspace (DESIGN section 6); their creator's quota counts them. Every read and write goes
 * through the caller's role in the project's workspace, never a bare id: a non-member gets not-found, a role too
 * weak 403.
 */
export class ProjectService {
  constructor(
    readonly workspaces: WorkspaceService,
    private readonly quotas: ProjectQuotas = { projectsPerUser: 200 },
  ) {}

  /** The workspace's projects in their public shape, most recently updated first, at most `size` (bounded by limits.projectListMax). */
  async list(em: Em, caller: Pick<User, 'id'>, input: ListProjectsInput, workspaceId?: unknown): Promise<ProjectType[]> {
    const workspace = await this.workspaces.resolve(em, caller.id, workspaceId);
    return (await listProjectsOf(em, workspace.workspaceId, input.size, input.after)).map((listed) => listed.project);
  }

  /** A page of the workspace's projects in the same order, with where it stands and how many there are. */
  async page(em: Em, caller: Pick<User, 'id'>, page: PageRequest<InstantIdKey>, workspaceId?: unknown): Promise<Connection<ProjectType>> {
    const workspace = await this.workspaces.resolve(em, caller.id, workspaceId);
    const rows = await listProjectsOf(em, workspace.workspaceId, page.size + 1, page.after);
    return connectionFrom(rows, page, await workspaceProjectCount(em, workspace.workspaceId), (row) => row.key, (row) => row.project);
  }

  /**
   * A new project of the owner; 409 when the owner already has QUOTA_PROJECTS_PER_USER. The owner's row is locked
   * while counting, so concurrent creates (on any gateway) cannot pass the quota together.
   */
  async create(em: Em, owner: User, input: CreateProjectInput, workspaceId?: unknown): Promise<Project> {
    const workspace = await this.workspaces.resolve(em, owner.id, workspaceId, 'editor');
    return em.transactional(async (tx) => {
      await lockUser(tx, owner.id);
      if ((await projectCountOf(tx, owner.id)) >= this.quotas.projectsPerUser) throw new ConflictError(projectQuotaMessage(this.quotas.projectsPerUser));
      const project = tx.create(Project, { owner, workspace: workspace.workspaceId, ...input, status: 'not_started', progress: 0, documentCount: 0 });
      await tx.flush();
      return project;
    });
  }

  /**
   * The project when it exists and the caller is a member of its workspace with at least `needed`: the same 404
   * whether it exists or not for anyone else, 403 naming the role for a member with a weaker one.
   */
  async requireProject(em: Em, caller: Pick<User, 'id'>, rawId: unknown, needed: WorkspaceRole): Promise<Project> {
    return (await this.requireProjectAccess(em, caller, rawId, needed)).project;
  }

  /** The same, with the workspace and the caller's role there. */
  async requireProjectAccess(em: Em, caller: Pick<User, 'id'>, rawId: unknown, needed: WorkspaceRole): Promise<{ project: Project; access: WorkspaceAccess }> {
    const id = parseEntityId(rawId);
    const access = id === undefined ? undefined : await this.workspaces.projectAccess(em, caller.id, id, needed);
    const project = access && id !== undefined ? await em.findOne(Project, { id }) : null;
    if (!project || !access) throw new NotFoundError(messages.projectNotFound);
    return { project, access };
  }

  /**
   * Deletes the project with everything that hangs off it (documents, stored bytes, evidence chunks, and
   * later answers and findings) in one statement, hence one transaction: the foreign keys cascade.
   * Credit history references projects with ON DELETE SET NULL and stays.
   */
  async delete(em: Em, caller: Pick<User, 'id'>, rawId: unknown): Promise<void> {
    const { project } = await this.requireProjectAccess(em, caller, rawId, 'owner');
    // The delete locks the project, then its children. Work still going on in it (a run, an upload, the trial's
    // preparation) may hold a child and then ask for the project: PostgreSQL cancels one of the two (deadlock
    // detected). When it cancels the delete, the delete runs again; the other side has finished or failed by then.
    for (let attempt = 1; ; attempt++) {
      try {
        const deleted = await em.nativeDelete(Project, { id: project.id });
        if (!deleted) throw new NotFoundError(messages.projectNotFound);
        return;
      } catch (error) {
        if (!(error instanceof DeadlockException) || attempt === deleteAttempts) throw error;
      }
    }
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
