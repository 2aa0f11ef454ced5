// @ts-check
import { splitIntoChunks } from './chunking.js';

/** @typedef {'pdf' | 'docx' | 'doc' | 'xlsx'} DocumentKind */
/** @typedef {{ pageCount: number | null, sections: import('./chunking.js').ExtractedSection[] }} ExtractedDocument */
/** @typedef {{ pageCount: number | null, sectionCount: number, chunks: import('./chunking.js').ExtractedChunk[] }} ExtractionResult */
/** Pages read so far of the total (PDF); other kinds are read in one step and do not report. @typedef {(done: number, total: number) => void} OnProgress */

/**
 * Reads a document of a verified kind into evidence chunks. Each parser is imported on demand, so a
 * worker only loads the one it needs.
 * @param {DocumentKind} kind
 * @param {Uint8Array} bytes
 * @param {OnProgress} [onProgress]
 * @returns {Promise<ExtractionResult>}
 */
export async function extractDocument(kind, bytes, onProgress) {
  const document = await parserFor(kind).then((parse) => parse(bytes, onProgress));
  const sections = document.sections.filter((s) => s.text.trim());
  return { pageCount: document.pageCount, sectionCount: sections.length, chunks: splitIntoChunks(sections) };
}

/** @param {DocumentKind} kind @returns {Promise<(bytes: Uint8Array, onProgress?: OnProgress) => Promise<ExtractedDocument>>} */
async function parserFor(kind) {
  switch (kind) {
    case 'pdf':
      return (await import('./pdf.js')).extractPdf;
    case 'docx':
      return (await import('./docx.js')).extractDocx;
    case 'doc':
      return (await import('./doc.js')).extractDoc;
    case 'xlsx':
      return (await import('./xlsx.js')).extractXlsx;
    default:
      throw new Error(`unsupported document kind: ${kind}`);
  }
}
