import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { CreditPurchase } from './credit-purchase.entity.js';

/** One credit spent: which purchase it came from and what it paid for (the project is forgotten when deleted). */
export const CreditConsumptionSchema = defineEntity({
  name: 'CreditConsumption',
  tableName: 'credit_consumptions',
  indexes: [
    { name: 'credit_consumptions_purchase_idx', properties: ['purchase'] },
    { name: 'credit_consumptions_user_created_idx', properties: ['user', 'createdAt'] },
    { name: 'credit_consumptions_workspace_idx', properties: ['workspace'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Who spent it, from which workspace's credits. */
    user: () => p.manyToOne(User).deleteRule('cascade'),
    workspace: () => p.manyToOne(Workspace).deleteRule('cascade'),
    purchase: () => p.manyToOne(CreditPurchase).deleteRule('cascade'),
    /** The project the credit was spent on; kept as null when the project is deleted (the spend stays on record). */
    project: () => p.manyToOne(Project).nullable().deleteRule('set null'),
    reason: p.string().length(100),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class CreditConsumption extends CreditConsumptionSchema.class {}
CreditConsumptionSchema.setClass(CreditConsumption);
