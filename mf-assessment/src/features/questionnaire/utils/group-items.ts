import type { QuestionnaireItem } from '../types';

export interface QuestionGroup {
  /** The clause or Annex A theme (the question's category). */
  title: string;
  items: QuestionnaireItem[];
}

/** The items grouped by clause or Annex A theme, groups and items in bank order. */
export function groupItems(items: QuestionnaireItem[]): QuestionGroup[] {
  const groups = new Map<string, QuestionnaireItem[]>();
  for (const item of items) {
    const title = item.question.category || 'General';
    const group = groups.get(title);
    if (group) group.push(item);
    else groups.set(title, [item]);
  }
  return [...groups].map(([title, grouped]) => ({ title, items: grouped }));
}
