/**
 * A display name reduced to initials (SPEC section 3): one word gives its first letter, otherwise the first
 * letters of the first and last words, uppercased; '?' when there is no name.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}
