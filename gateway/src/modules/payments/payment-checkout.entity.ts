import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/**
 * The intent a user's checkout of one package uses: a later visit to the payment page reuses it while it can
 * still be paid, so visits leave no orphan intents. `status` follows the provider's reports (Stripe's vocabulary).
 */
export const PaymentCheckoutSchema = defineEntity({
  name: 'PaymentCheckout',
  tableName: 'payment_checkouts',
  indexes: [
    { name: 'payment_checkouts_user_package_idx', properties: ['user', 'packageId', 'createdAt'] },
    { name: 'payment_checkouts_workspace_idx', properties: ['workspace'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The workspace the credits are bought for (null only when it was deleted before the payment completed). */
    workspace: () => p.manyToOne(Workspace).nullable().deleteRule('set null'),
    packageId: p.string().length(32),
    provider: p.string().length(16),
    paymentIntentId: p.string().length(255).unique('payment_checkouts_payment_intent_id_unique'),
    amountCents: p.integer(),
    status: p.string().length(32),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export class PaymentCheckout extends PaymentCheckoutSchema.class {}
PaymentCheckoutSchema.setClass(PaymentCheckout);
