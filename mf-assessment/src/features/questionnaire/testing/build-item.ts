import type { AnswerElement, AnswerProjection, AssessmentAnswer, QuestionnaireItem } from '../types';
import type { AnswerDraft } from '../utils/drafts';

let sequence = 0;

type Question = QuestionnaireItem['question'];

/** A questionnaire item for tests; `answer` text makes it answered (manual unless `answerFields` say otherwise). */
export function buildItem(
  question: Partial<Question> = {},
  answer?: string,
  answerFields: Partial<AssessmentAnswer> = {},
): QuestionnaireItem & { __typename: 'QuestionnaireItem' } {
  sequence += 1;
  const id = question.id ?? `q-${sequence}`;
  return {
    __typename: 'QuestionnaireItem',
    question: {
      __typename: 'Question',
      id,
      controlRef: `A.${sequence}`,
      text: `Question ${sequence}?`,
      category: 'Organizational controls',
      title: `Control ${sequence}`,
      guidance: `Guidance for ${sequence}`,
      typicalEvidence: [`Evidence ${sequence}`],
      rubric: [],
      ...question,
    } as Question,
    answer: answer === undefined ? null : buildAnswer({ questionId: id, answer, ...answerFields }),
  };
}

/** A saved answer as the server answers it. */
export const buildAnswer = (fields: Partial<AssessmentAnswer> & Pick<AssessmentAnswer, 'questionId' | 'answer'>): AssessmentAnswer =>
  ({
    __typename: 'AssessmentAnswer',
    id: `answer-${++sequence}`,
    source: 'manual',
    engine: null,
    documentId: null,
    documentName: null,
    documentPage: null,
    sectionLabel: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedByName: 'Ada Lovelace',
    version: 1,
    applicability: 'applicable',
    notApplicableReason: null,
    coverage: null,
    evidence: [],
    status: null,
    elements: [],
    projection: null,
    ...fields,
  }) as AssessmentAnswer;

/** One rubric element of an answer (not recorded, unless `fields` say otherwise). */
export const buildElement = (fields: Partial<AnswerElement> & Pick<AnswerElement, 'rubricKey' | 'requirement'>): AnswerElement => ({
  __typename: 'AnswerElement',
  mustHave: false,
  state: 'unknown',
  ...fields,
}) as AnswerElement;

/** How an answer scores (a gap with every element missing, unless `fields` say otherwise). */
export const buildProjection = (fields: Partial<AnswerProjection> = {}): AnswerProjection => ({
  __typename: 'AnswerProjection',
  complianceLevel: 0,
  compliant: false,
  riskLevel: 'high',
  ...fields,
  missing: (fields.missing ?? []).map((element) => ({ __typename: 'MissingRequirement', ...element })),
}) as AnswerProjection;

/** A stored draft of text only (no status, no element states). */
export const textDraft = (text: string): AnswerDraft => ({ text, status: null, elements: {} });
