import type { AssessmentAnswer, QuestionnaireItem } from '../types';

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
    documentId: null,
    documentName: null,
    documentPage: null,
    sectionLabel: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedByName: 'Ada Lovelace',
    applicability: 'applicable',
    notApplicableReason: null,
    coverage: null,
    evidence: [],
    ...fields,
  }) as AssessmentAnswer;
