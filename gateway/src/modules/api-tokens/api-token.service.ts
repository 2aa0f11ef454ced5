import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { apiTokenLimits, apiTokenMessages, type ApiTokenScope } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { parseInput } from '../../lib/validation.js';
import type { Credential, Credentials } from '../auth/credentials.js';
import { User } from '../users/user.entity.js';
import { ApiToken } from './api-token.entity.js';
import { createApiTokenInput, needsPassword } from './api-token.inputs.js';
import { lockTokenOwner } from './api-token.repository.js';

/** What a request authenticated by an API token may do: the token's id (rate limit) and scope. */
export interface ApiTokenGrant {
  id: number;
  scope: ApiTokenScope;
}

/** lastUsedAt is written at most this often per token, not on every request. */
export const lastUsedResolutionSeconds = 60;

const secretPattern = new RegExp(`^${apiTokenLimits.secretPrefix}[A-Za-z0-9_-]{43}$`);

/** True for a bearer value shaped like an API token secret (anything else is treated as a sign-in JWT). */
export function isApiTokenSecret(bearer: string | undefined): bearer is string {
  return bearer !== undefined && bearer.startsWith(apiTokenLimits.secretPrefix);
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Personal API tokens: `gap_` + 32 random bytes (base64url), shown once at creation. Only the SHA-256 of the
 * secret and its first 12 characters (the lookup prefix) are stored. A token acts as its owner, never more;
 * its scope decides whether it may write. Deleting the row revokes it on every process at once.
 */
export class ApiTokenService {
  constructor(
    private readonly limiter: RateLimiter,
    /** Told of every revocation, so open streams using the token end at once. */
    private readonly credentials?: Credentials,
  ) {}

  /** The owner's tokens, newest first. */
  list(em: Em, owner: User): Promise<ApiToken[]> {
    return em.find(ApiToken, { user: owner }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * Creates a token and answers it with its secret, which is never retrievable again. A read-write token, or one
   * without expiry, needs the owner's password again (`confirmPassword` checks it under the sign-in backoff): a
   * borrowed or stolen session cannot mint itself lasting write access.
   */
  async create(em: Em, owner: User, raw: unknown, confirmPassword: (password: string) => Promise<boolean>): Promise<{ token: ApiToken; secret: string }> {
    const input = parseInput(createApiTokenInput, raw);
    if (needsPassword(input)) {
      if (!input.password) throw new ValidationError(apiTokenMessages.passwordNeeded, { password: apiTokenMessages.passwordNeeded });
      if (!(await confirmPassword(input.password))) throw new ValidationError(apiTokenMessages.passwordWrong, { password: apiTokenMessages.passwordWrong });
    }
    const secret = `${apiTokenLimits.secretPrefix}${randomBytes(apiTokenLimits.secretBytes).toString('base64url')}`;
    const token = await em.transactional(async (tx) => {
      // Serialises one user's creations, so two at once cannot both pass the count.
      await lockTokenOwner(tx, owner.id);
      if ((await tx.count(ApiToken, { user: owner.id })) >= apiTokenLimits.perUser) throw new ConflictError(apiTokenMessages.tooMany);
      const created = tx.create(ApiToken, {
        user: tx.getReference(User, owner.id),
        name: input.name,
        scope: input.scope,
        prefix: secret.slice(0, apiTokenLimits.lookupPrefixLength),
        tokenHash: hashSecret(secret),
        expiresAt: input.expiresAt,
        lastUsedAt: null,
      });
      await tx.flush();
      return created;
    });
    return { token, secret };
  }

  /** Deletes one of the owner's tokens; another user's id, or an unknown one, answers not found. */
  async revoke(em: Em, owner: User, rawId: unknown): Promise<void> {
    const id = parseEntityId(rawId);
    const deleted = id === undefined ? 0 : await em.nativeDelete(ApiToken, { id, user: owner.id });
    if (!deleted) throw new NotFoundError(apiTokenMessages.notFound);
    this.credentials?.revoked(owner.id);
  }

  /**
   * The owner and grant of a live token, or undefined when the secret is unknown, revoked or expired.
   * Counts the request against the token's rate limit (429 past it) and refreshes lastUsedAt when it is
   * older than a minute.
   */
  async authenticate(em: Em, secret: string): Promise<{ user: User; grant: ApiTokenGrant; credential: Credential } | undefined> {
    if (!secretPattern.test(secret)) return undefined;
    // One query: the candidates sharing the lookup prefix (almost always one), each with its owner joined.
    const candidates = await em.find(ApiToken, { prefix: secret.slice(0, apiTokenLimits.lookupPrefixLength) }, { populate: ['user', 'tokenHash'], strategy: 'joined' });
    const presented = Buffer.from(hashSecret(secret), 'hex');
    const token = candidates.find((t) => timingSafeEqual(Buffer.from(t.tokenHash, 'hex'), presented));
    const now = Date.now();
    if (!token || (token.expiresAt && token.expiresAt.getTime() <= now)) return undefined;
    this.limiter.take(`api-token:${token.id}`);
    if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= lastUsedResolutionSeconds * 1000) {
      await em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: new Date(now) });
    }
    const user = token.user as User;
    return {
      user,
      grant: { id: token.id, scope: token.scope },
      credential: { kind: 'api', userId: user.id, tokenId: token.id, expiresAt: token.expiresAt ?? null },
    };
  }

}
