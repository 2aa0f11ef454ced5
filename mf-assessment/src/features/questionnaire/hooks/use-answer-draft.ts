import { useState } from 'react';
import { type AnswerDraft, clearDraft, readDraft, writeDraft } from '../utils/drafts';

const sameStates = (a: AnswerDraft['elements'], b: AnswerDraft['elements']) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? 'unknown') === (b[key] ?? 'unknown'));

const sameDraft = (a: AnswerDraft, b: AnswerDraft) => a.text === b.text && a.status === b.status && sameStates(a.elements, b.elements);

/**
 * The editor's answer being written (text, status, element states), over the saved one: restored from a stored
 * draft, and stored again on each change until it matches the saved answer, is saved or is cancelled.
 */
export function useAnswerDraft(projectId: string, questionId: string, saved: AnswerDraft) {
  const [draft, setDraft] = useState<AnswerDraft>(() => {
    const stored = readDraft(projectId, questionId);
    return stored ? { ...saved, ...stored, elements: { ...saved.elements, ...stored.elements } } : saved;
  });

  const change = (update: Partial<AnswerDraft>) => {
    const next = { ...draft, ...update, elements: { ...draft.elements, ...update.elements } };
    setDraft(next);
    if (sameDraft(next, saved)) clearDraft(projectId, questionId);
    else writeDraft(projectId, questionId, next);
  };

  return {
    draft,
    change,
    /** Kept stored while a save is in flight, so a refusal reopens the editor with it. */
    keep: (kept: AnswerDraft) => writeDraft(projectId, questionId, kept),
    discard: () => clearDraft(projectId, questionId),
  };
}
