import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { authorizationHeader, endSession } from '../session';
import { typePolicies } from './type-policies';

/** The cache every client and every test uses: one set of type policies. */
export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies });

/** Adds the stored bearer token to every operation (read per operation: sign-in changes it). */
const authLink = new ApolloLink((operation, forward) => {
  const headers = authorizationHeader();
  operation.setContext(({ headers: current = {} }: { headers?: Record<string, string> }) => ({ headers: { ...current, ...headers } }));
  return forward(operation);
});

const isUnauthenticated = (error: unknown): boolean =>
  (ServerError.is(error) && error.statusCode === 401) ||
  (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));

/**
 * The one place a rejected token is handled for GraphQL: only when the operation carried a token (a failed
 * sign-in is the form's business), the token is dropped and the app goes to /login.
 */
const errorLink = new ErrorLink(({ error, operation }) => {
  const sentToken = Boolean((operation.getContext().headers as Record<string, string> | undefined)?.Authorization);
  if (sentToken && isUnauthenticated(error)) endSession();
});

/**
 * Subscriptions (run and crawl progress) over graphql-ws on the same /graphql path. The socket opens with the
 * first subscription and closes with the last, sending the token stored at that moment; it is not retried
 * (SPEC 7): a dropped socket ends its subscriptions with an error, which the screen reports.
 */
function subscriptionLink(): ApolloLink {
  const url = new URL('/graphql', window.location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(
    createClient({
      url: url.href,
      lazy: true,
      retryAttempts: 0,
      connectionParams: () => {
        const { Authorization } = authorizationHeader();
        return Authorization ? { authorization: Authorization } : {};
      },
    }),
  );
}

/**
 * The Apollo Client of the product: the shell creates one and shares it with every remote; a remote's standalone
 * page creates its own. SPEC 7: no retry (no RetryLink), no refetch on focus or interval (Apollo has none unless
 * asked), cached data is not stale until a mutation evicts it.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: new URL('/graphql', window.location.origin).href, credentials: 'include' });
  const transport = ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, subscriptionLink(), http);
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, transport]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
