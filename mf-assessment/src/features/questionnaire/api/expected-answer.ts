import type { SaveAnswerInput } from '@gap/schema/graphql';
import type { AnswerElement, AssessmentAnswer, QuestionnaireItem } from '../types';
import { elementsOf } from '../utils/answer-elements';

/** The id an answer has in the cache until the server has stored it (a question without an answer yet). */
const pendingAnswerId = (questionId: string) => `pending-${questionId}`;

/**
 * The elements after a save: the states given replace the previous ones key by key (as the gateway's merge does).
 * A question without an answer starts from its rubric.
 */
function expectedElements(item: QuestionnaireItem | undefined, input: SaveAnswerInput): AnswerElement[] {
  const changed = new Map((input.elements ?? []).map((element) => [element.rubricKey, element.state]));
  return elementsOf(item?.answer, item?.question.rubric ?? []).map((element) => ({ ...element, state: changed.get(element.rubricKey) ?? element.state }));
}

/**
 * The answer as the server will store it (gateway `saveManual`), shown at once: manual, cited as sent, the AI's
 * quotes kept only for elements still in place, coverage cleared, applicability kept, changed now by the
 * signed-in user. The projection stays the previous one until the server's scorer answers (never guessed here).
 */
export function expectedAnswer(
  item: QuestionnaireItem | undefined,
  input: SaveAnswerInput,
  documentName: string | null,
  updatedByName: string | null,
): AssessmentAnswer & { __typename: 'AssessmentAnswer' } {
  const previous = item?.answer ?? null;
  const elements = expectedElements(item, input);
  const inPlace = new Set(elements.filter((element) => element.state === 'in_place').map((element) => element.rubricKey));
  return {
    __typename: 'AssessmentAnswer',
    id: previous?.id ?? pendingAnswerId(input.questionId),
    questionId: input.questionId,
    answer: input.answer ?? previous?.answer ?? '',
    source: 'manual',
    // A person's answer names no engine (the server clears it too).
    engine: null,
    documentId: input.documentId ?? null,
    documentName,
    documentPage: input.documentPage ?? null,
    sectionLabel: input.sectionLabel || null,
    updatedAt: new Date().toISOString(),
    updatedByName,
    version: (input.expectedVersion ?? previous?.version ?? 0) + 1,
    applicability: previous?.applicability ?? 'applicable',
    notApplicableReason: previous?.notApplicableReason ?? null,
    status: input.status === undefined ? (previous?.status ?? null) : input.status,
    elements,
    projection: previous?.projection ?? null,
    coverage: null,
    evidence: (previous?.evidence ?? []).filter((quote) => inPlace.has(quote.rubricKey)),
  };
}
