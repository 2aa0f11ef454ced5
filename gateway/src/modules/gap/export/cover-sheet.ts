import type ExcelJS from 'exceljs';
import { scoringRule } from '@gap/schema';
import type { ExportData } from './export-data.js';
import type { CellValue } from './safe-cell.js';
import { addRow } from './sheets.js';
import { columnLetter, complianceScale, dateFormat, headerStyle, pageSetup, paint, riskStyle, sectionStyle, titleFont } from './workbook-style.js';

/** Column widths: labels, then the fact values (B:G merged) or the tables' columns. */
const widths = [36, 24, 12, 30, 9, 8, 20];
const lastColumn = columnLetter(widths.length);
/** Characters of wrapped text per line across the merged B:G value cells (their widths add up to about 100). */
const lineLength = 95;

/**
 * A labelled fact. A text value spans B:G and wraps, its row tall enough for the text (Excel never sizes merged
 * rows). `format` styles the value cell (before the row is committed). Returns the row's number.
 */
function fact(sheet: ExcelJS.Worksheet, label: string, value: CellValue, format?: (cell: ExcelJS.Cell) => void): number {
  const lines = typeof value === 'string' ? value.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / lineLength)), 0) : 1;
  return addRow(sheet, [label, value], (r) => {
    r.getCell(1).font = { bold: true };
    r.getCell(2).alignment = { wrapText: true, vertical: 'top', horizontal: 'left' };
    format?.(r.getCell(2));
    if (lines > 1) r.height = 15 * lines;
    if (typeof value === 'string') sheet.mergeCells(`B${r.number}:${lastColumn}${r.number}`);
  });
}

const asDate = (cell: ExcelJS.Cell) => (cell.numFmt = dateFormat);

/** A band across the used columns after a blank row. */
function section(sheet: ExcelJS.Worksheet, title: string): void {
  addRow(sheet, []);
  addRow(sheet, [title], (r) => {
    for (let i = 1; i <= widths.length; i++) paint(r.getCell(i), sectionStyle);
  });
}

/** Header of a table on the cover; returns the number of its first data row. */
function tableHeader(sheet: ExcelJS.Worksheet, headers: string[]): number {
  return addRow(sheet, headers, (r) => r.eachCell((c) => paint(c, headerStyle))) + 1;
}

/**
 * The cover's tables share their columns with the facts above (widths made for those), so a number right-aligned
 * at the end of a wide column sits far from its header: every cell of a table row starts where its header does.
 */
const underHeaders = (r: ExcelJS.Row) => r.eachCell((c) => (c.alignment = { ...c.alignment, horizontal: 'left' }));

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

/**
 * The first sheet, what a client reads before anything else: who was assessed, by whom and when, the headline
 * figures, the documents the answers drew on, the figures per theme and the scoring rule behind them all.
 * Named "Summary" as before: links and scripts that open the workbook read its project name from B3.
 */
export function writeCover(workbook: ExcelJS.stream.xlsx.WorkbookWriter, data: ExportData): void {
  const sheet = workbook.addWorksheet('Summary', { pageSetup: pageSetup('portrait') });
  sheet.columns = widths.map((width) => ({ width }));
  const a = data.assessment;
  addRow(sheet, ['ISO/IEC 27001:2022 Gap Assessment'], (r) => ((r.getCell(1).font = titleFont), (r.height = 24)));
  addRow(sheet, []);
  fact(sheet, 'Organisation / project', data.project.name);
  fact(sheet, 'Description', data.project.description || null);
  fact(sheet, 'Scope', data.project.scope || null);
  fact(sheet, 'Test type', a.testType);
  fact(sheet, 'Assessor', data.assessor);
  fact(sheet, 'Assessment date', a.createdAt, asDate);
  fact(sheet, 'Assessment', a.assessmentId);
  fact(sheet, 'Exported on', data.generatedAt, asDate);

  section(sheet, 'Headline figures');
  const overall = fact(sheet, 'Overall compliance', a.averageCompliance, (cell) => (cell.numFmt = '0%'));
  complianceScale(sheet, `B${overall}`);
  fact(sheet, 'Findings (controls assessed)', data.findings.length);
  fact(sheet, 'Compliant', data.findings.filter((f) => f.compliant).length);
  for (const [label, count, level] of [['High risk', a.highRisk, 'high'], ['Medium risk', a.mediumRisk, 'medium'], ['Low risk', a.lowRisk, 'low']] as const) {
    fact(sheet, label, count, (cell) => {
      if (count > 0) paint(cell, riskStyle(level));
    });
  }
  fact(sheet, 'Not applicable (excluded)', a.excluded.length);

  section(sheet, 'Documents analysed');
  tableHeader(sheet, ['Document', 'Uploaded on', 'Pages', 'Note']);
  if (data.documents.length === 0) addRow(sheet, ['No documents were uploaded before this assessment.']);
  for (const d of data.documents) {
    addRow(sheet, [d.name, d.uploadedAt, d.pages, d.readable ? null : 'No readable text: not analysed'], (r) => {
      r.getCell(1).alignment = { wrapText: true, vertical: 'top' };
      r.getCell(2).numFmt = dateFormat;
      underHeaders(r);
    });
  }

  section(sheet, 'Findings per theme / clause');
  const first = tableHeader(sheet, ['Theme / clause', 'Findings', 'Compliant', 'High', 'Medium', 'Low', 'Average compliance']);
  const themes = themeTable(data);
  for (const values of themes) {
    addRow(sheet, values, (r) => {
      r.getCell(7).numFmt = '0%';
      underHeaders(r);
    });
  }
  if (themes.length > 0) complianceScale(sheet, `G${first}:G${first + themes.length - 1}`);

  // The rule behind every figure, so the report can be checked and signed without the tool.
  section(sheet, 'How compliance is scored');
  for (const line of scoringRule) addRow(sheet, [line]);
  sheet.commit();
}
