import { paths } from '@/config/paths';
import { WorkspaceActivityPage } from '@/features/workspaces/components/workspace-activity-page';

/** /workspace/activity: the current workspace's recorded changes, filterable by kind and person. */
export default function WorkspaceActivityRoute() {
  return <WorkspaceActivityPage membersPath={paths.workspaceMembers} />;
}
