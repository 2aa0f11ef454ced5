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

/**
 * Letters of other scripts drawn like Latin ones (from Unicode TS #39's confusables, Cyrillic and Greek look-alikes of
 * a-z), upper and lower case, and the Latin letter each stands for: `сосо` in Cyrillic is `coco`. Pairs of equal
 * length, for SQL's translate(). Digits and Latin look-alikes of each other (0/o, 1/l) are left alone: names differ
 * by them legitimately.
 */
const lookalikes: [string, string][] = [
  // Cyrillic lower case
  ['а', 'a'], ['е', 'e'], ['о', 'o'], ['р', 'p'], ['с', 'c'], ['у', 'y'], ['х', 'x'], ['і', 'i'], ['ј', 'j'], ['ѕ', 's'], ['һ', 'h'], ['ԁ', 'd'], ['ԛ', 'q'], ['ԝ', 'w'], ['ӏ', 'l'],
  // Cyrillic upper case
  ['А', 'a'], ['В', 'b'], ['Е', 'e'], ['К', 'k'], ['М', 'm'], ['Н', 'h'], ['О', 'o'], ['Р', 'p'], ['С', 'c'], ['Т', 't'], ['Х', 'x'], ['У', 'y'], ['Ѕ', 's'], ['І', 'i'], ['Ј', 'j'],
  // Greek lower case
  ['α', 'a'], ['ο', 'o'], ['ρ', 'p'], ['ν', 'v'], ['ι', 'i'], ['κ', 'k'], ['χ', 'x'], ['υ', 'u'],
  // Greek upper case
  ['Α', 'a'], ['Β', 'b'], ['Ε', 'e'], ['Ζ', 'z'], ['Η', 'h'], ['Ι', 'i'], ['Κ', 'k'], ['Μ', 'm'], ['Ν', 'n'], ['Ο', 'o'], ['Ρ', 'p'], ['Τ', 't'], ['Υ', 'y'], ['Χ', 'x'],
];

/** translate()'s two arguments: a name's skeleton is `translate(lower(name), from, to)`, computed by the database only. */
export const lookalikeTranslation = { from: lookalikes.map(([from]) => from).join(''), to: lookalikes.map(([, to]) => to).join('') } as const;
