import Stripe from 'stripe';
import { messages } from '@gap/schema';
import { ServiceUnavailableError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { IntentRequest, PaymentProvider, ProviderIntent } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** A local Stripe-compatible server (tests only; refused in production by the config). */
  apiBaseUrl?: URL;
}

/** Stripe PaymentIntents through the official client; the browser confirms the card with Stripe.js. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(
    settings: StripeSettings,
    private readonly logger: Logger,
  ) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'iso27001-gap-assessment' },
      ...(settings.apiBaseUrl ? apiLocation(settings.apiBaseUrl) : {}),
    });
  }

  async createIntent(_em: unknown, request: IntentRequest): Promise<ProviderIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          description: request.description,
          metadata: { ...request.metadata },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return fromStripeIntent(intent);
  }

  async retrieveIntent(_em: unknown, id: string): Promise<ProviderIntent | undefined> {
    return this.call(async () => {
      try {
        return fromStripeIntent(await this.stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
        throw error;
      }
    });
  }

  async intentIdOfCharge(chargeId: string): Promise<string | undefined> {
    return this.call(async () => {
      try {
        const charge = await this.stripe.charges.retrieve(chargeId);
        return typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
        throw error;
      }
    });
  }

  /** Stripe's own failures (network, outage, bad key) are logged and become a 503 the caller may retry. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.error({ err: error, stripeCode: error.code, stripeRequestId: error.requestId }, 'stripe request failed');
      throw new ServiceUnavailableError(messages.paymentProviderUnavailable);
    }
  }
}

export function fromStripeIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status,
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
  };
}

function apiLocation(base: URL) {
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}
