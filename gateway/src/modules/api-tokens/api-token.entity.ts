import { defineEntity, p } from '@mikro-orm/core';
import { apiTokenScopes } from '@gap/schema';
import { User } from '../users/user.entity.js';

export const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  tableName: 'api_tokens',
  indexes: [
    { name: 'api_tokens_prefix_idx', properties: ['prefix'] },
    { name: 'api_tokens_user_idx', columns: [{ name: 'user_id' }, { name: 'created_at', sort: 'desc' }] },
  ],
  uniques: [{ name: 'api_tokens_hash_idx', properties: ['tokenHash'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(100),
    scope: p.enum(apiTokenScopes).columnType('varchar(20)'),
    /** The secret's first characters, in clear: finds the row and tells the owner which token it is. */
    prefix: p.string().length(16),
    /** SHA-256 of the whole secret, hex. The secret itself is never stored. */
    tokenHash: p.string().length(64).columnType('char(64)').lazy(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
  },
});

export class ApiToken extends ApiTokenSchema.class {}
ApiTokenSchema.setClass(ApiToken);
