// @ts-check
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

const blockChars = 1500;
const blockRows = 50;

/**
 * Excel (.xlsx) text, per sheet in blocks of rows, labelled 'Sheet {name} rows a-b'; a row's cells are
 * joined with ' | ' so a control and its status stay together. exceljs's streaming reader keeps one row
 * at a time instead of the whole workbook model (several times faster and smaller on big sheets). It
 * depends on the order of the package's parts, though: a worksheet stored before the workbook part fails
 * ("reading 'sheets'"), always when the shared strings come first and now and then when they come after
 * (its zip iteration can end before the last part). A zip may store its parts in any order, so such a
 * workbook is read again whole, which does not care about the order.
 * @param {Uint8Array} bytes
 * @returns {Promise<import('./extract-document.js').ExtractedDocument>}
 */
export async function extractXlsx(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return { pageCount: null, sections: await sectionsOf(streamedSheets(buffer)) };
  } catch (error) {
    const sections = await sectionsOf(loadedSheets(buffer)).catch(() => {
      throw error;
    });
    return { pageCount: null, sections };
  }
}

/**
 * @typedef {{ name: string, rows: AsyncIterable<ExcelJS.Row> | Iterable<ExcelJS.Row> }} SheetRows
 */

/** @param {Buffer} buffer @returns {AsyncGenerator<SheetRows>} */
async function* streamedSheets(buffer) {
  // Styles are read only so that date cells are recognised as dates.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  let count = 0;
  for await (const sheet of workbook) {
    count += 1;
    yield { name: /** @type {{ name?: string }} */ (sheet).name ?? `${count}`, rows: /** @type {AsyncIterable<ExcelJS.Row>} */ (sheet) };
  }
}

/** @param {Buffer} buffer @returns {AsyncGenerator<SheetRows>} */
async function* loadedSheets(buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(/** @type {any} */ (buffer));
  for (const sheet of workbook.worksheets) {
    /** @type {ExcelJS.Row[]} */
    const rows = [];
    sheet.eachRow({ includeEmpty: false }, (row) => rows.push(row));
    yield { name: sheet.name, rows };
  }
}

/** @param {AsyncIterable<SheetRows>} sheets */
async function sectionsOf(sheets) {
  /** @type {{ pageNumber: null, sectionLabel: string, text: string }[]} */
  const sections = [];
  for await (const { name, rows } of sheets) {
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
    for await (const row of rows) {
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
  return sections;
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
