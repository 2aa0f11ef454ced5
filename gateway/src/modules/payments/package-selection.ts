import { creditPackages, findCreditPackage, messages, type CreditPackage } from '@gap/schema';
import { ValidationError } from '../../lib/errors.js';
import type { ProviderIntent } from './payment-provider.js';
import type { CreatePaymentIntentInput } from './payment.inputs.js';

/**
 * The package a payment request asks for, by id or by credit count. The client never sets a price: an
 * amount it sends must equal the package's price, or the request is refused as tampered or stale.
 */
export function selectPackage(input: CreatePaymentIntentInput): CreditPackage {
  const byId = input.packageId != null ? findCreditPackage(input.packageId) : undefined;
  if (input.packageId != null && !byId) throw new ValidationError(messages.creditPackageUnknown, { packageId: messages.creditPackageUnknown });
  const pkg = byId ?? creditPackages.find((p) => p.credits === input.quantity);
  if (!pkg || (input.quantity != null && input.quantity !== pkg.credits)) {
    throw new ValidationError(messages.creditQuantityInvalid, { quantity: messages.creditQuantityInvalid });
  }
  if (input.amount != null && Math.abs(input.amount * 100 - pkg.priceCents) > 1e-6) {
    const message = messages.paymentAmountMismatch(pkg.name, pkg.priceCents / 100);
    throw new ValidationError(message, { amount: message });
  }
  return pkg;
}

/**
 * The package an intent pays for, or undefined when its metadata, amount or currency match none: such an
 * intent was not created by us for credits (or was altered) and is never credited.
 */
export function packageOfIntent(intent: ProviderIntent): CreditPackage | undefined {
  const pkg = findCreditPackage(intent.metadata.packageId ?? '');
  if (!pkg) return undefined;
  const matches = intent.metadata.quantity === String(pkg.credits) && intent.amountCents === pkg.priceCents && intent.currency === pkg.currency;
  return matches ? pkg : undefined;
}

/** The workspace an intent buys credits for, from its metadata (intents made before workspaces have none). */
export function workspaceOfIntent(intent: ProviderIntent): number | undefined {
  const raw = intent.metadata.workspaceId ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/** The user id an intent was created for, from its metadata. */
export function ownerOfIntent(intent: ProviderIntent): number | undefined {
  const raw = intent.metadata.userId ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
