/**
 * Unsaved answer text kept in local storage per project and question, so an edit survives a tab switch, a reload
 * or a crash. Storage can be unavailable (private mode, quota): drafts then live only as long as the editor.
 */
const prefix = (projectId: string) => `gap.answer-draft.${projectId}.`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(projectId: string, questionId: string): string | null {
  return storage()?.getItem(prefix(projectId) + questionId) ?? null;
}

export function writeDraft(projectId: string, questionId: string, text: string): void {
  try {
    storage()?.setItem(prefix(projectId) + questionId, text);
  } catch {
    // Quota exceeded: the draft stays in the open editor only.
  }
}

export function clearDraft(projectId: string, questionId: string): void {
  storage()?.removeItem(prefix(projectId) + questionId);
}

/** The questions of the project with a stored draft. */
export function draftQuestionIds(projectId: string): string[] {
  const store = storage();
  if (!store) return [];
  const ids: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix(projectId))) ids.push(key.slice(prefix(projectId).length));
  }
  return ids;
}
