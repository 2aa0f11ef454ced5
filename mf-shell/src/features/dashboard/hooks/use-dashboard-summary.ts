import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { removeToken } from '@/lib/auth-token';
import { getCreditBalance } from '../api/get-credit-balance';
import { getDashboardStats } from '../api/get-dashboard-stats';
import { getRecentProjects, type RecentProject } from '../api/get-recent-projects';

/** The four stat cards; a figure whose call failed is undefined. */
export interface DashboardStats {
  activeProjects?: number;
  completedProjects?: number;
  availableCredits?: number;
  highRiskFindings?: number;
}

export interface DashboardSummary {
  loading: boolean;
  stats: DashboardStats;
  /** The stats or the credits call failed: some cards have no figure. */
  statsError: Error | undefined;
  /** The 3 most recently updated projects (SPEC 9). */
  recentProjects: RecentProject[];
  projectsError: Error | undefined;
  retry: () => void;
}

interface Loaded {
  stats: DashboardStats;
  statsError?: Error;
  recentProjects: RecentProject[];
  projectsError?: Error;
}

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));

/** Each call settles on its own, so one failing section never blanks the others. */
async function loadSummary(): Promise<Loaded> {
  const [stats, credits, projects] = await Promise.allSettled([getDashboardStats(), getCreditBalance(), getRecentProjects()]);
  const failed = [stats, credits, projects].find((result) => result.status === 'rejected');
  if (failed?.status === 'rejected' && failed.reason instanceof ApiError && failed.reason.status === 401) throw failed.reason;
  return {
    stats: {
      ...(stats.status === 'fulfilled' ? stats.value : {}),
      availableCredits: credits.status === 'fulfilled' ? credits.value : undefined,
    },
    statsError: stats.status === 'rejected' ? asError(stats.reason) : credits.status === 'rejected' ? asError(credits.reason) : undefined,
    recentProjects: projects.status === 'fulfilled' ? projects.value : [],
    projectsError: projects.status === 'rejected' ? asError(projects.reason) : undefined,
  };
}

/** The dashboard's data: stats, credit balance and recent projects from the REST facade. */
export function useDashboardSummary(): DashboardSummary {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoaded(undefined);
    loadSummary().then(
      (summary) => active && setLoaded(summary),
      () => {
        // Only a 401 rejects: the session is gone.
        if (!active) return;
        removeToken();
        navigate(paths.login, { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt, navigate]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    loading: loaded === undefined,
    stats: loaded?.stats ?? {},
    statsError: loaded?.statsError,
    recentProjects: loaded?.recentProjects ?? [],
    projectsError: loaded?.projectsError,
    retry,
  };
}
