/** Light client-side checks of the demo card form; the provider has the final word on the number. */

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1229' → '12 / 29'. */
export function formatExpiry(value: string) {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

export function cardNumberProblem(value: string | undefined): string | undefined {
  const digits = digitsOf(value ?? '');
  if (!digits) return 'Enter your card number';
  return digits.length < 13 || digits.length > 19 ? 'Your card number is incomplete.' : undefined;
}

export function expiryProblem(value: string | undefined, now = new Date()): string | undefined {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(value ?? '');
  if (!match) return "Enter the card's expiry date as MM / YY";
  const month = Number(match[1]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  const year = 2000 + Number(match[2]);
  const expired = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  return expired ? "Your card's expiration date is in the past." : undefined;
}

export function cvcProblem(value: string | undefined): string | undefined {
  return /^\d{3,4}$/.test(value ?? '') ? undefined : "Your card's security code is incomplete.";
}
