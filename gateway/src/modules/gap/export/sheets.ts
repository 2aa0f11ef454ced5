import { answerStatusLabels } from '@gap/schema';
import type { Row, Worksheet } from 'exceljs';
import { evidenceQuotes, evidenceReference, type ExportData } from './export-data.js';
import { safeCell, type CellValue } from './safe-cell.js';

export interface SheetSpec {
  name: string;
  columns: { header: string; key: string; width: number; percent?: boolean; wrap?: boolean }[];
  /** Header row filters and a frozen header (tables of rows). */
  table: boolean;
}

/** Adds a neutralised row, lets `style` format it, and commits it (a streamed row cannot change afterwards). */
export function addRow(sheet: Worksheet, values: CellValue[], style?: (row: Row) => void): void {
  const row = sheet.addRow(values.map(safeCell));
  style?.(row);
  row.commit();
}

export const findingsSheet: SheetSpec = {
  name: 'Findings',
  table: true,
  columns: [
    { header: 'Control', key: 'control', width: 10 },
    { header: 'Title', key: 'title', width: 36, wrap: true },
    { header: 'Category', key: 'category', width: 26 },
    { header: 'Finding', key: 'finding', width: 70, wrap: true },
    { header: 'Risk', key: 'risk', width: 9 },
    { header: 'Compliance', key: 'compliance', width: 12, percent: true },
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
  table: true,
  columns: [
    { header: 'Control', key: 'control', width: 10 },
    { header: 'Question', key: 'question', width: 60, wrap: true },
    { header: 'Applicability', key: 'applicability', width: 14 },
    { header: 'Answer', key: 'answer', width: 70, wrap: true },
    { header: 'Source', key: 'source', width: 8 },
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
    if (x) return [q.controlRef, q.text, 'Not applicable', x.reason, null, null, null, null, null];
    const first = f?.answer.evidence[0];
    const quotes = f && evidenceQuotes(f.answer.evidence);
    const stated = f?.answer.status ? answerStatusLabels[f.answer.status] : null;
    return [q.controlRef, q.text, 'Applicable', f?.answer.text ?? null, f?.answer.source ?? null, first?.documentName ?? null, first?.page ?? null, quotes || null, stated];
  });
}

export const soaSheet: SheetSpec = {
  name: 'Statement of Applicability',
  table: true,
  columns: [
    { header: 'Control', key: 'control', width: 10 },
    { header: 'Title', key: 'title', width: 45, wrap: true },
    { header: 'Theme', key: 'theme', width: 24 },
    { header: 'Applicability', key: 'applicability', width: 13 },
    { header: 'Justification', key: 'justification', width: 50, wrap: true },
    { header: 'Implementation status', key: 'status', width: 22 },
    { header: 'Compliance', key: 'compliance', width: 12, percent: true },
    { header: 'Evidence reference', key: 'evidence', width: 45, wrap: true },
  ],
};

/** All 93 Annex A controls: excluded with the person's reason, or included with what the assessment found. */
export function soaRows(data: ExportData): CellValue[][] {
  const findings = new Map(data.findings.map((f) => [f.questionId, f]));
  const excluded = new Map(data.assessment.excluded.map((e) => [e.questionId, e]));
  return data.annexA.map((c) => {
    const x = excluded.get(c.id);
    if (x) return [c.controlRef, c.title, c.category, 'Excluded', x.reason, 'Not applicable', null, null];
    const f = findings.get(c.id);
    if (!f) return [c.controlRef, c.title, c.category, 'Applicable', `Not assessed by this test type (${data.assessment.testType})`, 'Not assessed', null, null];
    // The person's stated status where there is one; otherwise what the scored elements show.
    const derived = f.compliant ? 'Implemented' : f.complianceLevel >= 0.4 ? 'Partially implemented' : 'Not implemented';
    const status = f.answer.status ? answerStatusLabels[f.answer.status] : derived;
    const reference = evidenceReference(f.answer.evidence) || (f.answer.source === 'manual' ? 'Manual answer (questionnaire)' : '');
    return [c.controlRef, c.title, c.category, 'Applicable', `Included; ${f.riskLevel} risk`, status, f.complianceLevel, reference];
  });
}

export const historySheet: SheetSpec = {
  // Excel reserves the sheet name "History" (it refuses to open such a workbook).
  name: 'Assessment History',
  table: true,
  columns: [
    { header: 'Assessment', key: 'id', width: 12 },
    { header: 'Date', key: 'date', width: 20 },
    { header: 'Test type', key: 'testType', width: 45 },
    { header: 'High', key: 'high', width: 8 },
    { header: 'Medium', key: 'medium', width: 8 },
    { header: 'Low', key: 'low', width: 8 },
    { header: 'Average compliance', key: 'average', width: 18, percent: true },
    { header: 'Not applicable', key: 'na', width: 14 },
  ],
};

export function historyRows(data: ExportData): CellValue[][] {
  return data.history.map((h) => [h.assessmentId, h.createdAt, h.testType, h.highRisk, h.mediumRisk, h.lowRisk, h.averageCompliance, h.notApplicable]);
}
