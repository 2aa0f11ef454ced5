import type { AssessmentAnswer, Question, QuestionnaireItem } from '../types';

let sequence = 0;

/** A questionnaire item for tests; `answer` text makes it answered (manual unless `answerFields` say otherwise). */
export function buildItem(
  question: Partial<Question> = {},
  answer?: string,
  answerFields: Partial<AssessmentAnswer> = {},
): QuestionnaireItem {
  sequence += 1;
  const id = question.id ?? `q-${sequence}`;
  return {
    question: {
      id,
      controlRef: `A.${sequence}`,
      text: `Question ${sequence}?`,
      category: 'Organizational controls',
      title: `Control ${sequence}`,
      guidance: `Guidance for ${sequence}`,
      typicalEvidence: [`Evidence ${sequence}`],
      ...question,
    },
    answer:
      answer === undefined
        ? null
        : {
            id: sequence,
            questionId: id,
            answer,
            source: 'manual',
            documentId: null,
            documentName: null,
            documentPage: null,
            updatedAt: '2026-01-01T00:00:00.000Z',
            ...answerFields,
          },
  };
}
