import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '@gap/schema/web';

let client: ApolloClient | undefined;

/**
 * The product's one Apollo Client, created on first use so the public pages do not load it before a sign-in.
 * The authenticated area provides it to the dashboard and to every remote (shared `@apollo/client` singleton).
 */
export const getApolloClient = (): ApolloClient => (client ??= createApolloClient());
