import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { RunProgressDocument, type AnalysisRunFieldsFragment, type RunProgressEventType } from '@gap/schema/graphql';

export type FollowedRun = AnalysisRunFieldsFragment;

export interface RunProgressHandlers {
  onEvent: (type: RunProgressEventType, run: FollowedRun) => void;
  /** The subscription ended or failed before a terminal event (SPEC 4: connection error). */
  onConnectionError: () => void;
}

const terminal: readonly RunProgressEventType[] = ['completed', 'cancelled', 'failed'];

/**
 * Waits before each new subscription after a dropped one (a proxy restart, a gateway replaced): about 23 s in all.
 * Tests shorten them.
 */
export const resubscribe = { delaysMs: [1_000, 2_000, 4_000, 8_000, 8_000] as readonly number[] };

/**
 * Follows a run's progress through the `runProgress` subscription (graphql-ws, on the shared client): the
 * current state first, then each change until a terminal event. A subscription that drops before the end is
 * opened again after `resubscribe.delaysMs` (the server answers the current state first, so nothing is missed);
 * only when every attempt fails is the connection reported lost. Answers the function that stops following.
 */
export function followRun(client: ApolloClient, runId: string, handlers: RunProgressHandlers): () => void {
  let ended = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe: () => void } | undefined;

  const stop = (then: () => void) => {
    if (ended) return;
    ended = true;
    subscription?.unsubscribe();
    then();
  };
  const dropped = () => {
    if (ended) return;
    subscription?.unsubscribe();
    const delay = resubscribe.delaysMs[attempt];
    if (delay === undefined) return stop(handlers.onConnectionError);
    attempt += 1;
    timer = setTimeout(subscribe, delay);
  };

  function subscribe() {
    subscription = client.subscribe({ query: RunProgressDocument, variables: { runId } }).subscribe({
      next: ({ data, error }) => {
        if (ended) return;
        const event = data?.runProgress;
        // The connection dropped: ask again. The server refused (the run is gone, the session ended): no point.
        if (error && !CombinedGraphQLErrors.is(error)) return dropped();
        if (error || !event) return stop(handlers.onConnectionError);
        // Following again: the next drop gets the whole series of attempts.
        attempt = 0;
        if (terminal.includes(event.type)) ended = true;
        handlers.onEvent(event.type, event.data);
      },
      error: dropped,
      complete: dropped,
    });
  }

  subscribe();
  return () => {
    ended = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
  };
}
