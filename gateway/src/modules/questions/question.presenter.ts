import type { Question } from './question.entity.js';
import type { QuestionType } from './question.types.js';

/** What clients see of a question: the rubric and the finding texts stay on the server. */
export function presentQuestion(question: Question): QuestionType {
  return {
    id: question.id,
    controlRef: question.controlRef,
    text: question.text,
    category: question.category,
    title: question.title,
    guidance: question.guidance,
    typicalEvidence: [...question.typicalEvidence],
    criticality: question.criticality,
  };
}
