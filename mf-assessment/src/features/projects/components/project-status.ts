import type { ProjectStatus } from '@gap/schema/graphql';
import { paths } from '@/config/paths';

interface StatusAction {
  action: string;
  actionPath: (id: number | string) => string;
}

/** SPEC 4, project status table: the card's action (the badge is the shared ProjectStatusTag). */
export const projectStatusActions: Record<ProjectStatus, StatusAction> = {
  not_started: { action: 'Start Assessment', actionPath: paths.projectAssessment },
  in_progress: { action: 'Continue', actionPath: paths.projectAssessment },
  completed: { action: 'View Report', actionPath: paths.gapAssessment },
};

export const statusActionOf = (status: ProjectStatus): StatusAction => projectStatusActions[status] ?? projectStatusActions.not_started;
