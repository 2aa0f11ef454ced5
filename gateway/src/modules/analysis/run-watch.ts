import { eventTypeOf, isTerminalEvent, type RunEvent, type RunProgressBus } from './run-progress-bus.js';
import type { AnalysisRunType } from './analysis.types.js';

/**
 * A run's events for one watcher (an SSE stream or a GraphQL subscription): first the current state, read
 * after subscribing so nothing is missed in between (a reloaded page reattaches with it), then every event,
 * ending after a terminal one. return() ends it at once, even while waiting, and unsubscribes.
 */
export function watchRun(bus: RunProgressBus, runId: number, loadCurrent: () => Promise<AnalysisRunType>): AsyncIterableIterator<RunEvent> {
  const queue: RunEvent[] = [];
  let wakeUp: (() => void) | undefined;
  let ended = false;
  const unsubscribe = bus.subscribe(runId, (event) => {
    queue.push(event);
    wakeUp?.();
  });
  let first: Promise<RunEvent> | undefined = loadCurrent().then((data) => ({ type: eventTypeOf(data.status), data }));
  let seenProcessed = -1;

  const end = (): IteratorResult<RunEvent> => {
    ended = true;
    unsubscribe();
    wakeUp?.();
    return { done: true, value: undefined };
  };

  const iterator: AsyncIterableIterator<RunEvent> = {
    async next() {
      if (ended) return { done: true, value: undefined };
      let event: RunEvent | undefined;
      if (first) {
        try {
          event = await first;
        } catch (error) {
          end();
          throw error;
        }
        first = undefined;
      } else {
        while (!ended && !event) {
          const candidate = queue.shift();
          // Progress counted before the first state was read is old news; a terminal event never is.
          if (candidate && (isTerminalEvent(candidate) || candidate.data.processed >= seenProcessed)) event = candidate;
          else if (!candidate) await new Promise<void>((resolve) => (wakeUp = resolve));
        }
        wakeUp = undefined;
        if (!event) return { done: true, value: undefined };
      }
      seenProcessed = Math.max(seenProcessed, event.data.processed);
      // The terminal message is delivered; the next call ends the stream.
      if (isTerminalEvent(event)) ended = true;
      if (ended) unsubscribe();
      return { done: false, value: event };
    },
    async return() {
      return end();
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
