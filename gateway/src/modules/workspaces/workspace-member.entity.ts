import { defineEntity, p } from '@mikro-orm/core';
import { workspaceRoles } from '@gap/schema';
import { User } from '../users/user.entity.js';
import { Workspace } from './workspace.entity.js';

/** A user's membership of a workspace: the role, and whether it is the workspace the user works in now (one per user). */
export const WorkspaceMemberSchema = defineEntity({
  name: 'WorkspaceMember',
  tableName: 'workspace_members',
  indexes: [{ name: 'workspace_members_user_idx', properties: ['user'] }],
  uniques: [
    { name: 'workspace_members_workspace_user_unique', properties: ['workspace', 'user'] },
    { name: 'workspace_members_one_current_per_user', properties: ['user'], where: 'current' },
  ],
  checks: [{ name: 'workspace_members_role_check', expression: `role in ('owner', 'editor', 'viewer')` }],
  properties: {
    id: p.integer().primary().autoincrement(),
    workspace: () => p.manyToOne(Workspace).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    role: p.enum(workspaceRoles).columnType('varchar(10)'),
    current: p.boolean().default(false),
    joinedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    lastActiveAt: p.datetime().nullable(),
  },
});

export class WorkspaceMember extends WorkspaceMemberSchema.class {}
WorkspaceMemberSchema.setClass(WorkspaceMember);
