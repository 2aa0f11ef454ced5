import { citationOf } from '@gap/schema';
import type { ActivityRow } from '../../activity/activity.repository.js';
import type { EvidenceItem } from '../../answers/evidence-item.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import type { ExcludedQuestion } from '../gap-assessment.entity.js';
import type { GapAssessmentSummaryType, GapFindingType } from '../gap.types.js';

/** A document of the project as the cover sheet lists it. */
export interface AnalysedDocument {
  name: string;
  pages: number | null;
  /** False when no text could be read from it (the analysis could not use it). */
  readable: boolean;
  uploadedAt: Date;
}

/** Everything the workbook shows, gathered before writing (the writer itself touches no database). */
export interface ExportData {
  project: { id: number; name: string; description: string; scope: string };
  /** Username of the person who ran the assessment (null once that account is gone). */
  assessor: string | null;
  documents: AnalysedDocument[];
  assessment: GapAssessmentSummaryType & { excluded: ExcludedQuestion[] };
  findings: GapFindingType[];
  history: GapAssessmentSummaryType[];
  /** The test type's questions (Questionnaire sheet) and all Annex A controls (Statement of Applicability). */
  questions: readonly Pick<BankQuestion, 'id' | 'controlRef' | 'title' | 'category' | 'text'>[];
  annexA: readonly Pick<BankQuestion, 'id' | 'controlRef' | 'title' | 'category'>[];
  /** The project's activity log, newest first (at most exportActivityMax entries). */
  activity: readonly ActivityRow[];
  generatedAt: Date;
}

/** The most activity entries an export lists (the newest). */
export const exportActivityMax = 5000;

/** "Policy.pdf, page 3", 'Handbook.docx, section "Access > Passwords"', one per cited place. */
export function evidenceReference(evidence: readonly EvidenceItem[]): string {
  return [...new Set(evidence.map(citationOf))].join('; ');
}

/** One line per quoted passage, with its place: a sentence that evidences several rubric elements is listed once. */
export function evidenceQuotes(evidence: readonly EvidenceItem[]): string {
  return [...new Set(evidence.map((e) => `"${e.quote}" (${citationOf(e)})`))].join('\n');
}

/** The answer's opening words on one line, cut at a word boundary: a cell quotes it, the questionnaire has it whole. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
