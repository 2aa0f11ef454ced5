import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getToken } from '@gap/schema/web/session';
import { paths } from '@/config/paths';

/** /login and /register send a visitor who already holds a token to the dashboard. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  if (getToken()) return <Navigate to={paths.dashboard} replace />;
  return children;
}
