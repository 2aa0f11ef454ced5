import { findQuote, type QuoteRange } from './find-quote';

interface Part {
  page: number | null;
  section: string | null;
  text: string;
}

/** The part a citation points at, and the quote's place in its text (null when the quote is not there). */
export interface CitedPart {
  index: number;
  range: QuoteRange | null;
}

/**
 * Which part of a document's text a citation opens: the first part of the cited section (or page) holding the
 * quote; else any part holding it (a section renamed by a later upload); else the cited section's first part.
 * Null when the citation names nothing that is there.
 */
export function citedPart(parts: readonly Part[], cited: { page: number | null; section: string | null; quote: string | null }): CitedPart | null {
  const inPlace = parts.flatMap((part, index) => ((cited.section !== null && part.section === cited.section) || (cited.page !== null && part.page === cited.page) ? [index] : []));
  if (cited.quote) {
    for (const index of [...inPlace, ...parts.keys()]) {
      const range = findQuote(parts[index]!.text, cited.quote);
      if (range) return { index, range };
    }
  }
  return inPlace.length > 0 ? { index: inPlace[0]!, range: null } : null;
}
