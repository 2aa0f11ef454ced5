import { useCallback, useEffect, useState } from 'react';

export interface ApiQuery<T> {
  data?: T;
  loading: boolean;
  error?: Error;
  refetch: () => void;
}

/** Runs `load` on mount and on refetch; an answer arriving after unmount or a newer request is dropped. */
export function useApiQuery<T>(load: () => Promise<T>): ApiQuery<T> {
  const [state, setState] = useState<{ data?: T; loading: boolean; error?: Error }>({ loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    load().then(
      (data) => active && setState({ data, loading: false }),
      (error: unknown) => active && setState({ loading: false, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refetch };
}
