import { limits } from '@gap/schema';
import { apiRequest } from '@/lib/api-client';

export type ProjectStatus = 'not_started' | 'in_progress' | 'completed';

export interface RecentProject {
  id: number;
  name: string;
  status: ProjectStatus;
  progress: number;
  updatedAt: string;
}

/** The most recently updated projects (SPEC 9: 3); the server sorts by updatedAt, newest first. */
export async function getRecentProjects(): Promise<RecentProject[]> {
  const projects = await apiRequest<RecentProject[]>(`/api/projects?limit=${limits.dashboardRecentProjects}`);
  return [...projects]
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, limits.dashboardRecentProjects);
}
