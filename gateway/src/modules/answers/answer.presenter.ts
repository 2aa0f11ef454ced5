import { presentQuestion, type QuestionView } from '../questions/question.presenter.js';
import type { AnswerSource, AssessmentAnswer } from './answer.entity.js';
import type { QuestionnaireItem } from './answer.service.js';

/** The public shape of an answer: never the project. Citation fields are null for manual answers. */
export interface AnswerView {
  id: number;
  questionId: string;
  answer: string;
  source: AnswerSource;
  documentId: number | null;
  documentName: string | null;
  documentPage: number | null;
  sectionLabel: string | null;
  evidenceQuote: string | null;
  updatedAt: Date;
}

export interface QuestionnaireItemView {
  question: QuestionView;
  answer: AnswerView | null;
}

export function presentAnswer(answer: AssessmentAnswer): AnswerView {
  return {
    id: answer.id,
    questionId: answer.question.id,
    answer: answer.answer,
    source: answer.source,
    documentId: answer.document?.id ?? null,
    documentName: answer.documentName ?? null,
    documentPage: answer.documentPage ?? null,
    sectionLabel: answer.sectionLabel ?? null,
    evidenceQuote: answer.evidenceQuote ?? null,
    updatedAt: answer.updatedAt,
  };
}

export function presentQuestionnaireItem(item: QuestionnaireItem): QuestionnaireItemView {
  return { question: presentQuestion(item.question), answer: item.answer && presentAnswer(item.answer) };
}
