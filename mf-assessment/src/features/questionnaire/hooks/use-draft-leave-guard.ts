import { useEffect } from 'react';
import { draftQuestionIds } from '../utils/drafts';

/** Leaving the page (reload, close, another site) with unsaved answers asks the browser's confirmation first. */
export function useDraftLeaveGuard(projectId: string) {
  useEffect(() => {
    const guard = (event: BeforeUnloadEvent) => {
      if (draftQuestionIds(projectId).length === 0) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [projectId]);
}
