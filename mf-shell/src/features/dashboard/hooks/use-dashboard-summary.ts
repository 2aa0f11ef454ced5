export interface DashboardStats {
  activeProjects: number;
  completedProjects: number;
  availableCredits: number;
  highRiskFindings: number;
}

export interface RecentProject {
  id: number;
  name: string;
  status: 'not_started' | 'in_progress' | 'completed';
  progress: number;
  updatedAt: string;
}

export interface DashboardSummary {
  loading: boolean;
  stats: DashboardStats;
  /** The 3 most recently updated projects (SPEC 9). */
  recentProjects: RecentProject[];
}

const emptySummary: DashboardSummary = {
  loading: false,
  stats: { activeProjects: 0, completedProjects: 0, availableCredits: 0, highRiskFindings: 0 },
  recentProjects: [],
};

/**
 * The dashboard's data. Placeholder until the projects, credits and dashboard-stats operations exist in
 * @gap/schema; the components already take loading, stats and recent projects from here.
 */
export const useDashboardSummary = (): DashboardSummary => emptySummary;
