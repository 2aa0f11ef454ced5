import type { NextFunction, Request, Response } from 'express';
import { apiTokenMessages } from '@gap/schema';
import type { Services } from '../app/services.js';
import { ownDatabaseLane } from '../db/database-lanes.js';
import { ForbiddenError } from '../lib/errors.js';
import type { ApiTokenGrant } from '../modules/api-tokens/api-token.service.js';
import { authenticateBearer } from '../modules/api-tokens/bearer.js';
import type { Credential } from '../modules/auth/credentials.js';
import type { UserProfile } from '../modules/users/user-profile.js';
import { bearerToken } from './request-context.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set once the bearer token was checked (req.user is then the answer, possibly undefined). */
    authChecked?: boolean;
    /** Set when the bearer was a personal API token (its id and scope). */
    apiToken?: ApiTokenGrant;
    /** What the bearer stands for, when it authenticated (open streams watch it). */
    credential?: Credential;
    /** The signed-in user's own fields (set with `user`; reading it never builds the entity). */
    profile?: UserProfile;
  }
}

/**
 * Resolves the bearer token before any body is read, so that size caps and refusals can depend on who is
 * calling. Never refuses a bad credential: a missing, invalid, expired or revoked token (JWT or API token)
 * makes the request anonymous (public operations still work with a stale token in the browser);
 * `requireUser` answers 401 where a user is needed. An API token past its rate limit answers 429.
 */
export function authenticateRequest(services: Services) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    await resolveUser(services, req);
    next();
  };
}

export async function resolveUser(services: Services, req: Request): Promise<void> {
  if (req.authChecked) return;
  const caller = await authenticateBearer(services, req.em, bearerToken(req.get('authorization')));
  // `user` stays lazy (see Caller and requestFields): whether someone is signed in is asked of `profile`.
  req.caller = caller;
  req.profile = caller.profile;
  req.apiToken = caller.apiToken;
  req.credential = caller.credential;
  req.authChecked = true;
  ownDatabaseLane(caller.profile?.id);
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POSTs that only read (paths under /api): a run's stream ticket, a knowledge search, signing out (a no-op for a token). */
const readOnlyPosts = [/^\/runs\/[^/]+\/stream-token$/, /^\/knowledge\/search$/, /^\/auth\/sign-out$/];

/** REST: a read-only API token may only read (403 on any other method, before the body is read). */
export function refuseReadOnlyWrites(req: Request, _res: Response, next: NextFunction): void {
  if (req.apiToken?.scope !== 'read' || readMethods.has(req.method)) return next();
  if (req.method === 'POST' && readOnlyPosts.some((pattern) => pattern.test(req.path))) return next();
  throw new ForbiddenError(apiTokenMessages.readOnly);
}
