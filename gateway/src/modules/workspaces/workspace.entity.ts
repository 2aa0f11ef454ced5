import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A team's space: it owns projects and credits; users belong to it through WorkspaceMember with a role. */
export const WorkspaceSchema = defineEntity({
  name: 'Workspace',
  tableName: 'workspaces',
  uniques: [{ name: 'workspaces_one_personal_per_user', properties: ['createdBy'], where: 'personal' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    /** Made at registration for its user; cannot be deleted. */
    personal: p.boolean().default(false),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class Workspace extends WorkspaceSchema.class {}
WorkspaceSchema.setClass(Workspace);
