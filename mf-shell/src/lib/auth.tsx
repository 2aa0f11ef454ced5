import { useQuery } from '@apollo/client/react';
import { Flex, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MeDocument } from '@gap/schema/graphql';
import { getToken, removeToken } from '@gap/schema/web/session';
import { paths } from '@/config/paths';

/** A request that never got an answer (the network failed): the token may still be good. */
const isNetworkFailure = (error: Error) => error instanceof TypeError;

/**
 * SPEC 4: withholds protected content behind a spinner until `me` answers, once, over GraphQL; the answer stays
 * in the shared cache for the page frame and every remote (`useCurrentUser`). No stored token, an error answer or
 * a failed request mean /login; an error answer also removes the token; a failure is logged.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const token = getToken();
  const { pathname, search, hash } = useLocation();
  const { data, error } = useQuery(MeDocument, { skip: !token });

  useEffect(() => {
    if (!error) return;
    console.error('Authentication check failed', error);
    if (!isNetworkFailure(error)) removeToken();
  }, [error]);

  // The page asked for comes back after sign-in (LoginForm reads it from the router state).
  if (!token || error) return <Navigate to={paths.login} replace state={{ from: `${pathname}${search}${hash}` }} />;
  if (!data) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" aria-label="Checking your session" />
      </Flex>
    );
  }
  return children;
}
