import Stripe from 'stripe';
import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { ValidationError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { ReversalOutcome } from '../credits/credit-ledger.repository.js';
import { User } from '../users/user.entity.js';
import { ownerOfIntent } from './package-selection.js';
import type { ProviderIntent } from './payment-provider.js';
import { recordWebhookEvent } from './payment.repository.js';
import type { PaymentService } from './payment.service.js';
import { fromStripeIntent } from './stripe.provider.js';

export interface WebhookReceipt {
  received: true;
  duplicate?: true;
}

/** The events this endpoint acts on (docs/deploy.md lists them for the dashboard); any other is acknowledged. */
export const handledStripeEvents = [
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/**
 * Stripe's webhook: verifies the signature on the raw body (and its timestamp, 5 minutes of tolerance),
 * then handles each event id once. The event id and its effect (credit, take-back, status) are written in one
 * transaction, so a failure leaves nothing behind and Stripe's retry is handled afresh. Events may arrive in any
 * order: a refund or dispute before the success credits the intent first (from Stripe's current state), and a
 * failure or processing report after the success changes nothing.
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
      switch (event.type) {
        case 'payment_intent.succeeded':
          await this.creditIntent(tx, fromStripeIntent(event.data.object));
          break;
        case 'payment_intent.processing':
        case 'payment_intent.payment_failed':
          await this.noteIntent(tx, fromStripeIntent(event.data.object));
          break;
        case 'charge.refunded':
          await this.refund(tx, event.data.object);
          break;
        case 'charge.dispute.created':
          await this.dispute(tx, event.data.object);
          break;
        default:
          break;
      }
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
  private async creditIntent(tx: Em, intent: ProviderIntent): Promise<void> {
    const owner = ownerOfIntent(intent);
    // Intents of other products on the same Stripe account, or of deleted users, are acknowledged and skipped.
    const ownerExists = owner !== undefined && (await tx.count(User, { id: owner })) > 0;
    const credited = ownerExists ? await this.payments.creditSucceededIntent(tx, intent) : undefined;
    if (!credited) this.logger.warn({ paymentIntentId: intent.id }, 'stripe webhook: payment intent is not a credit purchase, skipped');
    else if (credited.created) this.logger.info({ paymentIntentId: intent.id, purchaseId: credited.purchase.id }, 'stripe webhook: credits added');
  }

  /** processing or payment_failed: the checkout follows, unless the intent was already credited (a stale report). */
  private async noteIntent(tx: Em, intent: ProviderIntent): Promise<void> {
    if (await this.payments.isCredited(tx, intent.id)) {
      this.logger.info({ paymentIntentId: intent.id, status: intent.status }, 'stripe webhook: late report of a credited payment, ignored');
      return;
    }
    await this.payments.noteIntentStatus(tx, intent);
    this.logger.info({ paymentIntentId: intent.id, status: intent.status }, 'stripe webhook: payment intent status noted');
  }

  /** Refunded share of the charge, in credits rounded down: a small goodwill refund takes no credit back. */
  private async refund(tx: Em, charge: Stripe.Charge): Promise<void> {
    const intentId = idOf(charge.payment_intent);
    if (!intentId || charge.amount <= 0) return this.skipped(charge.id, 'charge.refunded');
    const refunded = Math.min(charge.amount_refunded, charge.amount);
    await this.takeBack(tx, intentId, 'refund', `${charge.id}:${refunded}`, (quantity) => Math.floor((quantity * refunded) / charge.amount));
  }

  /** A dispute owes back every credit of the purchase (the money is held from the moment it opens). */
  private async dispute(tx: Em, dispute: Stripe.Dispute): Promise<void> {
    const intentId = idOf(dispute.payment_intent) ?? (await this.payments.intentIdOfCharge(idOf(dispute.charge) ?? ''));
    if (!intentId) return this.skipped(dispute.id, 'charge.dispute.created');
    await this.takeBack(tx, intentId, 'dispute', dispute.id, (quantity) => quantity);
  }

  private async takeBack(tx: Em, intentId: string, kind: 'refund' | 'dispute', sourceId: string, owed: (quantity: number) => number): Promise<void> {
    // Delivered before the success: the charge was paid, so the intent is credited first from Stripe's state.
    if (!(await this.payments.isCredited(tx, intentId))) {
      const intent = await this.payments.retrieveIntent(tx, intentId);
      if (intent?.status === 'succeeded') await this.creditIntent(tx, intent);
    }
    const outcome = await this.payments.takeBack(tx, intentId, { kind, sourceId }, owed);
    if (!outcome) return this.skipped(intentId, kind);
    this.report(intentId, kind, outcome);
  }

  private report(paymentIntentId: string, kind: string, outcome: ReversalOutcome): void {
    const fields = { paymentIntentId, kind, ...outcome };
    if (!outcome.recorded) this.logger.info(fields, `stripe webhook: ${kind} owes no further credits`);
    else if (outcome.creditsSpent > 0) this.logger.error(fields, `stripe webhook: ${kind} of credits already spent; an administrator must decide (creditReversals)`);
    else this.logger.info(fields, `stripe webhook: ${kind} took credits back`);
  }

  private skipped(id: string, type: string): void {
    this.logger.warn({ id, type }, 'stripe webhook: not a credit purchase, skipped');
  }
}

/** Stripe sends a related object as its id, or expanded. */
function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}
