import type { EvidenceItemFragment } from '@gap/schema/graphql';

/** One quoted passage of an answer and the rubric elements it evidences. */
export interface EvidencePassage<T extends EvidenceItemFragment = EvidenceItemFragment> {
  item: T;
  rubricKeys: string[];
}

/**
 * An answer's evidence as the passages it quotes, in order: a sentence that evidences several rubric elements is
 * one passage naming them all (the answer keeps one item per element, as its coverage counts elements).
 */
export function evidencePassages<T extends EvidenceItemFragment>(evidence: readonly T[]): EvidencePassage<T>[] {
  const byPassage = new Map<string, EvidencePassage<T>>();
  for (const item of evidence) {
    const passage = JSON.stringify([item.documentId, item.page, item.section, item.quote]);
    const found = byPassage.get(passage);
    if (!found) byPassage.set(passage, { item, rubricKeys: [item.rubricKey] });
    else if (!found.rubricKeys.includes(item.rubricKey)) found.rubricKeys.push(item.rubricKey);
  }
  return [...byPassage.values()];
}
