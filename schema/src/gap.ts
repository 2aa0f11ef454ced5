/** Gap assessment, findings, applicability and export: server messages and UI strings (SPEC 2, 8). */
export const gapMessages = {
  unanswered: (count: number) =>
    `${count} ${count === 1 ? 'question is' : 'questions are'} still unanswered. Answer them or mark them not applicable before running the gap assessment.`,
  alreadyAssessed: 'The answers have not changed since the last gap assessment. Change an answer to run a new one.',
  answersChanged: 'The answers changed while the gap assessment was being prepared. Please run it again.',
  assessmentNotFound: 'Gap assessment not found',
  clauseNotExcludable:
    'Clauses 4-10 are mandatory requirements of ISO/IEC 27001 and cannot be marked not applicable; only Annex A controls can be excluded.',
  applicabilityInvalid: "Applicability must be 'applicable' or 'not_applicable'",
  reasonRequired: 'A reason is required to mark a control not applicable',
  reasonTooLong: 'The reason must be at most 1000 characters',
} as const;

export const gapToasts = {
  completeTitle: 'Gap Assessment Complete',
  completeText: (high: number, medium: number, low: number) =>
    `Found ${high} high, ${medium} medium and ${low} low risk findings.`,
  failedTitle: 'Assessment Failed',
  failedDefault: 'Failed to run gap assessment',
  exportSuccess: 'Export Successful',
  exportFailed: 'Export Failed',
  exportFailedDefault: 'Failed to export assessment',
} as const;

/** How far an answer is from the rubric: none (compliant), partial (level at least majorGapBelow), major (below it). */
export type GapBand = 'none' | 'partial' | 'major';
export const gapBands: readonly GapBand[] = ['none', 'partial', 'major'];

/** Below this compliance level a gap is major: the risk matrix, the Statement of Applicability and the charts. */
export const majorGapBelow = 0.4;

/** Longest not-applicable reason, in characters. */
export const notApplicableReasonMax = 1000;
