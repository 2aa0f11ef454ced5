import { structuredAnswerMessages, type AnswerStatus, type ElementState } from '@gap/schema';
import { ValidationError } from '../../lib/errors.js';
import type { RubricElement } from '../questions/bank/types.js';
import type { StoredElementState } from './answer-elements.js';
import type { ElementInput } from './answer.inputs.js';
import type { StoredAnswerState } from './answer.repository.js';
import type { EvidenceItem } from './evidence-item.js';

interface RubricQuestion {
  controlRef: string;
  rubric: readonly RubricElement[];
}

/** What a person's save stores besides the text: status, element states and the quotes still backing them. */
export interface StructuredParts {
  status: AnswerStatus | null;
  elements: StoredElementState[];
  evidence: EvidenceItem[];
}

/** Longest first: "not implemented" and "partially implemented" both end in "implemented". */
const statedStatuses: [RegExp, AnswerStatus][] = [
  [/^not implemented\b/, 'not_implemented'],
  [/^partially implemented\b/, 'partially_implemented'],
  [/^planned\b/, 'planned'],
  [/^(?:fully )?implemented\b/, 'implemented'],
];

/**
 * The status a text states plainly by opening with it ("Implemented. ...", "Not implemented yet"); null otherwise.
 * The structured-answers migration applies the same rule in SQL to the answers it found.
 */
export function statusStatedIn(text: string): AnswerStatus | null {
  const opening = text.trimStart().toLowerCase();
  return statedStatuses.find(([pattern]) => pattern.test(opening))?.[1] ?? null;
}

/** Refuses keys the question's rubric does not have, and a key given twice. */
export function checkElementKeys(question: RubricQuestion, elements: readonly ElementInput[]): void {
  const keys = new Set(question.rubric.map((e) => e.key));
  const seen = new Set<string>();
  for (const { rubricKey } of elements) {
    if (!keys.has(rubricKey)) throw new ValidationError(structuredAnswerMessages.elementUnknown(rubricKey, question.controlRef));
    if (seen.has(rubricKey)) throw new ValidationError(structuredAnswerMessages.elementRepeated(rubricKey));
    seen.add(rubricKey);
  }
}

/** The elements an AI answer's quotes evidence, each in place (stored with the answer so scoring reads one shape). */
export function elementsEvidencedBy(evidence: readonly EvidenceItem[]): StoredElementState[] {
  return [...new Set(evidence.map((e) => e.rubricKey))].sort().map((rubricKey) => ({ rubricKey, state: 'in_place' as const }));
}

/**
 * A person's save over what is stored: the given element states replace the stored ones key by key, "not
 * implemented" marks every element missing, and an AI quote stays only while its element is in place.
 */
export function mergeStructured(
  question: RubricQuestion,
  stored: StoredAnswerState | undefined,
  change: { answer?: string | null; status?: AnswerStatus | null; elements?: readonly ElementInput[] },
): StructuredParts {
  // A status given wins; else the stored one; else what a text given opens by saying (SPEC's text-only clients).
  const storedStatus = (stored?.status as AnswerStatus | null | undefined) ?? null;
  const status = change.status !== undefined ? change.status : (storedStatus ?? (change.answer ? statusStatedIn(change.answer) : null));
  const states = new Map<string, ElementState>((stored?.elements ?? []).map((e) => [e.rubricKey, e.state]));
  for (const e of change.elements ?? []) states.set(e.rubricKey, e.state);
  if (status === 'not_implemented' && change.elements === undefined) for (const e of question.rubric) states.set(e.key, 'missing');
  const elements = question.rubric.filter((e) => states.has(e.key) && states.get(e.key) !== 'unknown').map((e) => ({ rubricKey: e.key, state: states.get(e.key)! }));
  const inPlace = new Set(elements.filter((e) => e.state === 'in_place').map((e) => e.rubricKey));
  return { status, elements, evidence: (stored?.evidence ?? []).filter((e) => inPlace.has(e.rubricKey)) };
}
