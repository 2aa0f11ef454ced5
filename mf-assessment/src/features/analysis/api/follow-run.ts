import type { ApolloClient } from '@apollo/client';
import { RunProgressDocument, type AnalysisRunFieldsFragment, type RunProgressEventType } from '@gap/schema/graphql';

export type FollowedRun = AnalysisRunFieldsFragment;

export interface RunProgressHandlers {
  onEvent: (type: RunProgressEventType, run: FollowedRun) => void;
  /** The subscription ended or failed before a terminal event (SPEC 4: connection error). */
  onConnectionError: () => void;
}

const terminal: readonly RunProgressEventType[] = ['completed', 'cancelled', 'failed'];

/**
 * Follows a run's progress through the `runProgress` subscription (graphql-ws, on the shared client): the
 * current state first, then each change until a terminal event. Answers the function that stops following.
 */
export function followRun(client: ApolloClient, runId: string, handlers: RunProgressHandlers): () => void {
  let ended = false;
  const lost = () => {
    if (ended) return;
    ended = true;
    handlers.onConnectionError();
  };
  const subscription = client.subscribe({ query: RunProgressDocument, variables: { runId } }).subscribe({
    next: ({ data, error }) => {
      if (ended) return;
      const event = data?.runProgress;
      if (error || !event) return lost();
      if (terminal.includes(event.type)) ended = true;
      handlers.onEvent(event.type, event.data);
    },
    error: lost,
    complete: lost,
  });
  return () => {
    ended = true;
    subscription.unsubscribe();
  };
}
