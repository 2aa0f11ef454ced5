import { defineEntity, p } from '@mikro-orm/core';
import { workspaceRoles } from '@gap/schema';
import { User } from '../users/user.entity.js';
import { Workspace } from './workspace.entity.js';

/** An invitation to join a workspace with a role: a single-use link whose secret is stored only as its hash. */
export const InvitationSchema = defineEntity({
  name: 'Invitation',
  tableName: 'invitations',
  indexes: [{ name: 'invitations_workspace_created_idx', properties: ['workspace', 'createdAt'] }],
  uniques: [{ name: 'invitations_token_hash_unique', properties: ['tokenHash'] }],
  checks: [{ name: 'invitations_role_check', expression: `role in ('owner', 'editor', 'viewer')` }],
  properties: {
    id: p.integer().primary().autoincrement(),
    workspace: () => p.manyToOne(Workspace).deleteRule('cascade'),
    role: p.enum(workspaceRoles).columnType('varchar(10)'),
    /** Where the link was sent, if the owner gave an address. */
    email: p.string().length(254).nullable(),
    /** SHA-256 of the link's secret, hex. The secret itself is never stored. */
    tokenHash: p.string().length(64).columnType('char(64)').lazy(),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    acceptedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    revokedAt: p.datetime().nullable(),
  },
});

export class Invitation extends InvitationSchema.class {}
InvitationSchema.setClass(Invitation);
