import type { NextFunction, Request, Response } from 'express';
import type { ParamsDictionary } from 'express-serve-static-core';
import type { Services } from '../app/services.js';
import { UnauthenticatedError } from '../lib/errors.js';
import type { Credential } from '../modules/auth/credentials.js';
import type { UserProfile } from '../modules/users/user-profile.js';
import type { User } from '../modules/users/user.entity.js';
import { resolveUser } from './authenticate.js';

/**
 * A request whose bearer resolved to a user: the handler reads `req.user`, `req.profile` and `req.credential`
 * without a check (`req.profile` where plain fields do: it never builds the entity).
 */
export type AuthenticatedRequest<P = ParamsDictionary> = Request<P> & { user: User; profile: UserProfile; credential: Credential };

export type AuthenticatedHandler<P = ParamsDictionary> = (req: AuthenticatedRequest<P>, res: Response) => unknown;

/** Resolves the bearer token to a user (once per request); a missing, invalid, expired or revoked token answers 401. */
export function requireUser(services: Services) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    await resolveUser(services, req);
    if (!req.profile) throw new UnauthenticatedError();
    next();
  };
}

/**
 * Wraps a route handler that needs a signed-in user: the same 401 as `requireUser` when there is none,
 * otherwise the handler gets the request typed with its user and credential (always set together).
 */
export function authenticatedRoutes(services: Services) {
  return <P = ParamsDictionary>(handler: AuthenticatedHandler<P>) =>
    async (req: Request<P>, res: Response): Promise<void> => {
      await resolveUser(services, req as Request);
      if (!isAuthenticated(req)) throw new UnauthenticatedError();
      await handler(req, res);
    };
}

function isAuthenticated<P>(req: Request<P>): req is AuthenticatedRequest<P> {
  return req.profile !== undefined && req.credential !== undefined;
}
