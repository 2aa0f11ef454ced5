import { App } from 'antd';
import { useMemo } from 'react';
import { serverMessageOr } from './errors';

/**
 * SPEC 8 toasts through the one antd App (one visible at a time, 5 s: configured by the shell).
 * `failed` shows the server's message of `failure`, or `fallback` when it sent none.
 */
export function useToast() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => notification.success({ title, description }),
      error: (title: string, description?: string) => notification.error({ title, description }),
      failed: (title: string, failure: unknown, fallback: string) =>
        notification.error({ title, description: serverMessageOr(failure, fallback) }),
    }),
    [notification],
  );
}
