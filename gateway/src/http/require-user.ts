import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../app/services.js';
import { UnauthenticatedError } from '../lib/errors.js';
import { bearerToken } from './request-context.js';

/** Resolves the bearer token to a user; a missing, invalid, expired or revoked token answers 401. */
export function requireUser(services: Services) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const user = await services.auth.authenticate(req.em, bearerToken(req.get('authorization')));
    if (!user) throw new UnauthenticatedError();
    req.user = user;
    next();
  };
}
