import type { Criticality } from './bank/index.js';
import type { Question } from './question.entity.js';

/** What clients see of a question: the rubric and the finding texts stay on the server. */
export interface QuestionView {
  id: string;
  controlRef: string;
  text: string;
  category: string;
  title: string;
  guidance: string;
  typicalEvidence: string[];
  criticality: Criticality;
}

export function presentQuestion(question: Question): QuestionView {
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
