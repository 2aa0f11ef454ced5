import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A payment intent of the embedded demo provider: kept in our database, paid with test card numbers only. */
export const DemoPaymentIntentSchema = defineEntity({
  name: 'DemoPaymentIntent',
  tableName: 'demo_payment_intents',
  indexes: [{ name: 'demo_payment_intents_user_idx', properties: ['user'] }],
  properties: {
    id: p.string().length(64).primary(),
    clientSecret: p.string().length(128),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    amount: p.integer(),
    currency: p.string().length(3),
    status: p.string().length(32),
    metadata: p.json<Record<string, string>>(),
    lastError: p.string().length(255).nullable(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class DemoPaymentIntent extends DemoPaymentIntentSchema.class {}
DemoPaymentIntentSchema.setClass(DemoPaymentIntent);
