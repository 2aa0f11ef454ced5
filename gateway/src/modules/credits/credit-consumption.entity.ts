import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { CreditPurchase } from './credit-purchase.entity.js';

/** One credit spent: which purchase it came from and what it paid for (the project is forgotten when deleted). */
export const CreditConsumptionSchema = defineEntity({
  name: 'CreditConsumption',
  tableName: 'credit_consumptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    purchase: () => p.manyToOne(CreditPurchase).deleteRule('cascade'),
    projectId: p.integer().nullable(),
    reason: p.string().length(100),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class CreditConsumption extends CreditConsumptionSchema.class {}
CreditConsumptionSchema.setClass(CreditConsumption);
