import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** One paid credit package: `remaining` counts down as assessments spend its credits (oldest purchase first). */
export const CreditPurchaseSchema = defineEntity({
  name: 'CreditPurchase',
  tableName: 'credit_purchases',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
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
