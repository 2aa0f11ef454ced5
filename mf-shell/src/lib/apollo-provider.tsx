import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { createApolloClient } from './apollo-client';

/** Provides the one Apollo Client to the authenticated area; a 401 sends the user to /login. */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [client] = useState(() =>
    createApolloClient({ onUnauthenticated: () => navigateRef.current(paths.login, { replace: true }) }),
  );
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
