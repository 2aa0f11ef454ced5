import type { EvidenceItem } from '../../answers/evidence-item.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import type { ExcludedQuestion } from '../gap-assessment.entity.js';
import type { GapAssessmentSummaryType, GapFindingType } from '../gap.types.js';

/** Everything the workbook shows, gathered before writing (the writer itself touches no database). */
export interface ExportData {
  project: { id: number; name: string; scope: string };
  assessment: GapAssessmentSummaryType & { excluded: ExcludedQuestion[] };
  findings: GapFindingType[];
  history: GapAssessmentSummaryType[];
  /** The test type's questions (Questionnaire sheet) and all Annex A controls (Statement of Applicability). */
  questions: readonly Pick<BankQuestion, 'id' | 'controlRef' | 'title' | 'category' | 'text'>[];
  annexA: readonly Pick<BankQuestion, 'id' | 'controlRef' | 'title' | 'category'>[];
  generatedAt: Date;
}

const placeOf = (e: EvidenceItem) => `${e.documentName}${e.page ? ` p. ${e.page}` : e.section ? ` (${e.section})` : ''}`;

/** "Policy.pdf p. 3", "Handbook.docx (Access > Passwords)", one per cited place. */
export function evidenceReference(evidence: readonly EvidenceItem[]): string {
  return [...new Set(evidence.map(placeOf))].join('; ');
}

/** One line per quoted passage, with its place: a sentence that evidences several rubric elements is listed once. */
export function evidenceQuotes(evidence: readonly EvidenceItem[]): string {
  return [...new Set(evidence.map((e) => `"${e.quote}" (${placeOf(e)})`))].join('\n');
}

export const percent = (level: number) => Math.round(level * 100) / 100;
