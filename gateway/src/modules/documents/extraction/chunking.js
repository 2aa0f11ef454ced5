// @ts-check
/**
 * Splits extracted sections into evidence chunks of about `maxChars`, cutting at the coarsest boundary
 * that fits: paragraphs, then lines that end a sentence (a PDF wraps sentences over lines), then any line,
 * then sentences, then words (a hard cut only for unbroken text).
 * Plain JS because it runs inside the extraction worker (see extract.worker.js).
 */

/** @typedef {{ pageNumber: number | null, sectionLabel: string | null, text: string }} ExtractedSection */
/** @typedef {{ ordinal: number, pageNumber: number | null, sectionLabel: string | null, text: string }} ExtractedChunk */

export const chunkTargetChars = 1500;
const sectionLabelMaxChars = 200;

/** @type {{ split: RegExp, join: string }[]} */
const boundaries = [
  { split: /\n[^\S\n]*\n\s*/, join: '\n\n' },
  { split: /(?<=[.!?:;]["'”’)\]]?)\n/, join: '\n' },
  { split: /\n/, join: '\n' },
  { split: /(?<=[.!?;:])\s+/, join: ' ' },
  { split: /\s+/, join: ' ' },
];

/**
 * @param {ExtractedSection[]} sections
 * @param {number} [maxChars]
 * @returns {ExtractedChunk[]}
 */
export function splitIntoChunks(sections, maxChars = chunkTargetChars) {
  /** @type {ExtractedChunk[]} */
  const chunks = [];
  for (const section of sections) {
    const sectionLabel = section.sectionLabel ? truncate(cleanText(section.sectionLabel).replace(/\s+/g, ' '), sectionLabelMaxChars) : null;
    for (const text of splitText(cleanText(section.text), maxChars, 0)) {
      if (/[\p{L}\p{N}]/u.test(text)) chunks.push({ ordinal: chunks.length, pageNumber: section.pageNumber, sectionLabel, text });
    }
  }
  return chunks;
}

/**
 * Normalises extracted text: no NUL or other control characters (PostgreSQL text refuses NUL), no invisible
 * characters, ligatures spelled out, runs of spaces collapsed, lines trimmed, at most one blank line in a row.
 * @param {string} text
 */
export function cleanText(text) {
  return text
    .replace(/\r\n?/g, '\n')
    // Soft hyphens and zero-width characters are invisible; ligatures ("ﬁ") are the letters they join.
    .replace(/[\u00ad\u200b-\u200d\ufeff]/g, '')
    .replace(/[\ufb00-\ufb06]/g, (ligature) => ligature.normalize('NFKC'))
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * @param {string} text
 * @param {number} maxChars
 * @param {number} level index into `boundaries`
 * @returns {string[]}
 */
function splitText(text, maxChars, level) {
  if (text.length <= maxChars) return text ? [text] : [];
  const boundary = boundaries[level];
  if (!boundary) return hardCut(text, maxChars);
  const parts = text.split(boundary.split).filter(Boolean);
  if (parts.length < 2) return splitText(text, maxChars, level + 1);
  /** @type {string[]} */
  const out = [];
  let current = '';
  for (const part of parts) {
    if (part.length > maxChars) {
      if (current) out.push(current);
      current = '';
      out.push(...splitText(part, maxChars, level + 1));
      continue;
    }
    const joined = current ? current + boundary.join + part : part;
    if (joined.length <= maxChars) current = joined;
    else {
      out.push(current);
      current = part;
    }
  }
  if (current) out.push(current);
  return out;
}

/** @param {string} text @param {number} maxChars */
function hardCut(text, maxChars) {
  const out = [];
  for (let i = 0; i < text.length; i += maxChars) out.push(text.slice(i, i + maxChars));
  return out;
}

/** @param {string} text @param {number} max */
function truncate(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
