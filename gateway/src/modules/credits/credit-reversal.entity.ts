import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { CreditPurchase } from './credit-purchase.entity.js';

/**
 * Credits a refund or dispute took back from a purchase: `creditsDue` of them were owed back, `creditsTaken` were
 * still unspent and left the balance, `creditsSpent` had already been used (reported to the administrator).
 */
export const CreditReversalSchema = defineEntity({
  name: 'CreditReversal',
  tableName: 'credit_reversals',
  indexes: [
    { name: 'credit_reversals_purchase_idx', properties: ['purchase'] },
    { name: 'credit_reversals_created_idx', properties: ['createdAt'] },
  ],
  uniques: [{ name: 'credit_reversals_kind_source_unique', properties: ['kind', 'sourceId'] }],
  checks: [
    { name: 'credit_reversals_kind_check', expression: "kind in ('refund', 'dispute')" },
    { name: 'credit_reversals_counts_check', expression: 'credits_taken >= 0 and credits_spent >= 0 and credits_due = credits_taken + credits_spent' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    purchase: () => p.manyToOne(CreditPurchase).deleteRule('cascade'),
    kind: p.string().length(16),
    /** The refund state (charge and refunded amount) or the dispute it answers: each is taken back once. */
    sourceId: p.string().length(255),
    paymentIntentId: p.string().length(255),
    creditsDue: p.integer(),
    creditsTaken: p.integer(),
    creditsSpent: p.integer(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class CreditReversal extends CreditReversalSchema.class {}
CreditReversalSchema.setClass(CreditReversal);
