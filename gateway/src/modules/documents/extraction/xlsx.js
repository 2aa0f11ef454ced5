// @ts-check
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

const blockChars = 1500;
const blockRows = 50;

/**
 * Excel (.xlsx) text, per sheet in blocks of rows, labelled 'Sheet {name} rows a-b'; a row's cells are
 * joined with ' | ' so a control and its status stay together. exceljs's streaming reader keeps one row
 * at a time instead of the whole workbook model (several times faster and smaller on big sheets).
 * @param {Uint8Array} bytes
 * @returns {Promise<import('./extract-document.js').ExtractedDocument>}
 */
export async function extractXlsx(bytes) {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  // Styles are read only so that date cells are recognised as dates.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  /** @type {{ pageNumber: null, sectionLabel: string, text: string }[]} */
  const sections = [];
  for await (const sheet of workbook) {
    const name = /** @type {{ name?: string }} */ (sheet).name ?? `${sections.length + 1}`;
    /** @type {{ number: number, text: string }[]} */
    let block = [];
    let length = 0;
    const close = () => {
      const first = block[0];
      const last = block[block.length - 1];
      if (first && last) sections.push({ pageNumber: null, sectionLabel: `Sheet ${name} rows ${first.number}-${last.number}`, text: block.map((r) => r.text).join('\n') });
      block = [];
      length = 0;
    };
    for await (const row of /** @type {AsyncIterable<ExcelJS.Row>} */ (sheet)) {
      /** @type {string[]} */
      const cells = [];
      row.eachCell({ includeEmpty: false }, (cell) => {
        const text = cellText(cell);
        if (text) cells.push(text);
      });
      if (!cells.length) continue;
      const text = cells.join(' | ');
      if (block.length >= blockRows || (block.length && length + text.length > blockChars)) close();
      block.push({ number: row.number, text });
      length += text.length + 1;
    }
    close();
  }
  return { pageCount: null, sections };
}

/** A cell's displayed text (dates as YYYY-MM-DD); exotic values fall back to nothing rather than failing. @param {ExcelJS.Cell} cell */
function cellText(cell) {
  try {
    if (cell.value instanceof Date) return cell.value.toISOString().slice(0, 10);
    return cell.text.trim();
  } catch {
    return '';
  }
}
