import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSessionEndedHandler } from '@gap/schema/web';
import { paths } from '@/config/paths';
import { getApolloClient } from './apollo';

/** Provides the one Apollo Client to the authenticated area; a rejected token anywhere sends the user to /login. */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => setSessionEndedHandler(() => navigate(paths.login, { replace: true })), [navigate]);
  return <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>;
}
