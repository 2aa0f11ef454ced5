import type { Em } from '../../db/orm.js';
import type { User } from '../users/user.entity.js';
import { Project } from './project.entity.js';

export interface DashboardStats {
  activeProjects: number;
  completedProjects: number;
  highRiskFindings: number;
}

/**
 * Extension point for the gap-assessment module: counts the owner's high-risk findings (latest run of
 * each project). Until findings exist, the composition root wires `noFindingsYet`.
 */
export type HighRiskFindingCounter = (em: Em, owner: User) => Promise<number>;

export const noFindingsYet: HighRiskFindingCounter = async () => 0;

/** The dashboard's stat cards for one user. */
export class DashboardService {
  constructor(private readonly countHighRiskFindings: HighRiskFindingCounter = noFindingsYet) {}

  async stats(em: Em, owner: User): Promise<DashboardStats> {
    // Sequential on purpose: one EntityManager, and PGlite runs one query at a time anyway.
    const activeProjects = await em.count(Project, { owner, status: { $ne: 'completed' } });
    const completedProjects = await em.count(Project, { owner, status: 'completed' });
    const highRiskFindings = await this.countHighRiskFindings(em, owner);
    return { activeProjects, completedProjects, highRiskFindings };
  }
}
