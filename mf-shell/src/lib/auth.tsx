import { useQuery } from '@apollo/client/react';
import { type MeQuery, MeDocument } from '@gap/schema/graphql';
import { Flex, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getToken, removeToken } from './auth-token';

type AuthStatus = 'checking' | 'authenticated' | 'unauthenticated';

/**
 * SPEC 4: no stored token, a non-ok GET /api/user or a failed request mean unauthenticated; a non-ok answer
 * also removes the token; a failed request is logged.
 */
async function checkAuthentication(): Promise<AuthStatus> {
  const token = getToken();
  if (!token) return 'unauthenticated';
  try {
    const response = await fetch('/api/user', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      credentials: 'include',
    });
    if (response.ok) return 'authenticated';
    removeToken();
    return 'unauthenticated';
  } catch (error) {
    console.error('Authentication check failed', error);
    return 'unauthenticated';
  }
}

/** Withholds protected content behind a spinner until the token is verified; redirects to /login otherwise. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('checking');

  useEffect(() => {
    let active = true;
    void checkAuthentication().then((result) => {
      if (active) setStatus(result);
    });
    return () => {
      active = false;
    };
  }, []);

  if (status === 'checking') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" aria-label="Checking your session" />
      </Flex>
    );
  }
  if (status === 'unauthenticated') return <Navigate to={paths.login} replace />;
  return children;
}

export type CurrentUser = MeQuery['me'];

/** The signed-in user (GraphQL `me`), for the page frame's user summary. */
export function useCurrentUser(): { user: CurrentUser | undefined; loading: boolean } {
  const { data, loading } = useQuery(MeDocument);
  return { user: data?.me, loading };
}
