/**
 * Structured answers (DESIGN section 5): an implementation status per answer and a state per rubric element.
 * The gap scorer reads these, never the answer's text; the labels are the UI's and the export's words.
 */
export const answerStatuses = ['implemented', 'partially_implemented', 'planned', 'not_implemented'] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

export const answerStatusLabels: Record<AnswerStatus, string> = {
  implemented: 'Implemented',
  partially_implemented: 'Partially implemented',
  planned: 'Planned',
  not_implemented: 'Not implemented',
};

export const elementStates = ['in_place', 'missing', 'unknown'] as const;
export type ElementState = (typeof elementStates)[number];

export const elementStateLabels: Record<ElementState, string> = {
  in_place: 'In place',
  missing: 'Missing',
  unknown: 'Not recorded',
};

/** Most questions one bulk status change may name (the bank has about 125). */
export const bulkStatusMax = 200;

/**
 * The scoring rule, in the words the results page and the export show (one text for both).
 * `scoring.test.ts` checks the scorer against each line.
 */
export const scoringRule = [
  'Each expected element of a question weighs 2 when the standard demands it (must-have) and 1 otherwise.',
  'An element marked in place counts fully; one marked missing counts nothing; one not recorded counts half when the answer is stated as implemented, otherwise nothing.',
  'Compliance is the counted weight over the total, limited by the status: not implemented 0 %, planned at most 30 %, partially implemented at most 60 %.',
  'An answer is compliant at 70 % or more with every must-have element marked in place.',
  'Risk is the control\'s criticality times the gap: compliant answers are low risk; below 40 % is a major gap.',
  'The text of an answer is its justification: it is never re-read to score it.',
] as const;

export const structuredAnswerMessages = {
  statusInvalid: `Status must be one of ${answerStatuses.join(', ')}`,
  elementStateInvalid: `Element state must be one of ${elementStates.join(', ')}`,
  elementUnknown: (key: string, controlRef: string) => `${controlRef} has no expected element '${key}'`,
  elementRepeated: (key: string) => `Element '${key}' is given more than once`,
  answerOrStatusRequired: 'Give an answer text or an implementation status',
  bulkQuestionsRequired: 'Choose at least one question',
  bulkTooMany: `At most ${bulkStatusMax} questions can be changed at once`,
  bulkQuestionNotInTestType: (id: string) => `Question ${id} is not part of this project's test type`,
} as const;
