import type { Row, Worksheet } from 'exceljs';
import { activityLabels, answerStatusLabels } from '@gap/schema';
import { evidenceQuotes, evidenceReference, type ExportData } from './export-data.js';
import { safeCell, type CellValue } from './safe-cell.js';

/** `compliance`: a 0-1 figure shown as a percentage on the compliance colour scale; `risk`: HIGH/MEDIUM/LOW on its colour. */
export type ColumnFormat = 'compliance' | 'date' | 'risk';

export interface SheetSpec {
  name: string;
  columns: { header: string; key: string; width: number; format?: ColumnFormat; wrap?: boolean }[];
}

/**
 * Adds a neutralised row, lets `style` format it, and commits it (a streamed row cannot change afterwards).
 * Returns the row's number.
 */
export function addRow(sheet: Worksheet, values: CellValue[], style?: (row: Row) => void): number {
  const row = sheet.addRow(values.map(safeCell));
  style?.(row);
  row.commit();
  return row.number;
}

export const findingsSheet: SheetSpec = {
  name: 'Findings',
  columns: [
    { header: 'Control', key: 'control', width: 10 },
    { header: 'Title', key: 'title', width: 36, wrap: true },
    { header: 'Category', key: 'category', width: 26 },
    { header: 'Finding', key: 'finding', width: 70, wrap: true },
    { header: 'Risk', key: 'risk', width: 10, format: 'risk' },
    { header: 'Compliance', key: 'compliance', width: 12, format: 'compliance' },
    { header: 'Status', key: 'status', width: 11 },
    { header: 'Missing elements', key: 'missing', width: 60, wrap: true },
    { header: 'Recommendation', key: 'recommendation', width: 60, wrap: true },
    { header: 'Best Practices', key: 'bestPractices', width: 50, wrap: true },
    { header: 'Implementation', key: 'implementation', width: 60, wrap: true },
    { header: 'Evidence', key: 'evidence', width: 40, wrap: true },
    { header: 'Sources', key: 'sources', width: 40, wrap: true },
  ],
};

export function findingRows(data: ExportData): CellValue[][] {
  return data.findings.map((f) => [
    f.question.controlRef,
    f.question.title,
    f.question.category,
    f.finding,
    f.riskLevel.toUpperCase(),
    f.complianceLevel,
    f.compliant ? 'Compliant' : 'Gap',
    f.missing.map((m) => `${m.requirement}${m.mustHave ? ' (required)' : ''}`).join('\n'),
    f.recommendation,
    f.bestPractices,
    f.implementationGuidance,
    evidenceReference(f.answer.evidence),
    f.sources.map((s) => `${s.title} <${s.url}>`).join('\n'),
  ]);
}

export const questionnaireSheet: SheetSpec = {
  name: 'Questionnaire',
  columns: [
    { header: 'Control', key: 'control', width: 10 },
    { header: 'Title', key: 'title', width: 32, wrap: true },
    { header: 'Question', key: 'question', width: 60, wrap: true },
    { header: 'Applicability', key: 'applicability', width: 14 },
    { header: 'Answer', key: 'answer', width: 70, wrap: true },
    { header: 'Source', key: 'source', width: 8 },
    { header: 'Engine', key: 'engine', width: 22 },
    { header: 'Document', key: 'document', width: 30 },
    { header: 'Page', key: 'page', width: 7 },
    { header: 'Quotes', key: 'quotes', width: 70, wrap: true },
    { header: 'Stated status', key: 'status', width: 22 },
  ],
};

export function questionnaireRows(data: ExportData): CellValue[][] {
  const findings = new Map(data.findings.map((f) => [f.questionId, f]));
  const excluded = new Map(data.assessment.excluded.map((e) => [e.questionId, e]));
  return data.questions.map((q) => {
    const f = findings.get(q.id);
    const x = excluded.get(q.id);
    if (x) return [q.controlRef, q.title, q.text, 'Not applicable', x.reason, null, null, null, null, null, null];
    const first = f?.answer.evidence[0];
    const quotes = f && evidenceQuotes(f.answer.evidence);
    const stated = f?.answer.status ? answerStatusLabels[f.answer.status] : null;
    return [q.controlRef, q.title, q.text, 'Applicable', f?.answer.text ?? null, f?.answer.source ?? null, f?.answer.engine ?? null, first?.documentName ?? null, first?.page ?? null, quotes || null, stated];
  });
}

export const historySheet: SheetSpec = {
  // Excel reserves the sheet name "History" (it refuses to open such a workbook).
  name: 'Assessment History',
  columns: [
    { header: 'Assessment', key: 'id', width: 12 },
    { header: 'Date', key: 'date', width: 20, format: 'date' },
    { header: 'Test type', key: 'testType', width: 45 },
    { header: 'High', key: 'high', width: 8 },
    { header: 'Medium', key: 'medium', width: 8 },
    { header: 'Low', key: 'low', width: 8 },
    { header: 'Average compliance', key: 'average', width: 18, format: 'compliance' },
    { header: 'Not applicable', key: 'na', width: 14 },
  ],
};

export function historyRows(data: ExportData): CellValue[][] {
  return data.history.map((h) => [h.assessmentId, h.createdAt, h.testType, h.highRisk, h.mediumRisk, h.lowRisk, h.averageCompliance, h.notApplicable]);
}

export const activitySheet: SheetSpec = {
  name: 'Activity',
  columns: [
    { header: 'When', key: 'at', width: 20, format: 'date' },
    { header: 'Who', key: 'who', width: 20 },
    { header: 'What', key: 'what', width: 28 },
    { header: 'Kind', key: 'kind', width: 22 },
    { header: 'Subject', key: 'subject', width: 30 },
    { header: 'Before', key: 'before', width: 50, wrap: true },
    { header: 'After', key: 'after', width: 50, wrap: true },
  ],
};

/** Who changed what and when, newest first: the audit trail a reviewer reads beside the findings. */
export function activityRows(data: ExportData): CellValue[][] {
  return data.activity.map((a) => [new Date(a.at), a.actorName ?? 'System', activityLabels[a.kind] ?? a.kind, a.kind, a.subject, a.before, a.after]);
}
