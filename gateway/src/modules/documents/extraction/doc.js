// @ts-check
import WordExtractor from 'word-extractor';

/**
 * Word 97-2003 (.doc) text. The binary format keeps no usable heading structure through word-extractor,
 * so sections start at lines that look like headings (short, no closing punctuation, followed by text);
 * without any, paragraphs are grouped into blocks labelled 'Section n'.
 * @param {Uint8Array} bytes
 * @returns {Promise<import('./extract-document.js').ExtractedDocument>}
 */
export async function extractDoc(bytes) {
  const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const paragraphs = document
    .getBody()
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { pageCount: null, sections: sectionsOf(paragraphs) };
}

const blockChars = 1500;

/** @param {string[]} paragraphs */
function sectionsOf(paragraphs) {
  /** @type {{ pageNumber: null, sectionLabel: string, text: string }[]} */
  const sections = [];
  /** @type {string | null} */
  let heading = null;
  /** @type {string[]} */
  let lines = [];
  let length = 0;
  const close = () => {
    if (lines.length) sections.push({ pageNumber: null, sectionLabel: heading ?? `Section ${sections.length + 1}`, text: lines.join('\n\n') });
    lines = [];
    length = 0;
  };
  paragraphs.forEach((paragraph, i) => {
    const next = paragraphs[i + 1];
    if (looksLikeHeading(paragraph) && next !== undefined && !looksLikeHeading(next)) {
      close();
      heading = paragraph;
    } else if (heading === null && length + paragraph.length > blockChars) close();
    lines.push(paragraph);
    length += paragraph.length;
  });
  close();
  return sections;
}

/** @param {string} line */
function looksLikeHeading(line) {
  return line.length <= 80 && !/[.,;:!?]$/.test(line) && line.split(/\s+/).length <= 10 && /^(\d+(\.\d+)*\.?\s+)?\p{Lu}/u.test(line);
}
