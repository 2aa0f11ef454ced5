import type { AnswerStatus, ElementState } from '@gap/schema';
import type { StoredElementState } from '../../answers/answer-elements.js';
import type { RubricElement } from '../../questions/bank/types.js';

export interface ResolvedElement {
  element: RubricElement;
  state: ElementState;
}

/** Every element of the rubric, in rubric order, with the state the answer records for it (unknown when none). */
export function resolveElements(rubric: readonly RubricElement[], stored: readonly StoredElementState[]): ResolvedElement[] {
  const byKey = new Map(stored.map((e) => [e.rubricKey, e.state]));
  return rubric.map((element) => ({ element, state: byKey.get(element.key) ?? 'unknown' }));
}

/** The compliance a status allows at most: a person saying "planned" is never scored as in place. */
export const statusCeiling: Record<AnswerStatus, number> = {
  not_implemented: 0,
  planned: 0.3,
  partially_implemented: 0.6,
  implemented: 1,
};

/** How much of an element's weight its state earns: unknown earns half only where the person states it implemented. */
export function creditOf(state: ElementState, status: AnswerStatus | null): number {
  if (state === 'in_place') return 1;
  return state === 'unknown' && status === 'implemented' ? 0.5 : 0;
}
