import { apiTokenMessages } from '@gap/schema';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { ForbiddenError } from '../../lib/errors.js';

/** Tokens and sessions are managed from a signed-in session only: a leaked API token cannot mint, revoke or sign out others. */
export function assertSignedInSession(ctx: AuthenticatedContext): void {
  if (ctx.apiToken) throw new ForbiddenError(apiTokenMessages.sessionOnly);
}
