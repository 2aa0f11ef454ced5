import type { ChangeFeed } from '../../db/change-feed.js';
import type { Orm } from '../../db/orm.js';
import { defaultJobWorkerOptions, JobWorker, type JobWorkerOptions } from '../../jobs/job-worker.js';
import type { Logger } from '../../lib/logger.js';
import { AnalysisRun } from './analysis-run.entity.js';
import type { RunProcessor } from './run-processor.js';
import { eventTypeOf, type RunProgress } from './run-progress.js';
import { presentRun, type QuestionLookup } from './run.presenter.js';
import { runStore } from './run.repository.js';

export interface WorkerOptions extends JobWorkerOptions {
  /** Comment lines on an SSE run stream, so proxies keep a quiet stream open. */
  streamHeartbeatMs: number;
}

/** Change-feed topic: a run was queued (started, or handed back by a stopping gateway); workers look at once. */
export const runQueueTopic = 'analysis-queue';

export const defaultWorkerOptions: WorkerOptions = { ...defaultJobWorkerOptions, streamHeartbeatMs: 15_000 };

/**
 * Claims queued runs from the job table and processes them (the shared job worker, jobs/job-worker.ts). On
 * start it recovers runs a dead process left running (resumed, or failed after too many interruptions).
 */
export class AnalysisWorker extends JobWorker {
  constructor(orm: Orm, processor: RunProcessor, bus: RunProgress, lookup: QuestionLookup, logger: Logger, options: WorkerOptions, feed: ChangeFeed) {
    super(
      orm,
      {
        name: 'analysis run',
        table: runStore,
        queueTopic: runQueueTopic,
        process: (runId, workerId, signal) => processor.process(runId, workerId, signal),
        // The run as the change left it: another worker may already have claimed a run handed back.
        announce: async (runId, status) => {
          const run = await orm.em.fork().findOneOrFail(AnalysisRun, runId);
          bus.publish({ type: eventTypeOf(status), data: { ...presentRun(run, lookup), status } });
        },
      },
      logger,
      options,
      feed,
    );
  }
}
