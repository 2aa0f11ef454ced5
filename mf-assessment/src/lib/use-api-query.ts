import { useCallback, useEffect, useState } from 'react';

export interface ApiQuery<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Loads again; the current data stays on screen meanwhile. */
  refetch: () => Promise<void>;
}

/** Runs `load` when `key` changes (SPEC 7: no retries, no focus or interval refetch) and on `refetch`. */
export function useApiQuery<T>(key: string, load: () => Promise<T>): ApiQuery<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: Error; loading: boolean }>({ key, loading: true });

  const run = useCallback(
    async (isCurrent: () => boolean) => {
      try {
        const data = await load();
        if (isCurrent()) setState({ key, data, loading: false });
      } catch (error) {
        if (isCurrent()) setState({ key, error: error instanceof Error ? error : new Error(String(error)), loading: false });
      }
    },
    // `load` is keyed by `key`: a new closure for the same key must not reload.
    [key],
  );

  useEffect(() => {
    let current = true;
    setState((previous) => (previous.key === key ? previous : { key, loading: true }));
    void run(() => current);
    return () => {
      current = false;
    };
  }, [key, run]);

  const refetch = useCallback(() => run(() => true), [run]);
  const stale = state.key !== key;
  return { data: stale ? undefined : state.data, loading: stale || state.loading, error: stale ? undefined : state.error, refetch };
}
