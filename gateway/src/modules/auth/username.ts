/** Script groups a username's letters may come from; Japanese mixes three scripts and counts as one. */
const scriptGroups: [string, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['armenian', /\p{Script=Armenian}/u],
  ['georgian', /\p{Script=Georgian}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['thai', /\p{Script=Thai}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
];

/** Control, format (bidi overrides, zero-width joiners), private-use, unassigned and surrogate code points. */
const invisible = /\p{C}/u;

/**
 * A username (already NFKC-normalised) is safe to show and compare when it has no invisible characters
 * and its letters come from one script: `pаypal` with a Cyrillic `а` would otherwise pass for `paypal`.
 */
export function isSafeUsername(username: string): boolean {
  if (invisible.test(username)) return false;
  const groups = new Set<string>();
  for (const char of username) {
    if (!/\p{L}/u.test(char)) continue;
    const group = scriptGroups.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other';
    groups.add(group);
    if (groups.size > 1) return false;
  }
  return true;
}

/** The key failed sign-ins of a username that matches no account are counted under. */
export function usernameKey(username: string): string {
  return `name:${username.normalize('NFKC').toLowerCase()}`;
}
