import type { Em } from '../../db/orm.js';
import { User } from '../users/user.entity.js';

/**
 * The user a sign-in session still belongs to, or undefined: the user's token version has moved on (signed out
 * everywhere, password reset) or this token's id was revoked (signed out). Checked on every request and on
 * every re-check of an open stream.
 */
export async function liveSessionUser(em: Em, session: { userId: number; tokenVersion: number; jti?: string }): Promise<User | undefined> {
  const [user, revoked] = await Promise.all([
    em.findOne(User, { id: session.userId }),
    session.jti ? em.execute<unknown[]>('select 1 from revoked_tokens where jti = ?', [session.jti]) : [],
  ]);
  return user && user.tokenVersion === session.tokenVersion && revoked.length === 0 ? user : undefined;
}
