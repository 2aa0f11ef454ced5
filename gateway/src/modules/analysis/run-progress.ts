import type { ChangeFeed } from '../../db/change-feed.js';
import { JobProgress } from '../../jobs/job-progress.js';
import type { Logger } from '../../lib/logger.js';
import type { RunEventType, RunStatus } from './analysis-run.entity.js';
import type { AnalysisRunType } from './analysis.types.js';

/** The stream message types of DESIGN section 5. */
export type { RunEventType };

export interface RunEvent {
  type: RunEventType;
  data: AnalysisRunType;
}

/** Where workers announce run progress and streams (SSE, the GraphQL subscription, waiting requests) follow it. */
export type RunProgress = JobProgress<RunEvent>;

export const runTopic = 'analysis-run';

/**
 * Run progress keyed by run id. A notice names the event type; a gateway re-reading a run announced by another
 * sends a terminal state read from the row as its terminal event, and keeps "progress" apart from other changes.
 */
export function runProgress(feed: ChangeFeed, logger: Logger, read: (runId: number) => Promise<AnalysisRunType | undefined>): RunProgress {
  return new JobProgress<RunEvent>({
    topic: runTopic,
    feed,
    logger,
    idOf: (event) => event.data.runId,
    detailOf: (event) => event.type,
    load: async (runId, detail) => {
      const data = await read(runId);
      if (!data) return undefined;
      const type = eventTypeOf(data.status);
      return { type: type === 'status' && detail === 'progress' ? 'progress' : type, data };
    },
    // Progress counted before the current state was read is old news.
    isStale: (event, seen) => event.data.processed < seen.data.processed,
  });
}

/** A run's events for one watcher: its current state first, then every event until a terminal one. */
export function watchRun(progress: RunProgress, runId: number, loadCurrent: () => Promise<AnalysisRunType>): AsyncIterableIterator<RunEvent> {
  return progress.watch(runId, async () => runEventOf(await loadCurrent()), isTerminalEvent);
}

/** The message that announces a run's current state. */
export function runEventOf(data: AnalysisRunType): RunEvent {
  return { type: eventTypeOf(data.status), data };
}

/** The message type that announces a run's state. */
export function eventTypeOf(status: RunStatus): RunEventType {
  if (status === 'completed' || status === 'cancelled' || status === 'failed') return status;
  return 'status';
}

export function isTerminalEvent(event: RunEvent): boolean {
  return event.type === 'completed' || event.type === 'cancelled' || event.type === 'failed';
}
