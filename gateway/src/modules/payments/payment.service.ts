import { randomUUID } from 'node:crypto';
import { messages, type CreditPackage } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../lib/errors.js';
import type { CreditLedger, ReversalOutcome, ReversalRequest } from '../credits/credit-ledger.repository.js';
import type { CreditPurchase } from '../credits/credit-purchase.entity.js';
import { presentPurchase } from '../credits/credit.presenter.js';
import { DemoPaymentProvider } from './demo.provider.js';
import { ownerOfIntent, workspaceOfIntent, packageOfIntent, selectPackage } from './package-selection.js';
import type { PaymentProvider, ProviderIntent } from './payment-provider.js';
import type { ConfirmPurchaseInput, CreatePaymentIntentInput, DemoPaymentInput } from './payment.inputs.js';
import { presentDemoOutcome, presentIntent, presentIntentStatus } from './payment.presenter.js';
import { lockCheckoutsOf, noteCheckoutStatus, openCheckout, payableStatuses, recordCheckout } from './payment.repository.js';
import type { CreditPurchaseConfirmationType, DemoPaymentResultType, PaymentConfigType, PaymentIntentStatusType, PaymentIntentType } from './payment.types.js';

/**
 * How long a checkout's intent is reused by later visits to the payment page. After that a visit starts afresh
 * (the old intent, never paid, is left to Stripe's own expiry), so a price change reaches old checkouts too.
 */
export const checkoutReuseMs = 23 * 60 * 60 * 1000;

const isPayable = (status: string) => (payableStatuses as readonly string[]).includes(status);

/**
 * Buying credits: the server prices the package and creates the provider's intent; a succeeded intent is
 * credited exactly once, whether the browser confirms it, the provider's webhook reports it, or both.
 */
