import Stripe from 'stripe';
import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { ValidationError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { User } from '../users/user.entity.js';
import { ownerOfIntent } from './package-selection.js';
import type { PaymentService } from './payment.service.js';
import { fromStripeIntent } from './stripe.provider.js';
import { recordWebhookEvent } from './payment.repository.js';

export interface WebhookReceipt {
  received: true;
  duplicate?: true;
}

/**
 * Stripe's webhook: verifies the signature on the raw body (and its timestamp, 5 minutes of tolerance),
 * then handles each event id once. The event id and the credit are written in one transaction, so a
 * failure leaves nothing behind and Stripe's retry is handled afresh.
 */
export class StripeWebhookService {
  constructor(
    private readonly secret: string,
    private readonly payments: PaymentService,
    private readonly logger: Logger,
  ) {}

  async handle(em: Em, payload: unknown, signature: string | undefined): Promise<WebhookReceipt> {
    const event = this.verify(payload, signature);
    return em.transactional(async (tx) => {
      if (!(await recordWebhookEvent(tx, event.id, event.type))) return { received: true, duplicate: true } as const;
      if (event.type === 'payment_intent.succeeded') await this.creditIntent(tx, event.data.object);
      return { received: true } as const;
    });
  }

  private verify(payload: unknown, signature: string | undefined): Stripe.Event {
    if (!Buffer.isBuffer(payload) || !signature) throw new ValidationError(messages.webhookSignatureInvalid);
    try {
      return Stripe.webhooks.constructEvent(payload, signature, this.secret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new ValidationError(messages.webhookSignatureInvalid);
      throw error;
    }
  }

  /** Only the transaction's EntityManager is used in here: another one would deadlock PGlite. */
  private async creditIntent(tx: Em, stripeIntent: Stripe.PaymentIntent): Promise<void> {
    const intent = fromStripeIntent(stripeIntent);
    const owner = ownerOfIntent(intent);
    // Intents of other products on the same Stripe account, or of deleted users, are acknowledged and skipped.
    const ownerExists = owner !== undefined && (await tx.count(User, { id: owner })) > 0;
    const credited = ownerExists ? await this.payments.creditSucceededIntent(tx, intent) : undefined;
    if (!credited) this.logger.warn({ paymentIntentId: intent.id }, 'stripe webhook: payment intent is not a credit purchase, skipped');
    else if (credited.created) this.logger.info({ paymentIntentId: intent.id, purchaseId: credited.purchase.id }, 'stripe webhook: credits added');
  }
}
