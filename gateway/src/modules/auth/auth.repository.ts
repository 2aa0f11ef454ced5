import type { Em } from '../../db/orm.js';
import { utcIso } from '../../db/sql-time.js';
import type { UserProfile } from '../users/user-profile.js';
import { User } from '../users/user.entity.js';
import { lookalikeTranslation } from './username.js';

/** The users columns an ordinary load reads (lazy ones, the password hash, left out), from the entity's metadata. */
const userColumns = new WeakMap<object, string>();
function columnsOf(em: Em): string {
  const meta = em.getMetadata().get(User);
  let columns = userColumns.get(meta);
  if (!columns) {
    columns = meta.props
      .filter((prop) => !prop.lazy && !prop.formula && prop.fieldNames?.length)
      .flatMap((prop) => prop.fieldNames)
      .map((column) => `u.${em.getPlatform().quoteIdentifier(column)}`)
      .join(', ');
    userColumns.set(meta, columns);
  }
  return columns;
}

/** The user of a live session: the profile at once, the entity built in the EntityManager when first read. */
export interface SessionUser {
  profile: UserProfile;
  readonly user: User;
}

/**
 * A class, so that `user` is a getter on its prototype: a getter of the object's own (an object literal's `get`,
 * Object.defineProperty) is a property V8 keeps per object, and with it most of each request's objects survive
 * young-generation collections (docs/decisions/request-prototype-getters.md).
 */
class LiveSessionUser implements SessionUser {
  private entity?: User;

  constructor(
    private readonly em: Em,
    private readonly columns: Record<string, unknown>,
    readonly profile: UserProfile,
  ) {}

  get user(): User {
    return (this.entity ??= this.em.map(User, this.columns));
  }
}

/**
 * The user a sign-in session still belongs to, or undefined: the user's token version has moved on (signed out
 * everywhere, password reset) or this token's id was revoked (signed out). Checked on every request and on
 * every re-check of an open stream, so it is one statement (the user row and whether the token id is revoked),
 * one round trip and one pooled connection. Most requests only need the profile (plain data); mapping the row
 * to a managed entity (em.map) is left to the first read of `user`, a cost most requests never pay.
 */
export async function liveSessionUser(em: Em, session: { userId: number; tokenVersion: number; jti?: string }): Promise<SessionUser | undefined> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select ${columnsOf(em)}, ${utcIso('u."created_at"')} as created_at_utc, exists (select 1 from revoked_tokens where jti = ?) as session_revoked
     from users u where u.id = ?`,
    [session.jti ?? null, session.userId],
  );
  if (!row || row.session_revoked === true || row.token_version !== session.tokenVersion) return undefined;
  const { session_revoked: _revoked, created_at_utc: createdAt, ...columns } = row;
  const profile: UserProfile = {
    id: columns.id as number,
    username: columns.username as string,
    email: columns.email as string,
    firstName: columns.first_name as string | null,
    lastName: columns.last_name as string | null,
    role: columns.role as string,
    isAdmin: columns.is_admin as boolean,
    createdAt: new Date(createdAt as string),
  };
  return new LiveSessionUser(em, columns, profile);
}

/** Whether a personal API token still exists for its user (revoking one deletes it). */
export async function apiTokenExists(em: Em, tokenId: number, userId: number): Promise<boolean> {
  const rows = await em.execute<unknown[]>('select 1 from api_tokens where id = ? and user_id = ? limit 1', [tokenId, userId]);
  return rows.length > 0;
}

/** Serialises registrations inside the caller's transaction (the first account becomes the administrator). */
export async function lockRegistrations(tx: Em, lock: number): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?)', [lock]);
}

/** Remembers a signed-out token id until the token would have expired anyway; expired entries are dropped. */
export async function revokeSessionToken(em: Em, jti: string, expiresAt: Date): Promise<void> {
  await em.execute('delete from revoked_tokens where expires_at < now()');
  await em.execute('insert into revoked_tokens (jti, expires_at) values (?, ?) on conflict do nothing', [jti, expiresAt]);
}

/** Deletes every personal API token of the user (a password reset). */
/** Deletes every API token of the user and answers how many there were. */
export async function deleteApiTokensOf(tx: Em, userId: number): Promise<number> {
  const result = await tx.execute<{ affectedRows: number }>('delete from api_tokens where user_id = ?', [userId], 'run');
  return result.affectedRows;
}

/**
 * The id of a user whose name reads the same as this one: equal ignoring case, or once letters of other scripts drawn
 * like Latin ones are read as those (`сосо` and `coco`; see `lookalikeTranslation`). Registration refuses such a name.
 */
export async function userIdByLookalike(em: Em, username: string): Promise<number | undefined> {
  const { from, to } = lookalikeTranslation;
  const [row] = await em.execute<{ id: number }[]>('select id from users where translate(lower(username), ?, ?) = translate(lower(?), ?, ?) limit 1', [from, to, username, from, to]);
  return row?.id;
}

/** The id of the user with this username, compared case-insensitively. */
export async function userIdByUsername(em: Em, username: string): Promise<number | undefined> {
  const [row] = await em.execute<{ id: number }[]>('select id from users where lower(username) = lower(?)', [username]);
  return row?.id;
}
