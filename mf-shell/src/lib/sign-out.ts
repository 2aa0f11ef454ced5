import { SignOutDocument } from '@gap/schema/graphql';
import { endSession } from '@gap/schema/web';
import { getApolloClient } from '@/lib/apollo';

/**
 * Revokes the token on the server, then drops it here and goes to /login. The local sign-out happens
 * whatever the server answers (offline, token already expired): the user asked to leave.
 */
export async function signOut(): Promise<void> {
  try {
    await getApolloClient().mutate({ mutation: SignOutDocument });
  } catch {
    // Nothing to do: the session ends locally below.
  } finally {
    endSession();
  }
}
