// @ts-check
import { getDocumentProxy } from 'unpdf';

/** Pages read concurrently; pdf.js's caches are dropped after each batch. */
const pagesPerBatch = 32;

/**
 * PDF text, one section per page (page numbers are what answers cite). Pages are read in batches: a
 * batch keeps pdf.js busy (one page at a time is much slower), and dropping its caches after each one
 * bounds memory (unpdf's extractText reads every page at once, which on a 20 MB PDF of thousands of text
 * pages needs more than the worker's 512 MB heap). Line breaks follow the text items' end-of-line marks.
 * @param {Uint8Array} bytes
 * @param {import('./extract-document.js').OnProgress} [onProgress] told the pages read so far of the total after each batch
 * @returns {Promise<import('./extract-document.js').ExtractedDocument>}
 */
export async function extractPdf(bytes, onProgress) {
  // Errors only: pdf.js warns on every odd font of a real-world PDF.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    /** @type {import('./chunking.js').ExtractedSection[]} */
    const sections = [];
    onProgress?.(0, pdf.numPages);
    for (let first = 1; first <= pdf.numPages; first += pagesPerBatch) {
      const numbers = Array.from({ length: Math.min(pagesPerBatch, pdf.numPages - first + 1) }, (_, i) => first + i);
      const texts = await Promise.all(numbers.map((n) => pageText(pdf, n)));
      texts.forEach((text, i) => sections.push({ pageNumber: first + i, sectionLabel: null, text }));
      await pdf.cleanup();
      onProgress?.(sections.length, pdf.numPages);
    }
    return { pageCount: pdf.numPages, sections };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** @param {import('unpdf/pdfjs').PDFDocumentProxy} pdf @param {number} pageNumber */
async function pageText(pdf, pageNumber) {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  page.cleanup();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}
