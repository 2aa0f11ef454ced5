import type { ApiToken } from './api-token.entity.js';
import type { ApiTokenType } from './api-token.types.js';

/** The public shape of a token: never its hash, never its owner. */
export function presentApiToken(token: ApiToken): ApiTokenType {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    prefix: token.prefix,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt ?? null,
    expiresAt: token.expiresAt ?? null,
  };
}
