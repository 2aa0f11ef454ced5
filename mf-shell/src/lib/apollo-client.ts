import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { getToken, removeToken } from './auth-token';

interface ApolloClientOptions {
  /** Called after a 401 / UNAUTHENTICATED answer has removed the stored token. */
  onUnauthenticated: () => void;
}

/** Adds the stored bearer token to every operation. */
const authLink = new ApolloLink((operation, forward) => {
  const token = getToken();
  if (token) {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, Authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

const isUnauthenticated = (error: unknown): boolean =>
  (ServerError.is(error) && error.statusCode === 401) ||
  (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));

/**
 * The one Apollo Client of the product. The shell creates it; remotes rendered inside the shell reach it through
 * the shared `@apollo/client/react` singleton and the shell's ApolloProvider.
 */
export function createApolloClient({ onUnauthenticated }: ApolloClientOptions): ApolloClient {
  const errorLink = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) {
      removeToken();
      onUnauthenticated();
    }
  });
  const httpLink = new HttpLink({ uri: new URL('/graphql', window.location.origin).href, credentials: 'include' });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, httpLink]),
    cache: new InMemoryCache(),
    // SPEC 7: no automatic retry (Apollo has none unless a RetryLink is added), no refetch on focus.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
