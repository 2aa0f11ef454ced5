import { apiRequest } from '@/lib/api-client';

/** GET /api/assessment/dashboard-stats. */
export interface ProjectStats {
  activeProjects: number;
  completedProjects: number;
  highRiskFindings: number;
}

export const getDashboardStats = (): Promise<ProjectStats> => apiRequest<ProjectStats>('/api/assessment/dashboard-stats');
