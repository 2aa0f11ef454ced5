import type { Writable } from 'node:stream';
import { scoringRule } from '@gap/schema';
import type ExcelJS from 'exceljs';
import type { ExportData } from './export-data.js';
import { addRow, findingRows, findingsSheet, historyRows, historySheet, questionnaireRows, questionnaireSheet, soaRows, soaSheet, type SheetSpec } from './sheets.js';
import type { CellValue } from './safe-cell.js';

const headerFill = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FF1D4ED8' } };
const headerFont = { bold: true, color: { argb: 'FFFFFFFF' } };

function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/** A table sheet: styled header with filters, frozen below it; rows committed one by one (streamed). */
function writeTable(workbook: ExcelJS.stream.xlsx.WorkbookWriter, spec: SheetSpec, rows: CellValue[][]): void {
  const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: { ...(c.percent ? { numFmt: '0%' } : {}), ...(c.wrap ? { alignment: { wrapText: true, vertical: 'top' as const } } : {}) },
  }));
  const header = sheet.getRow(1);
  header.eachCell((cell) => {
    cell.fill = headerFill;
    cell.font = headerFont;
  });
  sheet.autoFilter = `A1:${columnLetter(spec.columns.length)}1`;
  header.commit();
  for (const row of rows) addRow(sheet, row);
  sheet.commit();
}

/** Per theme or clause: findings, compliant, risk counts and mean compliance (a chart-ready block). */
function themeTable(data: ExportData): CellValue[][] {
  const byTheme = new Map<string, { n: number; compliant: number; high: number; medium: number; low: number; sum: number }>();
  for (const f of data.findings) {
    const t = byTheme.get(f.question.category) ?? { n: 0, compliant: 0, high: 0, medium: 0, low: 0, sum: 0 };
    t.n++;
    t.sum += f.complianceLevel;
    if (f.compliant) t.compliant++;
    t[f.riskLevel]++;
    byTheme.set(f.question.category, t);
  }
  return [...byTheme].map(([theme, t]) => [theme, t.n, t.compliant, t.high, t.medium, t.low, Math.round((t.sum / t.n) * 100) / 100]);
}

function writeSummary(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ExportData): void {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [{ width: 34 }, { width: 16 }, { width: 12 }, { width: 8 }, { width: 9 }, { width: 8 }, { width: 20 }];
  const a = data.assessment;
  const facts: CellValue[][] = [
    ['ISO/IEC 27001:2022 Gap Assessment'],
    [],
    ['Project', data.project.name],
    ['Scope', data.project.scope || null],
    ['Assessment', a.assessmentId],
    ['Assessed on', a.createdAt],
    ['Test type', a.testType],
    ['Findings', data.findings.length],
    ['High risk', a.highRisk],
    ['Medium risk', a.mediumRisk],
    ['Low risk', a.lowRisk],
    ['Not applicable (excluded)', a.excluded.length],
    ['Average compliance', a.averageCompliance],
    ['Exported on', data.generatedAt],
    [],
    ['Theme / clause', 'Findings', 'Compliant', 'High', 'Medium', 'Low', 'Average compliance'],
  ];
  facts.forEach((values, i) =>
    addRow(sheet, values, (row) => {
      if (i === 0 || i === facts.length - 1) row.font = { bold: true };
      if (values[0] === 'Average compliance') row.getCell(2).numFmt = '0%';
    }),
  );
  for (const values of themeTable(data)) addRow(sheet, values, (row) => (row.getCell(7).numFmt = '0%'));
  // The rule behind every figure, so the report can be checked and signed without the tool.
  addRow(sheet, []);
  addRow(sheet, ['How compliance is scored'], (row) => (row.font = { bold: true }));
  for (const line of scoringRule) addRow(sheet, [line]);
  sheet.commit();
}

/** Streams the whole workbook to `out` (sheets in the order an auditor reads them). */
export async function writeGapWorkbook(out: Writable, data: ExportData): Promise<void> {
  // Loaded on the first export: a second of start-up that most processes never need.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'ISO 27001 Gap Assessment Tool';
  workbook.created = data.generatedAt;
  writeSummary(workbook, data);
  writeTable(workbook, findingsSheet, findingRows(data));
  writeTable(workbook, questionnaireSheet, questionnaireRows(data));
  writeTable(workbook, soaSheet, soaRows(data));
  writeTable(workbook, historySheet, historyRows(data));
  await workbook.commit();
}
