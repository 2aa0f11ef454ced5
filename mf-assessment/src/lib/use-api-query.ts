import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api-client';

export interface ApiQuery<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Loads again; the current data stays on screen meanwhile. */
  refetch: () => Promise<void>;
  /** Replaces the data locally, e.g. with what a save answered. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

interface QueryState<T> {
  key: string | null;
  data?: T;
  error?: Error;
  loading: boolean;
}

/**
 * Runs `load` when `key` changes (SPEC 7: no retries, no focus or interval refetch) and on `refetch`; a null
 * key loads nothing. Answers for an older key are dropped.
 */
export function useApiQuery<T>(key: string | null, load: () => Promise<T>): ApiQuery<T> {
  const [state, setState] = useState<QueryState<T>>({ key, loading: key !== null });

  const run = useCallback(
    async (isCurrent: () => boolean) => {
      if (key === null) return;
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
    setState((previous) => (previous.key === key ? previous : { key, loading: key !== null }));
    void run(() => current);
    return () => {
      current = false;
    };
  }, [key, run]);

  const refetch = useCallback(() => run(() => true), [run]);
  const setData = useCallback<Dispatch<SetStateAction<T | undefined>>>(
    (update) =>
      setState((previous) => ({
        ...previous,
        data: typeof update === 'function' ? (update as (current: T | undefined) => T | undefined)(previous.data) : update,
      })),
    [],
  );
  const stale = state.key !== key;
  return {
    data: stale ? undefined : state.data,
    loading: stale ? key !== null : state.loading,
    error: stale ? undefined : state.error,
    refetch,
    setData,
  };
}

/** A GET of `path` (nothing while it is null) as a query keyed by the path. */
export const useApiGet = <T,>(path: string | null): ApiQuery<T> => useApiQuery<T>(path, () => apiRequest<T>(path!));
