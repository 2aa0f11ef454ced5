import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { RemoteApp } from '@/components/remotes/remote-app';
import { paths } from '@/config/paths';
import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher';
import { AuthGuard } from '@/lib/auth';
import { findRemoteForPath } from '@/lib/remotes';
import { AuthenticatedProvider } from '../../authenticated-provider';
import { NotFoundResult } from '../not-found';
import { DashboardRoute } from './dashboard';

const ApiTokensRoute = lazy(() => import('./api-tokens'));
const AccountSettingsRoute = lazy(() => import('./account-settings'));
const WorkspaceMembersRoute = lazy(() => import('./workspace-members'));
const WorkspaceActivityRoute = lazy(() => import('./workspace-activity'));
const AcceptInvitationRoute = lazy(() => import('./accept-invitation'));

/** The shell's own pages under the frame, loaded when visited. */
const shellPages = [
  { path: paths.apiTokens, Page: ApiTokensRoute },
  { path: paths.accountSettings, Page: AccountSettingsRoute },
  { path: paths.workspaceMembers, Page: WorkspaceMembersRoute },
  { path: paths.workspaceActivity, Page: WorkspaceActivityRoute },
  { path: paths.acceptInvitation, Page: AcceptInvitationRoute },
];

/**
 * The authenticated area: the shell's dashboard or a remote's routes (patterns from @gap/schema) inside the page
 * frame. Remotes render their own <Routes> with absolute paths, so they are mounted here, under the root splat
 * route, rather than under a nested <Route path> that would make their paths relative.
 */
export default function AppRoot() {
  const { pathname } = useLocation();
  const remote = findRemoteForPath(pathname);
  const ShellPage = shellPages.find(({ path }) => matchPath(path, pathname))?.Page;
  const page = ShellPage ? (
    <Suspense fallback={<Skeleton active />}>
      <ShellPage />
    </Suspense>
  ) : matchPath(paths.dashboard, pathname) ? (
    <DashboardRoute />
  ) : (
    <NotFoundResult to={paths.dashboard} label="Back to Dashboard" />
  );

  return (
    <AuthenticatedProvider>
      <AuthGuard>
        <DashboardLayout workspaceSwitcher={(compact) => <WorkspaceSwitcher membersPath={paths.workspaceMembers} activityPath={paths.workspaceActivity} projectsPath={paths.projects} compact={compact} />}>{remote ? <RemoteApp key={remote.name} remote={remote} /> : page}</DashboardLayout>
      </AuthGuard>
    </AuthenticatedProvider>
  );
}
