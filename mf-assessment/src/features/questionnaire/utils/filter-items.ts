import type { QuestionnaireItem } from '../types';

export type AnswerFilter = 'all' | 'answered' | 'needs-input';

/** Answered: a justification written, an implementation status stated (text optional then), or excluded (N/A). */
export const isAnswered = (item: QuestionnaireItem): boolean =>
  Boolean(item.answer?.answer.trim()) || Boolean(item.answer?.status) || item.answer?.applicability === 'not_applicable';

/** A search that looks like a control reference ('A.5.1', 'a.8', '6.1.2'): matched against whole reference parts. */
const referencePattern = /^(a\.)?\d+(\.\d+)*$/;

/**
 * Whether `controlRef` is the reference searched for, or lies under it: 'A.5.1' finds A.5.1 (not A.5.10-A.5.19),
 * 'A.5' finds every A.5.x. A reference without 'A.' also finds the Annex A control of that number.
 */
function matchesReference(controlRef: string, reference: string): boolean {
  const ref = controlRef.toLowerCase();
  const candidates = reference.startsWith('a.') ? [ref] : [ref, ref.replace(/^a\./, '')];
  return candidates.some((candidate) => candidate === reference || candidate.startsWith(`${reference}.`));
}

/** Free text: every word of the search appears in the question text or the control reference. */
function matchesWords(item: QuestionnaireItem, needle: string): boolean {
  const haystack = `${item.question.controlRef} ${item.question.text}`.toLowerCase();
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

export function matchesSearch(item: QuestionnaireItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return referencePattern.test(needle) ? matchesReference(item.question.controlRef, needle) : matchesWords(item, needle);
}

/** The items matching the search (whole control reference, else words of the text; case-insensitive) and the answer filter. */
export function filterItems(items: QuestionnaireItem[], search: string, filter: AnswerFilter): QuestionnaireItem[] {
  return items.filter((item) => {
    if (filter === 'answered' && !isAnswered(item)) return false;
    if (filter === 'needs-input' && isAnswered(item)) return false;
    return matchesSearch(item, search);
  });
}
