import type { QuestionnaireItem } from '../types';

export type AnswerFilter = 'all' | 'answered' | 'needs-input';

export const isAnswered = (item: QuestionnaireItem): boolean =>
  Boolean(item.answer?.answer.trim()) || item.answer?.applicability === 'not_applicable';

/** The items matching the search (question text or control reference, case-insensitive) and the answer filter. */
export function filterItems(items: QuestionnaireItem[], search: string, filter: AnswerFilter): QuestionnaireItem[] {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => {
    if (filter === 'answered' && !isAnswered(item)) return false;
    if (filter === 'needs-input' && isAnswered(item)) return false;
    if (!needle) return true;
    return item.question.text.toLowerCase().includes(needle) || item.question.controlRef.toLowerCase().includes(needle);
  });
}
