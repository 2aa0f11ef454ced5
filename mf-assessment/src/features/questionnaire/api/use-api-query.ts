import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

export interface ApiQuery<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Fetches again (a retry after an error). */
  reload: () => void;
  /** Replaces the data locally, e.g. with what a save answered. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/** GETs `path` (nothing while it is null) and refetches when it changes; answers to an older path are dropped. */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const [loading, setLoading] = useState(path !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) {
      setData(undefined);
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    setError(undefined);
    apiRequest<T>(path).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setData(undefined);
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload, setData };
}
