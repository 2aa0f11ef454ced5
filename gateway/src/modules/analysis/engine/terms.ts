/**
 * Word-level matching for the offline engine: a small English stemmer and stop-word list, so that a rubric
 * phrase ("access rights reviewed") matches the sentence the full-text search found ("Access rights are
 * reviewed quarterly"). PostgreSQL's Snowball stemmer picks the passages; this one only has to treat a
 * phrase and a sentence alike, so it stays deliberately small.
 */
const stopWords = new Set(
  'a an and are as at be been being by for from has have in into is it its of on or so such that the their them then there these they this to was were which with within our we will shall'.split(' '),
);

/** Lower-case word stems of `text`, stop words dropped (hyphens and slashes separate words). */
export function stems(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];
  return words.filter((w) => !stopWords.has(w)).map(stem);
}

/** A light suffix stripper: plural, -ed, -ing, -ly, -isation/-ization spellings made equal. */
export function stem(word: string): string {
  let w = word.replace(/isation|ization/g, 'iz').replace(/is(e|es|ed|ing)$/, 'iz$1');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ingly', 'edly', 'ing', 'ed', 'ly', 'ment', 'e']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|ff)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Where the stem sequence `phrase` occurs in `words` (consecutive), or -1. */
export function findPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (!phrase.length || phrase.length > words.length) return -1;
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}
