import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/** One paid credit package: `remaining` counts down as assessments spend its credits (oldest purchase first). */
export const CreditPurchaseSchema = defineEntity({
  name: 'CreditPurchase',
  tableName: 'credit_purchases',
  indexes: [
    { name: 'credit_purchases_user_created_idx', properties: ['user', 'createdAt', 'id'] },
    { name: 'credit_purchases_workspace_created_idx', properties: ['workspace', 'createdAt', 'id'] },
  ],
  checks: [
    { name: 'credit_purchases_amount_not_negative', expression: 'amount_cents >= 0' },
    { name: 'credit_purchases_quantity_positive', expression: 'quantity > 0' },
    { name: 'credit_purchases_remaining_range', expression: 'remaining >= 0 and remaining <= quantity' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Who bought it; the workspace it was bought for spends it. */
    user: () => p.manyToOne(User).deleteRule('cascade'),
    workspace: () => p.manyToOne(Workspace).deleteRule('cascade'),
    packageId: p.string().length(32),
    quantity: p.integer(),
    remaining: p.integer(),
    amountCents: p.integer(),
    currency: p.string().length(3),
    provider: p.string().length(16),
    /** Unique: a payment intent is credited exactly once, whoever reports it first. */
    paymentIntentId: p.string().length(255).unique('credit_purchases_payment_intent_id_unique'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class CreditPurchase extends CreditPurchaseSchema.class {}
CreditPurchaseSchema.setClass(CreditPurchase);
