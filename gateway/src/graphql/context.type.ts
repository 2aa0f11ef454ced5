import type { Services } from '../app/services.js';
import type { Em } from '../db/orm.js';
import type { Logger } from '../lib/logger.js';
import type { ApiTokenGrant } from '../modules/api-tokens/api-token.service.js';
import type { Credential } from '../modules/auth/credentials.js';
import type { UserProfile } from '../modules/users/user-profile.js';
import type { User } from '../modules/users/user.entity.js';

/** What every resolver receives: a fresh EntityManager, the signed-in user if any, and the shared services. */
export interface Context {
  em: Em;
  user?: User;
  /** The signed-in user's own fields, set with `user` (reading it never builds the entity; see Caller). */
  profile?: UserProfile;
  /** The bearer token the user was authenticated with (sign-out revokes it). */
  token?: string;
  /** Set when the caller authenticated with a personal API token (its id and scope). */
  apiToken?: ApiTokenGrant;
  /** What the bearer stands for (a stream ticket carries it, so the stream ends when it is revoked). */
  credential?: Credential;
  requestId: string;
  ip: string;
  /** The origin the request was made to (scheme and host), for links the gateway hands out; absent over the websocket. */
  origin?: string;
  log: Logger;
  services: Services;
}

export type AuthenticatedContext = Context & { user: User; profile: UserProfile };
