import { messages } from '@gap/schema';

/** Where a bank's (or 3-D Secure's) redirect leaves the intent, as Stripe's `redirect_status` names it. */
export type RedirectStatus = 'succeeded' | 'processing' | 'failed';

export type CardOutcome =
  | { status: 'succeeded' }
  | { status: 'processing' }
  | { status: 'requires_payment_method'; message: string }
  /** The customer is sent to their bank and back: the intent is already in its final state when they return. */
  | { status: 'requires_action'; redirectStatus: RedirectStatus; message?: string };

/** Stripe's test cards with a fixed outcome; every other well-formed number behaves like 4242 4242 4242 4242. */
const testCardFailures: Record<string, string> = {
  '4000000000000002': messages.cardDeclined,
  '4000000000009995': messages.cardInsufficientFunds,
};

/**
 * Test cards that leave through a redirect, like 3-D Secure by redirect or a bank redirect: the first two are
 * Stripe's (authentication succeeds; authentication succeeds and the card is declined), the third is the demo's
 * own stand-in for a payment method that settles later (Stripe has no card for it).
 */
const redirectCards: Record<string, Extract<CardOutcome, { status: 'requires_action' }>> = {
  '4000002760003184': { status: 'requires_action', redirectStatus: 'succeeded' },
  '4000008400001629': { status: 'requires_action', redirectStatus: 'failed', message: messages.cardDeclined },
  '4000000000007726': { status: 'requires_action', redirectStatus: 'processing' },
};

/** Digits only (spaces allowed between groups), or undefined when the number is malformed. */
export function normaliseCardNumber(input: string): string | undefined {
  const digits = input.replace(/ /g, '');
  return /^\d{13,19}$/.test(digits) ? digits : undefined;
}

/**
 * The demo provider's card network, with Stripe test-mode semantics: a number failing the Luhn check is
 * "incorrect", the decline test cards decline, the redirect cards redirect, any other valid number succeeds. No real card is charged.
 */
export function chargeDemoCard(digits: string): CardOutcome {
  if (!passesLuhn(digits)) return { status: 'requires_payment_method', message: messages.cardNumberIncorrect };
  const redirect = redirectCards[digits];
  if (redirect) return redirect;
  const failure = testCardFailures[digits];
  return failure ? { status: 'requires_payment_method', message: failure } : { status: 'succeeded' };
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
