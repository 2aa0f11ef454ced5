import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { writeCover } from './cover-sheet.js';
import type { ExportData } from './export-data.js';
import type { CellValue } from './safe-cell.js';
import { activityRows, activitySheet, addRow, findingRows, findingsSheet, historyRows, historySheet, questionnaireRows, questionnaireSheet, type SheetSpec } from './sheets.js';
import { soaRows, soaSheet } from './soa-sheet.js';
import { columnLetter, complianceScale, dateTimeFormat, headerStyle, pageSetup, paint, riskStyle } from './workbook-style.js';

const numFmts = { compliance: '0%', date: dateTimeFormat, risk: undefined } as const;

/**
 * A table sheet: styled header with filters, frozen below it, printed with it on every page; risk cells on their
 * colour, compliance columns on the compliance colour scale; rows committed one by one (streamed).
 */
function writeTable(workbook: ExcelJS.stream.xlsx.WorkbookWriter, spec: SheetSpec, rows: CellValue[][]): void {
  const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }], pageSetup: { ...pageSetup('landscape'), printTitlesRow: '1:1' } });
  sheet.columns = spec.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: {
      ...(c.format && numFmts[c.format] ? { numFmt: numFmts[c.format] } : {}),
      alignment: { vertical: 'top' as const, ...(c.wrap ? { wrapText: true } : {}) },
    },
  }));
  const header = sheet.getRow(1);
  header.eachCell((cell) => paint(cell, headerStyle));
  sheet.autoFilter = `A1:${columnLetter(spec.columns.length)}1`;
  header.commit();
  const riskColumns = spec.columns.flatMap((c, i) => (c.format === 'risk' ? [i + 1] : []));
  for (const values of rows) {
    addRow(sheet, values, (row) => riskColumns.forEach((n) => paint(row.getCell(n), riskStyle(String(values[n - 1] ?? '')))));
  }
  spec.columns.forEach((c, i) => {
    if (c.format === 'compliance' && rows.length > 0) complianceScale(sheet, `${columnLetter(i + 1)}2:${columnLetter(i + 1)}${rows.length + 1}`);
  });
  sheet.commit();
}

/** Streams the whole workbook to `out` (sheets in the order an auditor reads them). */
export async function writeGapWorkbook(out: Writable, data: ExportData): Promise<void> {
  // Loaded on the first export: a second of start-up that most processes never need.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'ISO 27001 Gap Assessment Tool';
  workbook.created = data.generatedAt;
  // Each sheet is a few tens of milliseconds of synchronous work: other requests are served between them.
  const sheets = [
    () => writeCover(workbook, data),
    () => writeTable(workbook, findingsSheet, findingRows(data)),
    () => writeTable(workbook, questionnaireSheet, questionnaireRows(data)),
    () => writeTable(workbook, soaSheet, soaRows(data)),
    () => writeTable(workbook, historySheet, historyRows(data)),
    () => writeTable(workbook, activitySheet, activityRows(data)),
  ];
  for (const write of sheets) {
    write();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await workbook.commit();
}
