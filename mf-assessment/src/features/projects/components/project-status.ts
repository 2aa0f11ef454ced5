import { paths } from '@/config/paths';
import type { ProjectStatus } from '@/types/api';

interface StatusView {
  label: string;
  /** antd Tag colour: grey, amber, green (SPEC 4). */
  color: string;
  action: string;
  actionPath: (id: number) => string;
}

/** SPEC 4, project status table. */
export const projectStatusViews: Record<ProjectStatus, StatusView> = {
  not_started: { label: 'Not Started', color: 'default', action: 'Start Assessment', actionPath: paths.projectAssessment },
  in_progress: { label: 'In Progress', color: 'gold', action: 'Continue', actionPath: paths.projectAssessment },
  completed: { label: 'Completed', color: 'green', action: 'View Report', actionPath: paths.gapAssessment },
};

export const statusViewOf = (status: ProjectStatus): StatusView => projectStatusViews[status] ?? projectStatusViews.not_started;
