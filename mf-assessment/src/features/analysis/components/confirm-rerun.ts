import type { HookAPI } from 'antd/es/modal/useModal';

/**
 * 'Run AI Analysis Again' asks first: the new run replaces the AI answers, never the person's. It spends a run, so
 * Cancel has the focus: Enter (or a stray Space) keeps things as they are.
 */
export function confirmRerun(modal: HookAPI, onConfirm: () => void): void {
  modal.confirm({
    title: 'Run AI Analysis Again?',
    content:
      'A new analysis reads your documents again and replaces the earlier AI answers. Your manual answers are kept: the AI never overwrites them.',
    okText: 'Run AI Analysis',
    cancelText: 'Cancel',
    focusable: { autoFocusButton: 'cancel' },
    onOk: onConfirm,
  });
}
