import { defineEntity, p } from '@mikro-orm/core';
import { apiTokenScopes } from '@gap/schema';
import { User } from '../users/user.entity.js';

export const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  tableName: 'api_tokens',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(100),
    scope: p.enum(apiTokenScopes),
    /** The secret's first characters, in clear: finds the row and tells the owner which token it is. */
    prefix: p.string().length(16),
    /** SHA-256 of the whole secret, hex. The secret itself is never stored. */
    tokenHash: p.string().length(64).lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
  },
});

export class ApiToken extends ApiTokenSchema.class {}
ApiTokenSchema.setClass(ApiToken);
