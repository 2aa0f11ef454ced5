import { wrap } from '@mikro-orm/core';
import { presentQuestion } from '../questions/question.presenter.js';
import type { AssessmentAnswer } from './answer.entity.js';
import type { QuestionnaireItem } from './answer.service.js';
import type { AnswerElementType, AssessmentAnswerType, QuestionnaireItemType } from './answer.types.js';

/** The public shape of an answer, for REST and GraphQL alike: never the project. Citation fields are null for manual answers. */
export function presentAnswer(answer: AssessmentAnswer): AssessmentAnswerType {
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
    status: answer.status ?? null,
    elements: presentElements(answer),
    coverage: answer.coverage ?? null,
    runId: answer.runId ?? null,
    engine: answer.engine ?? null,
    applicability: answer.applicability,
    notApplicableReason: answer.notApplicableReason ?? null,
    updatedAt: answer.updatedAt,
    updatedBy: answer.updatedBy?.id ?? null,
    updatedByName: nameOf(answer.updatedBy),
    version: answer.version,
  };
}

/** The answer as GraphQL serializes it (ids as strings), for a CONFLICT's extensions.current. */
export function presentAnswerForGraphql(answer: AssessmentAnswer): Record<string, unknown> {
  const shape = presentAnswer(answer);
  const id = (value: number | null) => (value === null ? null : String(value));
  return {
    ...shape,
    id: String(shape.id),
    documentId: id(shape.documentId),
    runId: id(shape.runId),
    updatedBy: id(shape.updatedBy),
    updatedAt: shape.updatedAt.toISOString(),
    evidence: shape.evidence.map((item) => ({ ...item, documentId: String(item.documentId) })),
    elements: shape.elements.map((element) => ({ ...element, evidence: element.evidence.map((item) => ({ ...item, documentId: String(item.documentId) })) })),
  };
}

/** Every rubric element of the question, in rubric order, with its state (unknown unless stored) and its quotes. */
function presentElements(answer: AssessmentAnswer): AnswerElementType[] {
  const states = new Map(answer.elements.map((e) => [e.rubricKey, e.state]));
  return answer.question.rubric.map((element) => ({
    rubricKey: element.key,
    requirement: element.requirement,
    mustHave: element.mustHave === true,
    state: states.get(element.key) ?? 'unknown',
    evidence: answer.evidence.filter((item) => item.rubricKey === element.key).map((item) => ({ ...item })),
  }));
}

/** Only a loaded user has a name to show; callers populate `updatedBy` where the name is wanted. */
function nameOf(user: AssessmentAnswer['updatedBy']): string | null {
  if (!user || !wrap(user).isInitialized()) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.username;
}

export function presentQuestionnaireItem(item: QuestionnaireItem): QuestionnaireItemType {
  return { question: presentQuestion(item.question), answer: item.answer && presentAnswer(item.answer) };
}
