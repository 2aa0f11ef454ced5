// @ts-check
import mammoth from 'mammoth';

/** Text before the first heading. */
export const leadingSectionLabel = 'Start of document';

/**
 * Word (.docx) text, one section per heading; the label is the heading's text. mammoth reads the
 * document model; the HTML conversion is skipped by handing it an empty document.
 * @param {Uint8Array} bytes
 * @returns {Promise<import('./extract-document.js').ExtractedDocument>}
 */
export async function extractDocx(bytes) {
  /** @type {any[]} */
  let blocks = [];
  await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    {
      transformDocument: (/** @type {any} */ document) => {
        blocks = document.children;
        return { ...document, children: [] };
      },
    },
  );
  return { pageCount: null, sections: sectionsByHeading(blocks) };
}

/** @param {any[]} blocks */
function sectionsByHeading(blocks) {
  /** @type {{ pageNumber: null, sectionLabel: string, text: string }[]} */
  const sections = [];
  let label = leadingSectionLabel;
  /** @type {string[]} */
  let lines = [];
  const close = () => {
    if (lines.length) sections.push({ pageNumber: null, sectionLabel: label, text: lines.join('\n\n') });
  };
  for (const block of blocks) {
    const text = textOf(block).trim();
    if (!text) continue;
    if (isHeading(block)) {
      close();
      label = text;
      lines = [text];
    } else lines.push(text);
  }
  close();
  return sections;
}

/** Built-in heading and title styles, by name or id (localised names still carry the id). @param {any} block */
function isHeading(block) {
  if (block.type !== 'paragraph') return false;
  return /^(heading\s*\d|title)$/i.test(block.styleName ?? '') || /^(heading\d|title)$/i.test(block.styleId ?? '');
}

/** @param {any} element @returns {string} */
function textOf(element) {
  switch (element.type) {
    case 'text':
      return element.value;
    case 'tab':
      return '\t';
    case 'break':
      return '\n';
    case 'table':
      return element.children.map(textOf).join('\n');
    case 'tableRow':
      return element.children.map((/** @type {any} */ cell) => textOf(cell).trim()).join(' | ');
    case 'tableCell':
      return element.children.map(textOf).join('\n');
    default:
      return Array.isArray(element.children) ? element.children.map(textOf).join('') : '';
  }
}
