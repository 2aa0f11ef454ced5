import { paths } from '@/config/paths';
import { AcceptInvitationPage } from '@/features/workspaces/components/accept-invitation-page';

/** /invitations/accept?token=…: joins the invitation's workspace and opens its dashboard. */
export default function AcceptInvitationRoute() {
  return <AcceptInvitationPage afterJoiningPath={paths.dashboard} homePath={paths.dashboard} />;
}
