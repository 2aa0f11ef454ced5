export const unsafeTextMessage = 'Text must not contain NUL characters or invalid Unicode (unpaired surrogates)';

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const unsafeCharacters = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a string anywhere in `value` (object keys included) holds a NUL or an unpaired surrogate:
 * PostgreSQL cannot store them (it would answer 500) and they corrupt whatever displays them.
 */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unsafeCharacters.test(value);
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  for (const [key, item] of Object.entries(value)) if (hasUnsafeText(key, depth + 1) || hasUnsafeText(item, depth + 1)) return true;
  return false;
}
