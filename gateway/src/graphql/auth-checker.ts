import type { AuthChecker } from 'type-graphql';
import { UnauthenticatedError } from '../lib/errors.js';
import type { Context } from './context.type.js';

/** `@Authorized()` means signed in; `@Authorized('admin')` also needs an administrator. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.profile) throw new UnauthenticatedError();
  if (roles.includes('admin')) return context.profile.isAdmin;
  return true;
};
