// @ts-check
import { getDocumentProxy } from 'unpdf';

/** Pages read concurrently; pdf.js's caches are dropped after each batch. */
const pagesPerBatch = 32;
/** A line this much larger than the body text, short and without closing punctuation, is a heading. */
const headingScale = 1.08;
const headingMaxChars = 150;
/** A line of body size set apart from its paragraph in another font (bold, as Word's lower heading levels are) is a heading if this short. */
const fontHeadingMaxChars = 100;
/** The share of body lines that must start at an edge for it to count as the text's left margin. */
const marginShare = 0.05;
/** A gap between lines this much wider than the usual line spacing starts a new paragraph. */
const paragraphGapScale = 1.3;
/** Lines at the top and bottom of a page that may be running headers or footers. */
const furnitureTop = 2;
const furnitureBottom = 3;
/** A line that leaves this share of the line width empty before a capitalised line ends a paragraph or list item. */
const shortLineShare = 0.3;
/** Lines above and below a line that show how wide its column is. */
const columnWindow = 3;
/** Lines a sentence cut by a page break may take on the next page. */
const continuationMaxLines = 6;
/** Lines whose left edges lie this close (in points) start at the same edge. */
const edgeTolerance = 3;
/** A line ending with closing punctuation (perhaps inside quotes or brackets) ends a sentence. */
const closesSentence = /[.!?:;]["'”’)\]]?$/;

/**
 * @typedef {{ text: string, size: number, font: string, y: number, left: number, right: number }} PdfLine one line of a page: its font size, the font of most of its characters, baseline and horizontal extent
 * @typedef {{ pageNumber: number, lines: PdfLine[] }} PdfPage
 */

/**
 * PDF text by page (page numbers are what answers cite), laid out as a reader sees it:
 * - running headers and footers (a title, "Page 3 of 12") that repeat at the top or bottom of the pages are left out;
 * - a sentence that a page break cuts is kept whole on the page where it starts;
 * - a word hyphenated at a line end is joined again;
 * - a wider gap between lines starts a paragraph;
 * - larger short lines are headings, and so are short lines of body size that stand apart in another font (bold):
 *   each starts a section labelled with it, which goes on across pages (as a Word heading does), so a page may
 *   hold several sections, all cited by its number.
 * Pages are read in batches: a batch keeps pdf.js busy (one page at a time is much slower), and dropping its
 * caches after each one bounds memory (unpdf's extractText reads every page at once, which on a 20 MB PDF of
 * thousands of text pages needs more than the worker's 512 MB heap).
 * @param {Uint8Array} bytes
 * @param {import('./extract-document.js').OnProgress} [onProgress] told the pages read so far of the total after each batch
 * @returns {Promise<import('./extract-document.js').ExtractedDocument>}
 */
export async function extractPdf(bytes, onProgress) {
  // Errors only: pdf.js warns on every odd font of a real-world PDF.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    /** @type {PdfPage[]} */
    const pages = [];
    onProgress?.(0, pdf.numPages);
    for (let first = 1; first <= pdf.numPages; first += pagesPerBatch) {
      const numbers = Array.from({ length: Math.min(pagesPerBatch, pdf.numPages - first + 1) }, (_, i) => first + i);
      const read = await Promise.all(numbers.map((n) => pageLines(pdf, n)));
      read.forEach((lines, i) => pages.push({ pageNumber: first + i, lines }));
      await pdf.cleanup();
      onProgress?.(pages.length, pdf.numPages);
    }
    return { pageCount: pdf.numPages, sections: layOut(pages) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * Pages of lines as sections: furniture removed, cut sentences joined, paragraphs and headings found.
 * @param {PdfPage[]} pages
 * @returns {import('./chunking.js').ExtractedSection[]}
 */
function layOut(pages) {
  removeFurniture(pages);
  joinCutSentences(pages);
  const body = bodySize(pages);
  const font = bodyFont(pages, body);
  const margin = bodyMargin(pages, body, font);
  const spacing = lineSpacing(pages, body);
  /** @type {import('./chunking.js').ExtractedSection[]} */
  const sections = [];
  /** @type {string | null} */
  let label = null;
  for (const { pageNumber, lines } of pages) {
    let text = '';
    let previousHeading = false;
    const flush = () => {
      if (text.trim()) sections.push({ pageNumber, sectionLabel: label, text });
      text = '';
    };
    for (const [index, line] of lines.entries()) {
      const previous = lines[index - 1];
      const heading = isHeading(line, body) || isFontHeading(lines, index, body, font, margin);
      if (heading) {
        if (previousHeading && sameSize(previous, line) && !/^\d+(\.\d+)*\.?\s/.test(line.text.trim())) {
          // A heading wrapped over two lines.
          label = `${label} ${line.text.trim()}`;
          text += ` ${line.text.trim()}`;
        } else {
          flush();
          label = line.text.trim();
          text = label;
        }
      } else if (!text) text = line.text;
      else if (previousHeading || (previous && spacing > 0 && previous.y - line.y > spacing * paragraphGapScale) || endsShort(lines, index)) text += `\n\n${line.text}`;
      else if (/\p{L}-$/u.test(text) && /^\p{L}/u.test(line.text)) text += line.text;
      else text += `\n${line.text}`;
      previousHeading = heading;
    }
    flush();
  }
  return sections;
}

/** @param {import('unpdf/pdfjs').PDFDocumentProxy} pdf @param {number} pageNumber @returns {Promise<PdfLine[]>} */
async function pageLines(pdf, pageNumber) {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  page.cleanup();
  /** @type {PdfLine[]} */
  const lines = [];
  /** @type {PdfLine | null} */
  let current = null;
  /** Characters of the current line per font. @type {Map<string, number>} */
  let fonts = new Map();
  const end = (/** @type {PdfLine} */ line) => {
    line.font = mostCommon(fonts, '');
    fonts = new Map();
    if (line.text.trim()) lines.push(line);
  };
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const written = item.str.trim() !== '';
    current ??= { text: '', size: 0, font: '', y: Number.NaN, left: Infinity, right: -Infinity };
    current.text += item.str;
    if (written) {
      fonts.set(item.fontName, (fonts.get(item.fontName) ?? 0) + item.str.trim().length);
      current.size = Math.max(current.size, Math.hypot(item.transform[2], item.transform[3]) || item.height);
      if (Number.isNaN(current.y)) current.y = item.transform[5];
      current.left = Math.min(current.left, item.transform[4]);
      current.right = Math.max(current.right, item.transform[4] + item.width);
    }
    if (item.hasEOL) {
      end(current);
      current = null;
    }
  }
  if (current) end(current);
  return lines;
}

/**
 * Running headers and footers: a line at the top (or bottom) of a page whose wording (numbers aside) recurs at the
 * top (or bottom) of at least half the pages (two at least), and lone page numbers there.
 * @param {PdfPage[]} pages
 */
function removeFurniture(pages) {
  const wording = (/** @type {PdfLine} */ line) => line.text.trim().toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
  /** The page's top and bottom lines, each keyed by its edge and wording (a header recurs at the top, a footer at the bottom). */
  const edges = (/** @type {PdfLine[]} */ lines) =>
    new Map([
      ...lines.slice(0, furnitureTop).map((line) => /** @type {const} */ ([line, `top ${wording(line)}`])),
      ...lines.slice(Math.max(furnitureTop, lines.length - furnitureBottom)).map((line) => /** @type {const} */ ([line, `bottom ${wording(line)}`])),
    ]);
  const pageEdges = pages.map((page) => edges(page.lines));
  /** @type {Map<string, number>} */
  const pagesWith = new Map();
  for (const edge of pageEdges) for (const k of new Set(edge.values())) pagesWith.set(k, (pagesWith.get(k) ?? 0) + 1);
  const recurring = (/** @type {string} */ k) => pages.length >= 2 && (pagesWith.get(k) ?? 0) >= Math.max(2, Math.ceil(pages.length / 2));
  const pageNumber = /^((page|p\.|seite|página)\s*)?[-–(]?\s*#\s*[-–)]?(\s*(of|\/|von|de)\s*#)?$/;
  pages.forEach((page, i) => {
    const edge = pageEdges[i];
    page.lines = page.lines.filter((line) => {
      const k = edge.get(line);
      return k === undefined || !(recurring(k) || pageNumber.test(wording(line)));
    });
  });
}

/**
 * A page that ends mid-sentence (no closing punctuation) before a page that starts in lower case: the sentence's
 * end moves back to the page where it starts, so it is cited whole.
 * @param {PdfPage[]} pages
 */
function joinCutSentences(pages) {
  for (let i = 0; i + 1 < pages.length; i++) {
    const [page, next] = [pages[i], pages[i + 1]];
    const last = page.lines.at(-1);
    if (!last || closesSentence.test(last.text.trim()) || !/^\p{Ll}/u.test(next.lines[0]?.text.trim() ?? '')) continue;
    const end = next.lines.findIndex((line, j) => j < continuationMaxLines && closesSentence.test(line.text.trim()));
    if (end === -1) continue;
    // Placed as running lines below the page's last one, whatever their position on the next page.
    const moved = next.lines.splice(0, end + 1).map((line, j) => ({ ...line, y: last.y - (j + 1) }));
    page.lines.push(...moved);
  }
}

/** The font size of most of the text (by characters). @param {PdfPage[]} pages */
function bodySize(pages) {
  /** @type {Map<number, number>} */
  const chars = new Map();
  for (const { lines } of pages) for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  return mostCommon(chars, 0);
}

/**
 * The key counted most often (the first of equals), or `none` for no counts.
 * @template K @param {Map<K, number>} counts @param {K} none @returns {K}
 */
function mostCommon(counts, none) {
  let best = none;
  let most = -1;
  for (const [key, n] of counts) if (n > most) [best, most] = [key, n];
  return best;
}

/** The font of most of the body-size text (by characters). @param {PdfPage[]} pages @param {number} body */
function bodyFont(pages, body) {
  /** @type {Map<string, number>} */
  const chars = new Map();
  for (const { lines } of pages) for (const line of lines) if (sameSize(line, body)) chars.set(line.font, (chars.get(line.font) ?? 0) + line.text.length);
  return mostCommon(chars, '');
}

/**
 * The text's left margin: the leftmost edge that a good share of the body lines start at (the most common one may
 * be a list's indent in a document that is mostly lists). @param {PdfPage[]} pages @param {number} body @param {string} font
 */
function bodyMargin(pages, body, font) {
  /** @type {Map<number, number>} */
  const starts = new Map();
  let total = 0;
  for (const page of pages) for (const line of page.lines) if (line.font === font && sameSize(line, body) && Number.isFinite(line.left)) {
    const left = Math.round(line.left);
    starts.set(left, (starts.get(left) ?? 0) + 1);
    total++;
  }
  // Infinity for a document without body lines: no line is then at the margin.
  return Math.min(...[...starts].filter(([, n]) => n >= total * marginShare).map(([left]) => left));
}

/** The usual distance between consecutive body lines (the median), 0 when unknown. @param {PdfPage[]} pages @param {number} body */
function lineSpacing(pages, body) {
  const gaps = [];
  for (const { lines } of pages) {
    for (let i = 1; i < lines.length; i++) {
      const gap = lines[i - 1].y - lines[i].y;
      if (gap > 0 && sameSize(lines[i], body) && sameSize(lines[i - 1], body)) gaps.push(gap);
    }
  }
  if (!gaps.length) return 0;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)];
}

/**
 * A line that stops well short of where its neighbours in the same column end, before a line starting with a
 * capital, ends its paragraph or list item (a bullet drawn as a shape leaves no text to tell the item by). The
 * neighbours (aligned on the same left edge, a few lines around) give the column's width, so table cells count too.
 * @param {PdfLine[]} lines @param {number} i the index of the line that may start a new paragraph
 */
function endsShort(lines, i) {
  const [previous, line] = [lines[i - 1], lines[i]];
  if (!previous || !/^[\p{Lu}\d]/u.test(line.text.trim()) || !Number.isFinite(previous.right)) return false;
  let columnRight = previous.right;
  for (let j = Math.max(0, i - 1 - columnWindow); j <= Math.min(lines.length - 1, i - 1 + columnWindow); j++) {
    if (Math.abs(lines[j].left - previous.left) < edgeTolerance && sameSize(lines[j], previous)) columnRight = Math.max(columnRight, lines[j].right);
  }
  const width = columnRight - previous.left;
  return width > 0 && columnRight - previous.right > width * shortLineShare;
}

/** Whether a line is set in the font size of another line (or of a size given). @param {PdfLine} line @param {PdfLine | number} other */
function sameSize(line, other) {
  return Math.abs(line.size - (typeof other === 'number' ? other : other.size)) < 0.5;
}

/** @param {PdfLine} line @param {number} body */
function isHeading(line, body) {
  const text = line.text.trim();
  return body > 0 && line.size >= body * headingScale && text.length <= headingMaxChars && /\p{L}/u.test(text) && !/[.,;]$/.test(text);
}

/**
 * A body-size line in another font than the body's (bold, italic), short, without closing punctuation, at the text's
 * margin (not a list item's bold label), between a line that ends a sentence (or nothing) and a capitalised line in
 * the body font: a heading of a lower level.
 * @param {PdfLine[]} lines @param {number} i @param {number} body @param {string} font the body font @param {number} margin
 */
function isFontHeading(lines, i, body, font, margin) {
  const [previous, line, next] = [lines[i - 1], lines[i], lines[i + 1]];
  const text = line.text.trim();
  if (!font || line.font === font || !sameSize(line, body) || text.length > fontHeadingMaxChars || !(Math.abs(line.left - margin) < edgeTolerance)) return false;
  if (!/^[\p{Lu}\d]/u.test(text) || !/\p{L}/u.test(text) || /[.,;:!?]$/.test(text)) return false;
  const previousEnds = !previous || closesSentence.test(previous.text.trim()) || previous.font !== font;
  return previousEnds && !!next && next.font === font && /^[\p{Lu}\d"“(]/u.test(next.text.trim());
}
