import { citationOf } from '@gap/schema';
import type { EvidenceHit } from '../../evidence/evidence.repository.js';
import type { EvidenceItem } from './engine.types.js';

type Location = Pick<EvidenceItem, 'documentId' | 'documentName' | 'page' | 'section'>;

/** Where a retrieved chunk is: its document and page (PDF) or section (other formats). */
export function locationOf(hit: EvidenceHit): Location {
  return { documentId: hit.documentId, documentName: hit.documentName, page: hit.pageNumber, section: hit.pageNumber === null ? hit.sectionLabel : null };
}

/** The evidence item for a quote from a retrieved chunk. */
export function evidenceItem(hit: EvidenceHit, quote: string, rubricKey: string): EvidenceItem {
  return { ...locationOf(hit), quote, rubricKey };
}

/** Where an evidence item is, as a reader cites it: "Access Standard.pdf, page 2" or the section of a Word file. */
export const citation: (item: Location) => string = citationOf;
