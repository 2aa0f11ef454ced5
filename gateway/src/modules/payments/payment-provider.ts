import type { Em } from '../../db/orm.js';

export type PaymentProviderName = 'demo' | 'stripe';

/** What we attach to every intent so any later report of it (confirmation, webhook) can be credited. */
export interface IntentMetadata {
  userId: string;
  /** The workspace the credits are for (intents made before workspaces have none: the buyer's personal one). */
  workspaceId?: string;
  packageId: string;
  quantity: string;
}

export interface IntentRequest {
  userId: number;
  amountCents: number;
  currency: string;
  metadata: IntentMetadata;
  description: string;
  /** Repeating a request with the same key answers the same intent instead of creating a second one. */
  idempotencyKey: string;
}

/** A payment intent as every provider reports it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string | null;
  amountCents: number;
  currency: string;
  /** Stripe's vocabulary: requires_payment_method, processing, succeeded, canceled, ... */
  status: string;
  metadata: Record<string, string>;
  /** Why the last payment attempt failed (the provider's message for the customer), if it did. */
  lastError?: string | null;
}

/**
 * A card payment provider: Stripe in production, the embedded demo otherwise (chosen in
 * payment-provider.factory.ts). The EntityManager serves providers that keep intents in our database.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser's card form needs; absent for the demo provider. */
  readonly publishableKey?: string;
  createIntent(em: Em, request: IntentRequest): Promise<ProviderIntent>;
  /** The intent, or undefined when the provider does not know it. */
  retrieveIntent(em: Em, id: string): Promise<ProviderIntent | undefined>;
  /** The payment intent a charge belongs to (Stripe's disputes may name only the charge). */
  intentIdOfCharge?(chargeId: string): Promise<string | undefined>;
}
