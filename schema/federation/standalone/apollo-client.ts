import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { tokenStorageKey } from '@gap/schema';

/** Apollo Client of the standalone dev page; inside the shell the remote uses the shell's client. */
export function createStandaloneApolloClient(): ApolloClient {
  const authLink = new ApolloLink((operation, forward) => {
    const token = window.localStorage.getItem(tokenStorageKey);
    if (token) {
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, Authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri: new URL('/graphql', window.location.origin).href })]),
    cache: new InMemoryCache(),
  });
}
