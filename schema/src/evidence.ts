/**
 * How every screen, the engine's answers and the export name the place of a quote: one format, so a reader finds
 * "policy.pdf, page 2" the same way in the questionnaire, the results, the workbook and an AI answer's text.
 */

/** Where a quote is in its document: the page of a PDF, else the section (heading path, or sheet and rows). */
export interface CitedPlace {
  page: number | null;
  section: string | null;
}

/** A quote's document and place, as evidence items, passage suggestions and an answer's cited document carry them. */
export interface Cited extends CitedPlace {
  documentName: string;
}

/** The place alone, for a line that names the document already: "page 2", 'section "Access control"', or null. */
export function placeOf({ page, section }: CitedPlace): string | null {
  if (page !== null) return `page ${page}`;
  return section ? `section "${section}"` : null;
}

/** The citation: "policy.pdf, page 2", 'access.docx, section "Access control"', or the name when no place is known. */
export function citationOf(item: Cited): string {
  const place = placeOf(item);
  return place ? `${item.documentName}, ${place}` : item.documentName;
}
