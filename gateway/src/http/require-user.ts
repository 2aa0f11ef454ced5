import type { NextFunction, Request, Response } from 'express';
import type { Services } from '../app/services.js';
import { UnauthenticatedError } from '../lib/errors.js';
import { resolveUser } from './authenticate.js';

/** Resolves the bearer token to a user (once per request); a missing, invalid, expired or revoked token answers 401. */
export function requireUser(services: Services) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    await resolveUser(services, req);
    if (!req.user) throw new UnauthenticatedError();
    next();
  };
}
