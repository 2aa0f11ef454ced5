import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../lib/errors.js';
import type { Context } from './context.type.js';

/** `@Authorized()` means signed in; `@Authorized('admin')` also needs an administrator (else FORBIDDEN). */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.profile) throw new UnauthenticatedError();
  if (roles.includes('admin') && !context.profile.isAdmin) throw new ForbiddenError('Only an administrator can do this.');
  return true;
};