export class PaymentService {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly ledger: CreditLedger,
  ) {}

  config(): PaymentConfigType {
    return { provider: this.provider.name, publishableKey: this.provider.publishableKey ?? null };
  }

  /**
   * The intent of the user's checkout of a package: the open one when a visit already created it (still payable,
   * same price), else a new one. Visits of one user are serialised, so reloads and parallel tabs share one intent.
   */
  async createIntent(em: Em, user: { id: number }, input: CreatePaymentIntentInput, workspaceId: number): Promise<PaymentIntentType> {
    const pkg = selectPackage(input);
    return em.transactional(async (tx) => {
      await lockCheckoutsOf(tx, user.id);
      const open = await openCheckout(tx, user.id, workspaceId, pkg.id, this.provider.name, new Date(Date.now() - checkoutReuseMs));
      if (open && open.amount_cents === pkg.priceCents) {
        const existing = await this.provider.retrieveIntent(tx, open.payment_intent_id);
        if (existing && isPayable(existing.status) && existing.clientSecret && packageOfIntent(existing)?.id === pkg.id) {
          return presentIntent(this.config(), existing, pkg);
        }
        if (existing) await noteCheckoutStatus(tx, existing.id, existing.status);
      }
      const intent = await this.provider.createIntent(tx, {
        userId: user.id,
        amountCents: pkg.priceCents,
        currency: pkg.currency,
        metadata: { userId: String(user.id), workspaceId: String(workspaceId), packageId: pkg.id, quantity: String(pkg.credits) },
        description: `${pkg.name}: ${pkg.credits} assessment credit${pkg.credits === 1 ? '' : 's'}`,
        // One key a request: the Stripe client's automatic retries of this call answer the same intent, never a second.
        idempotencyKey: `credit-intent-${user.id}-${randomUUID()}`,
      });
      await recordCheckout(tx, { userId: user.id, workspaceId, packageId: pkg.id, provider: this.provider.name, paymentIntentId: intent.id, amountCents: intent.amountCents, status: intent.status });
      return presentIntent(this.config(), intent, pkg);
    });
  }

  /** Where the user's own intent stands, for the payment page after a redirect back from the bank. */
  async intentStatus(em: Em, user: { id: number }, paymentIntentId: string): Promise<PaymentIntentStatusType> {
    const intent = await this.provider.retrieveIntent(em, paymentIntentId);
    if (!intent || ownerOfIntent(intent) !== user.id) throw new NotFoundError(messages.paymentNotFound);
    const pkg = packageOfIntent(intent);
    if (!pkg) throw new UnprocessableError(messages.paymentNotForCredits);
    return presentIntentStatus(intent, pkg);
  }

  /** The browser's confirmation after the provider reported success; repeating it answers the same purchase. */
  async confirmPurchase(em: Em, user: { id: number }, input: ConfirmPurchaseInput): Promise<CreditPurchaseConfirmationType> {
    const intent = await this.provider.retrieveIntent(em, input.paymentIntentId);
    // Another user's intent is answered exactly like an unknown one.
    if (!intent || ownerOfIntent(intent) !== user.id) throw new NotFoundError(messages.paymentNotFound);
    const pkg = packageOfIntent(intent);
    if (!pkg) throw new UnprocessableError(messages.paymentNotForCredits);
    if (input.quantity != null && input.quantity !== pkg.credits) {
      throw new ValidationError(messages.paymentQuantityMismatch, { quantity: messages.paymentQuantityMismatch });
    }
    if (intent.status !== 'succeeded') throw new ConflictError(messages.paymentNotSucceeded(intent.status));
    const { purchase } = await this.grant(em, user.id, pkg, intent);
    return { purchase: presentPurchase(purchase), availableCredits: await this.ledger.balance(em, purchase.workspace.id) };
  }

  /**
   * Credits an intent reported as succeeded by the provider itself (webhook, demo payment), or answers
   * undefined for an intent that is not ours to credit. Safe inside the caller's transaction.
   */
  async creditSucceededIntent(em: Em, intent: ProviderIntent): Promise<{ purchase: CreditPurchase; created: boolean } | undefined> {
    const userId = ownerOfIntent(intent);
    const pkg = packageOfIntent(intent);
    if (!userId || !pkg || intent.status !== 'succeeded') return undefined;
    return this.grant(em, userId, pkg, intent);
  }

  /** The demo provider's card form (404 when Stripe is the provider). */
  async payDemoIntent(em: Em, user: { id: number }, paymentIntentId: string, { cardNumber }: DemoPaymentInput): Promise<DemoPaymentResultType> {
    const provider = this.demoProvider();
    const { outcome, intent } = await provider.pay(em, user.id, paymentIntentId, cardNumber);
    await noteCheckoutStatus(em, intent.id, intent.status);
    // Like Stripe's webhook: the credit arrives even if the browser never confirms (or comes back from a redirect).
    if (intent.status === 'succeeded') await this.creditSucceededIntent(em, intent);
    return presentDemoOutcome(outcome);
  }

  /** The intent as the provider reports it now (events may be stale when delivered out of order). */
  retrieveIntent(em: Em, paymentIntentId: string): Promise<ProviderIntent | undefined> {
    return this.provider.retrieveIntent(em, paymentIntentId);
  }

  /** The payment intent of a charge, for a dispute that names only the charge. */
  async intentIdOfCharge(chargeId: string): Promise<string | undefined> {
    return this.provider.intentIdOfCharge?.(chargeId);
  }

  /** Follows a provider's report of an intent that did not succeed (processing, failed). */
  noteIntentStatus(tx: Em, intent: ProviderIntent): Promise<boolean> {
    return noteCheckoutStatus(tx, intent.id, intent.status);
  }

  /**
   * A refund or dispute of a credited intent: the purchase gives back what it still has of the credits owed
   * (`owed` from its quantity). Undefined when the intent was never credited.
   */
  async takeBack(tx: Em, paymentIntentId: string, request: Omit<ReversalRequest, 'purchaseId' | 'paymentIntentId' | 'target'>, owed: (quantity: number) => number): Promise<ReversalOutcome | undefined> {
    const purchase = await this.ledger.purchaseOfIntent(tx, paymentIntentId);
    if (!purchase) return undefined;
    return this.ledger.reverse(tx, { ...request, purchaseId: purchase.id, paymentIntentId, target: owed(purchase.quantity) });
  }

  /** Whether the intent was already credited. */
  async isCredited(em: Em, paymentIntentId: string): Promise<boolean> {
    return (await this.ledger.purchaseOfIntent(em, paymentIntentId)) !== null;
  }

  /** The demo provider; 404 when Stripe is the provider (there is no card form to pay). */
  demoProvider(): DemoPaymentProvider {
    if (!(this.provider instanceof DemoPaymentProvider)) throw new NotFoundError(messages.paymentNotFound);
    return this.provider;
  }

  private async grant(em: Em, userId: number, pkg: CreditPackage, intent: ProviderIntent) {
    await noteCheckoutStatus(em, intent.id, 'succeeded');
    return this.ledger.recordPurchase(em, {
      userId,
      workspaceId: workspaceOfIntent(intent),
      packageId: pkg.id,
      quantity: pkg.credits,
      amountCents: intent.amountCents,
      currency: intent.currency,
      provider: this.provider.name,
      paymentIntentId: intent.id,
    });
  }
}
