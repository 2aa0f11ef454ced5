import { describe, expect, it } from '@jest/globals';
import { cardNumberProblem, cvcProblem, expiryProblem, formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('card input', () => {
  it('groups the card number by 4 and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM / YY and the CVC as digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('checks the number length, the expiry month and date, and the CVC', () => {
    const now = new Date(2026, 10, 21);
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberProblem('4242')).toBe('Your card number is incomplete.');
    expect(cardNumberProblem('')).toBe('Enter your card number');
    expect(expiryProblem('11 / 26', now)).toBeUndefined();
    expect(expiryProblem('10 / 26', now)).toBe("Your card's expiration date is in the past.");
    expect(expiryProblem('13 / 30', now)).toBe("Your card's expiration month is invalid.");
    expect(expiryProblem('12', now)).toBe("Enter the card's expiry date as MM / YY");
    expect(cvcProblem('123')).toBeUndefined();
    expect(cvcProblem('12')).toBe("Your card's security code is incomplete.");
  });
});
