import type { Em } from '../../db/orm.js';
import type { User } from '../users/user.entity.js';
import type { WorkspaceService } from '../workspaces/workspace.service.js';
import { Project } from './project.entity.js';

export interface DashboardStats {
  activeProjects: number;
  completedProjects: number;
  highRiskFindings: number;
}

/**
 * Extension point for the gap-assessment module: counts the workspace's high-risk findings (latest run of
 * each project). Until findings exist, the composition root wires `noFindingsYet`.
 */
export type HighRiskFindingCounter = (em: Em, workspaceId: number) => Promise<number>;

export const noFindingsYet: HighRiskFindingCounter = async () => 0;

/** The dashboard's stat cards for the workspace the caller works in (or names). */
export class DashboardService {
  constructor(
    private readonly workspaces: WorkspaceService,
    private readonly countHighRiskFindings: HighRiskFindingCounter = noFindingsYet,
  ) {}

  async stats(em: Em, caller: Pick<User, 'id'>, workspaceId?: unknown): Promise<DashboardStats> {
    const workspace = (await this.workspaces.resolve(em, caller.id, workspaceId)).workspaceId;
    // Sequential on purpose: one EntityManager, and PGlite runs one query at a time anyway.
    const activeProjects = await em.count(Project, { workspace, status: { $ne: 'completed' } });
    const completedProjects = await em.count(Project, { workspace, status: 'completed' });
    const highRiskFindings = await this.countHighRiskFindings(em, workspace);
    return { activeProjects, completedProjects, highRiskFindings };
  }
}
