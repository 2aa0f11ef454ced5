/** Bounds of a citable quote (DESIGN section 5). */
export const quoteMinChars = 20;
export const quoteMaxChars = 300;

/** Whitespace runs (spaces, tabs, line breaks) count as one space when quotes are compared. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A chunk's paragraphs (list items and table cells lie inside them): a blank line separates two. */
export function paragraphsOf(chunkText: string): string[] {
  return chunkText.split(/\n[^\S\n]*\n/);
}

/**
 * True when `quote` is verbatim text of `chunkText` (characters exactly as the document has them, any run
 * of whitespace compared as one space), within the citable length and inside one paragraph: a quote that
 * spans a blank line joins two paragraphs, which the contract forbids.
 */
export function verifyQuote(chunkText: string, quote: string): boolean {
  const wanted = collapseWhitespace(quote);
  if (wanted.length < quoteMinChars || wanted.length > quoteMaxChars) return false;
  return paragraphsOf(chunkText).some((paragraph) => collapseWhitespace(paragraph).includes(wanted));
}

/** Characters a model (or a copy and paste) changes in a quote without changing what it says. */
const folds: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-',
  '\u2026': '...', '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl',
};
/** Soft hyphens and zero-width marks: in the text, never seen by a reader. */
const invisible = /[\u00ad\u200b-\u200d\u2060\ufeff]/;

/** `text` lower-cased with typography folded and whitespace runs as one space, and each character's index in `text`. */
function folded(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (invisible.test(ch)) continue;
    for (const c of /\s/.test(ch) ? ' ' : (folds[ch] ?? ch).toLowerCase()) {
      if (c === ' ' && (!out || out.endsWith(' '))) continue;
      out += c;
      origin.push(i);
    }
  }
  return out.endsWith(' ') ? { text: out.slice(0, -1), origin: origin.slice(0, -1) } : { text: out, origin };
}

/** Wrapping a model may add to a quote: quotation marks around it, a bullet or dash before it. */
const wrapping = /^\s*(?:["'\u2018\u2019\u201c\u201d]|[\u2022\u25aa\u25e6\u00b7\u25cf*-]\s)\s*|\s*["'\u2018\u2019\u201c\u201d]\s*$/g;

/**
 * The document's own text for a quote a model copied from `chunkText`, or null when the passage does not
 * contain it. A model reproduces the words but often not the typography: it straightens curly quotes and
 * dashes, undoes PDF ligatures, changes the case of the first letter, adds quotation marks or a bullet, or
 * ends with a full stop where the list item has a semicolon. Such a quote is found with those differences
 * folded away, and what is returned is the passage's text itself, so the citation stays verbatim
 * (`verifyQuote` holds for it). Words that differ, or a quote across two paragraphs, are not found.
 */
export function locateQuote(chunkText: string, quote: string): string | null {
  const span = locateSpan(chunkText, quote);
  return span && verifyQuote(chunkText, span.quote) ? span.quote : null;
}

/** As `locateQuote`, of any length: the passage's text for a quote, and the paragraph it was found in. */
export function locateSpan(chunkText: string, quote: string): { quote: string; paragraph: string } | null {
  const paragraphs = paragraphsOf(chunkText);
  const exact = collapseWhitespace(quote);
  const holding = exact ? paragraphs.find((paragraph) => collapseWhitespace(paragraph).includes(exact)) : undefined;
  if (holding !== undefined) return { quote: exact, paragraph: holding };
  const bare = folded(quote.replace(wrapping, '')).text;
  // Without its closing punctuation the quote still says the same; the passage's own mark is put back.
  const unpunctuated = bare.replace(/[.;:,!?]+$/, '');
  for (const paragraph of paragraphs) {
    const text = folded(paragraph);
    for (const wanted of new Set([bare, unpunctuated])) {
      const at = wanted ? text.text.indexOf(wanted) : -1;
      if (at < 0) continue;
      let end = text.origin[at + wanted.length - 1]! + 1;
      if (wanted === unpunctuated && /[.;:!?]/.test(paragraph[end] ?? '')) end++;
      return { quote: collapseWhitespace(paragraph.slice(text.origin[at], end)), paragraph };
    }
  }
  return null;
}
