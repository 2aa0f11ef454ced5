import type { CreditPackage } from '@gap/schema';
import { trialPackageId } from './credit-ledger.repository.js';
import type { CreditPurchase } from './credit-purchase.entity.js';
import type { CreditReversal } from './credit-reversal.entity.js';
import type { CreditPackageType, CreditPurchaseType, CreditReversalType, CreditsType } from './credit.types.js';

/** A purchase (or trial grant) as the credits screen shows it: never the payment intent, amount or provider. */
export function presentPurchase(purchase: CreditPurchase): CreditPurchaseType {
  const kind = purchase.packageId === trialPackageId ? 'trial' : 'purchase';
  return { id: purchase.id, createdAt: purchase.createdAt, quantity: purchase.quantity, remaining: purchase.remaining, kind };
}

export function presentCredits(history: { availableCredits: number; credits: CreditPurchase[] }): CreditsType {
  return { availableCredits: history.availableCredits, credits: history.credits.map(presentPurchase) };
}

export function presentPackage(pkg: CreditPackage): CreditPackageType {
  return {
    id: pkg.id,
    name: pkg.name,
    credits: pkg.credits,
    price: pkg.priceCents / 100,
    priceCents: pkg.priceCents,
    currency: pkg.currency,
    savingsPercent: pkg.savingsPercent,
    popular: pkg.popular,
  };
}

export function presentReversal(reversal: CreditReversal): CreditReversalType {
  const { id, createdAt, kind, paymentIntentId, creditsDue, creditsTaken, creditsSpent } = reversal;
  return { id, createdAt, kind, userId: reversal.user.id, paymentIntentId, creditsDue, creditsTaken, creditsSpent };
}
