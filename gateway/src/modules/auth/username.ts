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

/**
 * Control, format (bidi overrides, zero-width joiners), private-use, unassigned and surrogate code points; every
 * default-ignorable one (variation selectors, the combining grapheme joiner, Hangul fillers, Mongolian free
 * variation selectors: drawn as nothing); blanks that are not spaces (the Braille blank) and separators other
 * than the plain space.
 */
const invisible = /[\p{C}\p{Default_Ignorable_Code_Point}\u2800\p{Z}]/u;

/** A combining mark is part of a letter only right after a letter of its own script (a Devanagari vowel sign). */
const mark = /\p{M}/u;
const scriptOf = (char: string): string | undefined => scriptGroups.find(([, pattern]) => pattern.test(char))?.[0];

/**
 * A username (already NFKC-normalised, which composes accented letters) is safe to show and compare when it has
 * no invisible characters, no combining mark outside its letter's normal use (a strike-through overlay, a mark
 * of another script, a mark with no letter before it), and its letters come from one script: `pаypal` with a
 * Cyrillic `а` would otherwise pass for `paypal`. Spaces are allowed between words, not around them (trimmed).
 */
export function isSafeUsername(username: string): boolean {
  if (invisible.test(username.replaceAll(' ', ''))) return false;
  const groups = new Set<string>();
  let previous: string | undefined;
  for (const char of username) {
    if (mark.test(char)) {
      // Inherited-script marks (U+0300-U+036F and the like) are Latin accents NFKC could not compose, or overlays.
      const letterScript = previous && /\p{L}/u.test(previous) ? scriptOf(previous) : undefined;
      if (!letterScript || letterScript === 'latin' || !new RegExp(`\\p{Script=${scriptNames[letterScript]}}`, 'u').test(char)) return false;
      continue;
    }
    previous = char;
    if (!/\p{L}/u.test(char)) continue;
    groups.add(scriptOf(char) ?? 'other');
    if (groups.size > 1) return false;
  }
  return true;
}

/** The Unicode script name of each group, for its marks (Japanese marks are Inherited or Common: refused). */
const scriptNames: Record<string, string> = {
  latin: 'Latin',
  cyrillic: 'Cyrillic',
  greek: 'Greek',
  armenian: 'Armenian',
  georgian: 'Georgian',
  arabic: 'Arabic',
  hebrew: 'Hebrew',
  cjk: 'Han',
  hangul: 'Hangul',
  thai: 'Thai',
  devanagari: 'Devanagari',
};

/** The key failed sign-ins of a username that matches no account are counted under. */
export function usernameKey(username: string): string {
  return `name:${username.normalize('NFKC').toLowerCase()}`;
}
