import { wrap } from '@mikro-orm/core';
import { presentQuestion, type QuestionView } from '../questions/question.presenter.js';
import type { EvidenceItem } from '../analysis/engine/engine.types.js';
import type { AnswerSource, Applicability, AssessmentAnswer } from './answer.entity.js';
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
  /** AI answers: every quoted passage with the rubric element it supports; empty for manual answers. */
  evidence: EvidenceItem[];
  coverage: number | null;
  runId: number | null;
  applicability: Applicability;
  notApplicableReason: string | null;
  updatedAt: Date;
  /** The user who saved it last; null for AI answers. */
  updatedBy: number | null;
  /** That user's name (first and last name, else the username); null for AI answers. */
  updatedByName: string | null;
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
    evidence: answer.evidence.map((item) => ({ ...item })),
    coverage: answer.coverage ?? null,
    runId: answer.runId ?? null,
    applicability: answer.applicability,
    notApplicableReason: answer.notApplicableReason ?? null,
    updatedAt: answer.updatedAt,
    updatedBy: answer.updatedBy?.id ?? null,
    updatedByName: nameOf(answer.updatedBy),
  };
}

/** Only a loaded user has a name to show; callers populate `updatedBy` where the name is wanted. */
function nameOf(user: AssessmentAnswer['updatedBy']): string | null {
  if (!user || !wrap(user).isInitialized()) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.username;
}

export function presentQuestionnaireItem(item: QuestionnaireItem): QuestionnaireItemView {
  return { question: presentQuestion(item.question), answer: item.answer && presentAnswer(item.answer) };
}
