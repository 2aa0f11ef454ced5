import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { confirmLeavingDrafts } from '../utils/confirm-leave-drafts';
import { draftQuestionIds } from '../utils/drafts';

/**
 * Leaving the questionnaire for another page inside the app (sidebar, links, the browser's back button) with
 * unsaved answers asks first, as leaving its tab does. Only a change of page is held: the wizard's own tab
 * changes ask through the tab's confirmation, and reloads through the browser's (useDraftLeaveGuard).
 */
export function useDraftNavigationGuard(projectId: string, active: boolean) {
  const { modal } = App.useApp();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname && draftQuestionIds(projectId).length > 0,
    [active, projectId],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = confirmLeavingDrafts(modal, projectId, () => blocker.proceed(), () => blocker.reset());
    // A dialog never outlives the navigation it asks about.
    return () => dialog?.destroy();
  }, [blocker, modal, projectId]);
}
