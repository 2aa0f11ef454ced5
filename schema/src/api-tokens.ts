/** Personal API tokens: limits and the messages both the gateway and the shell show. */
export const apiTokenScopes = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

export const apiTokenLimits = {
  nameMin: 1,
  nameMax: 100,
  perUser: 20,
  /** Every secret starts with this, so a leaked one is recognisable (and scanners can find it). */
  secretPrefix: 'gap_',
  /** Random bytes in a secret (base64url after the prefix). */
  secretBytes: 32,
  /** Characters of the secret kept in clear for lookup and display: the prefix and 8 more. */
  lookupPrefixLength: 12,
} as const;

export const apiTokenMessages = {
  nameRequired: 'Token name is required',
  nameMax: `Token name must be at most ${apiTokenLimits.nameMax} characters`,
  scopeInvalid: "Scope must be 'read' or 'read-write'",
  expiryInvalid: 'Expiry must be a date (YYYY-MM-DD or an ISO date-time)',
  expiryPast: 'Expiry must be in the future',
  tooMany: `You can have at most ${apiTokenLimits.perUser} API tokens; revoke one first`,
  notFound: 'API token not found',
  readOnly: 'This API token is read-only',
  sessionOnly: 'API tokens cannot create or revoke API tokens or end sessions; sign in to do that',
  rateLimited: 'Too many requests with this API token; slow down',
  passwordNeeded: 'Enter your password to create a read-write token or one that never expires',
  passwordWrong: 'Password is incorrect',
} as const;

export const apiTokenToasts = {
  created: 'API token created',
  revoked: 'API token revoked',
  copied: 'Token copied to the clipboard',
} as const;
