import type { CreditPackage } from '@gap/schema';
import type { CreditPurchase } from './credit-purchase.entity.js';

/** A purchase as the credits screen shows it: never the payment intent, amount or provider. */
export interface CreditPurchaseView {
  id: number;
  createdAt: Date;
  quantity: number;
  remaining: number;
}

export interface CreditsView {
  availableCredits: number;
  credits: CreditPurchaseView[];
}

export interface CreditPackageView {
  id: string;
  name: string;
  credits: number;
  /** Whole dollars, as shown on the package cards and sent back by the payment screen. */
  price: number;
  priceCents: number;
  currency: string;
  savingsPercent: number;
  popular: boolean;
}

export function presentPurchase(purchase: CreditPurchase): CreditPurchaseView {
  return { id: purchase.id, createdAt: purchase.createdAt, quantity: purchase.quantity, remaining: purchase.remaining };
}

export function presentCredits(history: { availableCredits: number; credits: CreditPurchase[] }): CreditsView {
  return { availableCredits: history.availableCredits, credits: history.credits.map(presentPurchase) };
}

export function presentPackage(pkg: CreditPackage): CreditPackageView {
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
