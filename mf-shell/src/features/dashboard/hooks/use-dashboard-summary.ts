import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { limits } from '@gap/schema';
import { CreditBalanceDocument, DashboardStatsDocument, type RecentProjectsQuery, RecentProjectsDocument } from '@gap/schema/graphql';
import { usePollWhile } from '@gap/schema/web';

export type RecentProject = RecentProjectsQuery['projects'][number];

/** The four stat cards; a figure whose query failed is undefined. */
export interface DashboardStats {
  activeProjects?: number;
  completedProjects?: number;
  availableCredits?: number;
  highRiskFindings?: number;
}

export interface DashboardSummary {
  loading: boolean;
  stats: DashboardStats;
  /** The stats or the credits query failed: some cards have no figure. */
  statsError: Error | undefined;
  /** The 3 most recently updated projects (SPEC 9). */
  recentProjects: RecentProject[];
  projectsError: Error | undefined;
  retry: () => void;
}

const newestFirst = (a: RecentProject, b: RecentProject) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

/**
 * The dashboard's data from the shared cache: three queries that settle on their own, so one failing section
 * never blanks the others. Mutations anywhere (a new project, a purchase) evict what they change, so the
 * dashboard is current whenever it is shown. A rejected session is handled by the client's error link.
 */
export function useDashboardSummary(): DashboardSummary {
  const stats = useQuery(DashboardStatsDocument);
  const credits = useQuery(CreditBalanceDocument);
  const projects = useQuery(RecentProjectsDocument, { variables: { limit: limits.dashboardRecentProjects } });
  // The example project a new account receives fills in (documents, assessment, counts) while the dashboard is shown.
  const preparing = projects.data?.projects.some((project) => project.examplePreparing) ?? false;
  usePollWhile(preparing, projects);
  usePollWhile(preparing, stats);

  const { refetch: refetchStats } = stats;
  const { refetch: refetchCredits } = credits;
  const { refetch: refetchProjects } = projects;
  const statsFailed = Boolean(stats.error);
  const creditsFailed = Boolean(credits.error);
  const projectsFailed = Boolean(projects.error);
  const retry = useCallback(() => {
    if (statsFailed) void refetchStats().catch(() => undefined);
    if (creditsFailed) void refetchCredits().catch(() => undefined);
    if (projectsFailed) void refetchProjects().catch(() => undefined);
  }, [statsFailed, creditsFailed, projectsFailed, refetchStats, refetchCredits, refetchProjects]);

  return {
    // A first read only: a poll or a refetch keeps what is shown on screen (Apollo 4 reports loading for those too).
    loading: [stats, credits, projects].some((query) => query.loading && !query.data),
    stats: { ...stats.data?.dashboardStats, availableCredits: credits.data?.credits.availableCredits },
    statsError: stats.error ?? credits.error,
    recentProjects: [...(projects.data?.projects ?? [])].sort(newestFirst).slice(0, limits.dashboardRecentProjects),
    projectsError: projects.error,
    retry,
  };
}
