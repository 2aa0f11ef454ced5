/** Bounds of a citable quote (DESIGN section 5). */
export const quoteMinChars = 20;
export const quoteMaxChars = 300;

/** Whitespace runs (spaces, tabs, line breaks) count as one space when quotes are compared. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * True when `quote` is verbatim text of `chunkText` (characters exactly as the document has them, any run
 * of whitespace compared as one space), within the citable length and inside one paragraph: a quote that
 * spans a blank line joins two paragraphs, which the contract forbids.
 */
export function verifyQuote(chunkText: string, quote: string): boolean {
  const wanted = collapseWhitespace(quote);
  if (wanted.length < quoteMinChars || wanted.length > quoteMaxChars) return false;
  return chunkText.split(/\n[^\S\n]*\n/).some((paragraph) => collapseWhitespace(paragraph).includes(wanted));
}
