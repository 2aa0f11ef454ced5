/** Where a quote stands in a text: [start, end) of the text's own characters. */
export interface QuoteRange {
  start: number;
  end: number;
}

/** Invisible characters the extraction dropped (soft hyphen, zero-width space and joiners, BOM). */
const invisible = /[\u00ad\u200b-\u200d\ufeff]/;
const ligature = /[\ufb00-\ufb06]/;

/**
 * The text reduced to what a match compares, with each kept character's index in the original: no whitespace at
 * all (a PDF's text layer may split or join words at line ends, a Word paragraph break becomes a space in a quote),
 * no invisible characters, ligatures spelled out ("ﬁ" as "fi", as the extraction stored them), lower case.
 */
function comparable(text: string): { chars: string; origin: number[] } {
  let chars = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c) || invisible.test(c)) continue;
    const spelled = (ligature.test(c) ? c.normalize('NFKC') : c).toLowerCase();
    chars += spelled;
    for (let k = 0; k < spelled.length; k++) origin.push(i);
  }
  return { chars, origin };
}

/** The first place `quote` occurs in `text`, whitespace, case and ligatures aside; null when it does not. */
export function findQuote(text: string, quote: string): QuoteRange | null {
  const needle = comparable(quote).chars;
  if (!needle) return null;
  const haystack = comparable(text);
  const at = haystack.chars.indexOf(needle);
  if (at < 0) return null;
  return { start: haystack.origin[at]!, end: haystack.origin[at + needle.length - 1]! + 1 };
}
