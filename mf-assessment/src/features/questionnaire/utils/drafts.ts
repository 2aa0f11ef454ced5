import { answerStatuses, elementStates, type AnswerStatus, type ElementState } from '@gap/schema';

/**
 * Unsaved answers kept in local storage per project and question, so an edit survives a tab switch, a reload or
 * a crash: the text, the status and the element states as the person left them. Storage can be unavailable
 * (private mode, quota): drafts then live only as long as the editor.
 */
export interface AnswerDraft {
  text: string;
  status: AnswerStatus | null;
  /** The state chosen for each rubric element, by key. */
  elements: Record<string, ElementState>;
}

/** What a stored draft restores: drafts kept before statuses existed hold the text only. */
export type StoredDraft = Pick<AnswerDraft, 'text'> & Partial<AnswerDraft>;

const prefix = (projectId: string) => `gap.answer-draft.${projectId}.`;
/** Marks a structured draft; anything else stored under the key is text alone. */
const version = 2;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isStatus = (value: unknown): value is AnswerStatus => answerStatuses.includes(value as AnswerStatus);
const isState = (value: unknown): value is ElementState => elementStates.includes(value as ElementState);

/** A stored value read back, keeping only what is well formed (storage is shared with whatever else runs here). */
function parse(raw: string): StoredDraft {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { text: raw };
  }
  if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== version) return { text: raw };
  const { text, status, elements } = value as { text?: unknown; status?: unknown; elements?: unknown };
  const states = typeof elements === 'object' && elements !== null ? Object.entries(elements).filter(([, state]) => isState(state)) : [];
  return { text: typeof text === 'string' ? text : '', status: isStatus(status) ? status : null, elements: Object.fromEntries(states) };
}

export function readDraft(projectId: string, questionId: string): StoredDraft | null {
  const raw = storage()?.getItem(prefix(projectId) + questionId);
  return raw === null || raw === undefined ? null : parse(raw);
}

export function writeDraft(projectId: string, questionId: string, draft: AnswerDraft): void {
  try {
    storage()?.setItem(prefix(projectId) + questionId, JSON.stringify({ v: version, ...draft }));
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
