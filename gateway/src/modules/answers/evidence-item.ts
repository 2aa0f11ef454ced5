/** One quoted passage supporting one rubric element (DESIGN section 5: an answer's evidence items). */
export interface EvidenceItem {
  documentId: number;
  documentName: string;
  /** 1-based page for PDF; null for other formats. */
  page: number | null;
  /** Heading path for DOCX/DOC ("Access control > Passwords"), sheet and rows for XLSX; null for PDF. */
  section: string | null;
  /** Verbatim text of its own document: 20-300 characters, one sentence or less, within one paragraph and page. */
  quote: string;
  /** The rubric element of the question this quote evidences. */
  rubricKey: string;
}
