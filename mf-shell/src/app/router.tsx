import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { getToken } from '@gap/schema/web/session';
import { paths } from '@/config/paths';
import { findRemoteForPath } from '@/lib/remotes';

// Route-level code splitting: /login downloads neither the landing page nor the authenticated area.
const LandingRoute = lazy(() => import('./routes/landing'));
const LoginRoute = lazy(() => import('./routes/auth/login'));
const RegisterRoute = lazy(() => import('./routes/auth/register'));
const AppRoot = lazy(() => import('./routes/app/root'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

function PageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

/**
 * Any other path: the authenticated area when the shell or a remote owns it, else the 404 page: inside the page
 * frame (sidebar and header kept) for a visitor holding a token, alone for anyone else.
 */
function AuthenticatedOrNotFound() {
  const { pathname } = useLocation();
  const owned = [paths.dashboard, paths.apiTokens, paths.accountSettings, paths.workspaceMembers, paths.workspaceActivity, paths.acceptInvitation].some((path) => matchPath(path, pathname) !== null) || findRemoteForPath(pathname) !== undefined;
  return owned || getToken() ? <AppRoot /> : <NotFoundRoute />;
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={paths.home} element={<LandingRoute />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.register} element={<RegisterRoute />} />
        <Route path="*" element={<AuthenticatedOrNotFound />} />
      </Routes>
    </Suspense>
  );
}
