import { paths } from '@/config/paths';
import { MembersPage } from '@/features/workspaces/components/members-page';

/** /workspace/members: the current workspace's name, members and (for owners) invitations. */
export default function WorkspaceMembersRoute() {
  return <MembersPage afterLeavingPath={paths.dashboard} activityPath={paths.workspaceActivity} />;
}
