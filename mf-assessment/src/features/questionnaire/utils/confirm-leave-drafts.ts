import type { HookAPI } from 'antd/es/modal/useModal';
import { draftQuestionIds } from './drafts';

/**
 * Leaving the questionnaire (its tab, or the page through the sidebar, a link or the back button) with unsaved
 * answers asks first; the drafts stay stored either way, so coming back shows them again. Without drafts it
 * leaves at once. `stay` runs when the person stays (Stay, Esc or the close button).
 */
export function confirmLeavingDrafts(modal: HookAPI, projectId: string, leave: () => void, stay?: () => void) {
  const drafts = draftQuestionIds(projectId).length;
  if (drafts === 0) {
    leave();
    return undefined;
  }
  return modal.confirm({
    title: 'Unsaved answers',
    content: `${drafts === 1 ? '1 answer is' : `${drafts} answers are`} not saved yet. ${drafts === 1 ? 'It is' : 'They are'} kept as ${drafts === 1 ? 'a draft' : 'drafts'} on this device until you save or cancel.`,
    okText: 'Leave',
    cancelText: 'Stay',
    onOk: leave,
    onCancel: stay,
  });
}
