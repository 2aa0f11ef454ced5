import type { Services } from '../../app/services.js';
import type { Em } from '../../db/orm.js';
import type { Credential } from '../auth/credentials.js';
import type { UserProfile } from '../users/user-profile.js';
import type { User } from '../users/user.entity.js';
import { isApiTokenSecret, type ApiTokenGrant } from './api-token.service.js';

/**
 * Who a bearer value speaks for: a sign-in JWT gives the user, an API token the user and the token's grant.
 * `profile` is set whenever `user` is; for a sign-in JWT `user` is built (a managed entity) when first read, so
 * checks and reads that only need the profile never build it.
 */
export interface Caller {
  user?: User;
  profile?: UserProfile;
  apiToken?: ApiTokenGrant;
  /** What the caller authenticated with; open streams watch it (see Credentials). */
  credential?: Credential;
}

/**
 * The one place every transport (REST, GraphQL over HTTP, graphql-ws) resolves `Authorization: Bearer …`.
 * Anything invalid, expired or revoked is anonymous; an API token past its rate limit throws 429.
 */
export async function authenticateBearer(services: Services, em: Em, bearer: string | undefined): Promise<Caller> {
  if (isApiTokenSecret(bearer)) {
    const caller = await services.apiTokens.authenticate(em, bearer);
    return caller ? { user: caller.user, profile: caller.user, apiToken: caller.grant, credential: caller.credential } : {};
  }
  return (await services.auth.authenticateSession(em, bearer)) ?? {};
}
