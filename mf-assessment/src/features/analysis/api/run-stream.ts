import type { AnalysisRunFieldsFragment } from '@gap/schema/graphql';

/** The SSE message types of GET /api/runs/{runId}/stream (DESIGN 5). */
export type RunEventType = 'status' | 'progress' | 'completed' | 'cancelled' | 'failed';

/** The stream's run fields: the same names as the AnalysisRun fragment (ids are numbers over REST). */
export type StreamedRun = Omit<AnalysisRunFieldsFragment, 'runId' | 'projectId'> & { runId: number | string; projectId: number | string };

export interface RunStreamHandlers {
  onEvent: (type: RunEventType, run: StreamedRun) => void;
  /** The stream dropped before a terminal message (SPEC 4: connection error). */
  onConnectionError: () => void;
}

const terminal: RunEventType[] = ['completed', 'cancelled', 'failed'];

/**
 * Follows a run's progress over server-sent events. The stream token travels in the URL because EventSource
 * cannot send headers; it is short-lived and bound to this run. Answers the function that stops listening.
 */
export function openRunStream(runId: string, streamToken: string, handlers: RunStreamHandlers): () => void {
  const url = new URL(`/api/runs/${encodeURIComponent(runId)}/stream`, window.location.origin);
  url.searchParams.set('token', streamToken);
  const source = new EventSource(url.href);
  let ended = false;
  const close = () => {
    ended = true;
    source.close();
  };
  source.onmessage = (message: MessageEvent<string>) => {
    const { type, data } = JSON.parse(message.data) as { type: RunEventType; data: StreamedRun };
    // Closed before the server ends the stream, so EventSource does not reconnect to a finished run.
    if (terminal.includes(type)) close();
    handlers.onEvent(type, data);
  };
  source.onerror = () => {
    if (ended) return;
    close();
    handlers.onConnectionError();
  };
  return close;
}
