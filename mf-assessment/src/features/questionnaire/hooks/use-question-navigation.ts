import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { questionRowId } from '../components/question-item';
import type { QuestionnaireItem } from '../types';
import { draftQuestionIds } from '../utils/drafts';
import { isAnswered } from '../utils/filter-items';
import type { QuestionGroup } from '../utils/group-items';

/** Focuses (and scrolls to) a row once React has rendered the state that shows it. */
function focusRowSoon(questionId: string) {
  setTimeout(() => {
    const row = document.getElementById(questionRowId(questionId));
    row?.focus({ preventScroll: true });
    row?.scrollIntoView?.({ block: 'nearest' });
  }, 0);
}

/** Keys typed into a field or a popup are the field's, not the list's. */
const ownsKeys = (target: HTMLElement) => Boolean(target.closest('input, textarea, [contenteditable="true"], .ant-select, .ant-popover'));

/**
 * Which rows are open for editing, which row holds the list's tab stop, which groups are collapsed, and the
 * keyboard: j/k (or arrows) move, e (or Enter on a row) edits; after a save the next question is focused.
 * Questions with a stored draft reopen with it.
 */
export function useQuestionNavigation(projectId: string, groups: QuestionGroup[], visibleIds: Set<string>) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const [focusEditorId, setFocusEditorId] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const restored = useRef(false);

  const ordered = useMemo(() => groups.flatMap((group) => group.items.map((item) => ({ item, group: group.title }))), [groups]);
  const navigable = useMemo(
    () => ordered.filter(({ item, group }) => visibleIds.has(item.question.id) && !collapsed.has(group)).map(({ item }) => item.question.id),
    [ordered, visibleIds, collapsed],
  );
  const tabStopId = activeId !== null && navigable.includes(activeId) ? activeId : (navigable[0] ?? null);

  useEffect(() => {
    if (restored.current || ordered.length === 0) return;
    restored.current = true;
    const ids = new Set(ordered.map(({ item }) => item.question.id));
    const drafts = draftQuestionIds(projectId).filter((id) => ids.has(id));
    if (drafts.length) setEditing(new Set(drafts));
  }, [ordered, projectId]);

  const expandGroupOf = useCallback(
    (questionId: string) => {
      const group = ordered.find(({ item }) => item.question.id === questionId)?.group;
      if (group) setCollapsed((current) => (current.has(group) ? new Set([...current].filter((title) => title !== group)) : current));
    },
    [ordered],
  );

  const focusRow = useCallback((questionId: string) => {
    setActiveId(questionId);
    focusRowSoon(questionId);
  }, []);

  const edit = useCallback(
    (questionId: string) => {
      expandGroupOf(questionId);
      setActiveId(questionId);
      setFocusEditorId(questionId);
      setEditing((current) => new Set(current).add(questionId));
    },
    [expandGroupOf],
  );

  /** Opens a row's editor again without taking the focus (a save the server refused: the person may be elsewhere). */
  const reopen = useCallback(
    (questionId: string) => {
      expandGroupOf(questionId);
      setEditing((current) => new Set(current).add(questionId));
    },
    [expandGroupOf],
  );

  const close = useCallback(
    (questionId: string, saved: boolean) => {
      setFocusEditorId(null);
      setEditing((current) => new Set([...current].filter((id) => id !== questionId)));
      if (!saved) return focusRow(questionId);
      // The next question in list order that is still shown (the saved one may leave a 'Needs Input' list).
      const index = ordered.findIndex(({ item }) => item.question.id === questionId);
      const next = ordered.slice(index + 1).find(({ item }) => navigable.includes(item.question.id));
      focusRow(next?.item.question.id ?? questionId);
    },
    [ordered, navigable, focusRow],
  );

  const move = (delta: number) => {
    if (navigable.length === 0) return;
    const index = tabStopId === null ? -1 : navigable.indexOf(tabStopId);
    const target = navigable[Math.min(Math.max(index + delta, 0), navigable.length - 1)]!;
    focusRow(target);
  };

  /** The first shown question without an answer after the current one (wrapping round); undefined when none. */
  const nextUnansweredId = useMemo(() => {
    const shown = ordered.filter(({ item }) => visibleIds.has(item.question.id)).map(({ item }) => item);
    const start = activeId === null ? -1 : shown.findIndex((item: QuestionnaireItem) => item.question.id === activeId);
    const rotated = [...shown.slice(start + 1), ...shown.slice(0, start + 1)];
    return rotated.find((item) => !isAnswered(item))?.question.id;
  }, [ordered, visibleIds, activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey || event.altKey || ownsKeys(target)) return;
    const row = target.closest<HTMLElement>('[data-testid="question-item"]');
    const current = row ? row.id.replace(questionRowId(''), '') : tabStopId;
    if (event.key === 'j' || event.key === 'ArrowDown') move(1);
    else if (event.key === 'k' || event.key === 'ArrowUp') move(-1);
    else if (current && (event.key === 'e' || (event.key === 'Enter' && target === row))) edit(current);
    else return;
    event.preventDefault();
  };

  return {
    tabStopId,
    editing,
    focusEditorId,
    collapsed,
    setCollapsed,
    activate: setActiveId,
    edit,
    reopen,
    close,
    nextUnanswered: nextUnansweredId === undefined ? undefined : () => edit(nextUnansweredId),
    onKeyDown,
  };
}
