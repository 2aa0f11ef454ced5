import { randomUUID } from 'node:crypto';
import { messages, type CreditPackage } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../lib/errors.js';
import type { CreditLedger } from '../credits/credit-ledger.repository.js';
import type { CreditPurchase } from '../credits/credit-purchase.entity.js';
import { presentPurchase } from '../credits/credit.presenter.js';
import { DemoPaymentProvider } from './demo.provider.js';
import { ownerOfIntent, packageOfIntent, selectPackage } from './package-selection.js';
import type { ConfirmPurchaseInput, CreatePaymentIntentInput, DemoPaymentInput } from './payment.inputs.js';
import { presentIntent } from './payment.presenter.js';
import type { CreditPurchaseConfirmationType, DemoPaymentResultType, PaymentConfigType, PaymentIntentType } from './payment.types.js';
import type { PaymentProvider, ProviderIntent } from './payment-provider.js';

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

  async createIntent(em: Em, user: { id: number }, input: CreatePaymentIntentInput): Promise<PaymentIntentType> {
    const pkg = selectPackage(input);
    const intent = await this.provider.createIntent(em, {
      userId: user.id,
      amountCents: pkg.priceCents,
      currency: pkg.currency,
      metadata: { userId: String(user.id), packageId: pkg.id, quantity: String(pkg.credits) },
      description: `${pkg.name}: ${pkg.credits} assessment credit${pkg.credits === 1 ? '' : 's'}`,
      // One key a request: the Stripe client's automatic retries of this call answer the same intent, never a second.
      idempotencyKey: `credit-intent-${user.id}-${randomUUID()}`,
    });
    return presentIntent(this.config(), intent, pkg);
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
    return { purchase: presentPurchase(purchase), availableCredits: await this.ledger.balance(em, user.id) };
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
    // Like Stripe's webhook: the credit arrives even if the browser never confirms.
    if (outcome.status === 'succeeded') await this.creditSucceededIntent(em, intent);
    return outcome;
  }

  /** The demo provider; 404 when Stripe is the provider (there is no card form to pay). */
  demoProvider(): DemoPaymentProvider {
    if (!(this.provider instanceof DemoPaymentProvider)) throw new NotFoundError(messages.paymentNotFound);
    return this.provider;
  }

  private grant(em: Em, userId: number, pkg: CreditPackage, intent: ProviderIntent) {
    return this.ledger.recordPurchase(em, {
      userId,
      packageId: pkg.id,
      quantity: pkg.credits,
      amountCents: intent.amountCents,
      currency: intent.currency,
      provider: this.provider.name,
      paymentIntentId: intent.id,
    });
  }
}
