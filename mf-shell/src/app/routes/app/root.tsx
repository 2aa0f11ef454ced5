import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { RemoteApp } from '@/components/remotes/remote-app';
import { AuthGuard } from '@/lib/auth';
import { findRemoteForPath } from '@/lib/remotes';
import { AuthenticatedProvider } from '../../authenticated-provider';
import { DashboardRoute } from './dashboard';
import { NotFoundResult } from '../not-found';

const ApiTokensRoute = lazy(() => import('./api-tokens'));
const AccountSettingsRoute = lazy(() => import('./account-settings'));

/**
 * The authenticated area: the shell's dashboard or a remote's routes (patterns from @gap/schema) inside the page
 * frame. Remotes render their own <Routes> with absolute paths, so they are mounted here, under the root splat
 * route, rather than under a nested <Route path> that would make their paths relative.
 */
export default function AppRoot() {
  const { pathname } = useLocation();
  const remote = findRemoteForPath(pathname);
  const settingsPage = matchPath(paths.apiTokens, pathname) ? <ApiTokensRoute /> : matchPath(paths.accountSettings, pathname) ? <AccountSettingsRoute /> : undefined;
  const page = settingsPage ? (
    <Suspense fallback={<Skeleton active />}>{settingsPage}</Suspense>
  ) : matchPath(paths.dashboard, pathname) ? (
    <DashboardRoute />
  ) : (
    <NotFoundResult to={paths.dashboard} label="Back to Dashboard" />
  );

  return (
    <AuthenticatedProvider>
      <AuthGuard>
        <DashboardLayout>{remote ? <RemoteApp key={remote.name} remote={remote} /> : page}</DashboardLayout>
      </AuthGuard>
    </AuthenticatedProvider>
  );
}
