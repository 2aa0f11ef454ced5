import { useEffect, useRef } from 'react';

/** How often a screen showing an example project that is still being prepared reads it again. */
export const examplePollMs = 3000;

interface Pollable {
  startPolling(ms: number): void;
  stopPolling(): void;
  refetch(): Promise<unknown>;
}

/**
 * Polls a query while `active` holds (an example project being prepared shows its documents, answers and
 * assessment as they arrive), then reads it once more when it stops holding, so a query polled beside the one that
 * tells (the dashboard's counts beside its projects) shows the end state too. The cache is cache-first: nothing else
 * would read them again.
 */
export function usePollWhile(active: boolean, query: Pollable, ms = examplePollMs): void {
  const { startPolling, stopPolling, refetch } = query;
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) void refetch().catch(() => undefined);
    wasActive.current = active;
    if (!active) return undefined;
    startPolling(ms);
    return () => stopPolling();
  }, [active, ms, startPolling, stopPolling, refetch]);
}
