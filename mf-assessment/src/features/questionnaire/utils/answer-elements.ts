import type { AnswerElementInput, ElementState } from '@gap/schema/graphql';
import type { AnswerElement, AssessmentAnswer, QuestionnaireItem } from '../types';

type Rubric = QuestionnaireItem['question']['rubric'];

/**
 * The checklist of a question: its answer's elements (every rubric element with its state and must-have flag), or, before any answer exists, its rubric with nothing recorded.
 */
export function elementsOf(answer: Pick<AssessmentAnswer, 'elements'> | null | undefined, rubric: Rubric): AnswerElement[] {
  if (answer) return answer.elements;
  return rubric.map((element) => ({
    __typename: 'AnswerElement' as const,
    rubricKey: element.key,
    requirement: element.requirement,
    mustHave: element.mustHave,
    state: 'unknown' as const,
  }));
}

/** Element states by rubric key. */
export const statesOf = (elements: readonly AnswerElement[]): Record<string, ElementState> =>
  Object.fromEntries(elements.map((element) => [element.rubricKey, element.state]));

/** The states that differ from the saved ones: a save sends only these (the gateway keeps the others). */
export function changedStates(saved: Record<string, ElementState>, draft: Record<string, ElementState>): AnswerElementInput[] {
  return Object.entries(draft)
    .filter(([rubricKey, state]) => saved[rubricKey] !== state)
    .map(([rubricKey, state]) => ({ rubricKey, state }));
}

/** The elements an AI answer evidenced: accepting the answer confirms exactly these ticks. */
export const inPlaceStates = (elements: readonly AnswerElement[]): AnswerElementInput[] =>
  elements.filter((element) => element.state === 'in_place').map(({ rubricKey }) => ({ rubricKey, state: 'in_place' }));
