import { messages } from '@gap/schema';

export type CardOutcome = { status: 'succeeded' } | { status: 'requires_payment_method'; message: string };

/** Stripe's test cards with a fixed outcome; every other well-formed number behaves like 4242 4242 4242 4242. */
const testCardFailures: Record<string, string> = {
  '4000000000000002': messages.cardDeclined,
  '4000000000009995': messages.cardInsufficientFunds,
};

/** Digits only (spaces allowed between groups), or undefined when the number is malformed. */
export function normaliseCardNumber(input: string): string | undefined {
  const digits = input.replace(/ /g, '');
  return /^\d{13,19}$/.test(digits) ? digits : undefined;
}

/**
 * The demo provider's card network, with Stripe test-mode semantics: a number failing the Luhn check is
 * "incorrect", the decline test cards decline, any other valid number succeeds. No real card is charged.
 */
export function chargeDemoCard(digits: string): CardOutcome {
  if (!passesLuhn(digits)) return { status: 'requires_payment_method', message: messages.cardNumberIncorrect };
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
