import { useQuery } from '@apollo/client/react';
import { MeDocument, type MeQuery } from '@gap/schema/graphql';

export type CurrentUser = MeQuery['me'];

/**
 * The signed-in user. The shell's guard asks `me` once before anything renders; every other reader (the page
 * frame, any remote) gets it from the shared cache without another request.
 */
export function useCurrentUser(): { user: CurrentUser | undefined; loading: boolean } {
  const { data, loading } = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  return { user: data?.me, loading };
}

/** How the product names a person: first and last name, else the username (the gateway's `updatedByName` rule). */
export const userDisplayName = (user: Pick<CurrentUser, 'firstName' | 'lastName' | 'username'> | null | undefined): string =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || user?.username || '';
