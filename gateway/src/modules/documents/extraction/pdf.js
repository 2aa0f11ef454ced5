// @ts-check
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * PDF text, one section per page (page numbers are what answers cite).
 * @param {Uint8Array} bytes
 * @returns {Promise<import('./extract-document.js').ExtractedDocument>}
 */
export async function extractPdf(bytes) {
  // Errors only: pdf.js warns on every odd font of a real-world PDF.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const sections = text.map((pageText, i) => ({ pageNumber: i + 1, sectionLabel: null, text: pageText }));
    return { pageCount: totalPages, sections };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
