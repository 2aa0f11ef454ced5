import type { ChangeFeed } from '../../db/change-feed.js';
import { JobProgress } from '../../jobs/job-progress.js';
import type { Logger } from '../../lib/logger.js';

export type ReembedStatus = 'queued' | 'running' | 'completed' | 'failed';

/** A re-embed job as its watchers see it: the model the chunks move to, and how many have moved. */
export interface ReembedJobSnapshot {
  id: number;
  model: string;
  status: ReembedStatus;
  chunksTotal: number;
  chunksDone: number;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** Re-embed progress keyed by job id, followed by the GraphQL subscription (the knowledge page). */
export type ReembedProgress = JobProgress<ReembedJobSnapshot>;

export const reembedTopic = 'knowledge-reembed';

/** A notice carries the job id only; a gateway with watchers of that job re-reads its row. */
export function reembedProgress(feed: ChangeFeed, logger: Logger, read: (jobId: number) => Promise<ReembedJobSnapshot | undefined>): ReembedProgress {
  return new JobProgress<ReembedJobSnapshot>({
    topic: reembedTopic,
    feed,
    logger,
    idOf: (job) => job.id,
    load: (jobId) => read(jobId),
    // Counts only grow while a job runs: an older count arriving late is skipped.
    isStale: (state, seen) => state.status === seen.status && state.chunksDone < seen.chunksDone,
  });
}

export function reembedEnded(job: Pick<ReembedJobSnapshot, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'failed';
}

/** A job's updates for one watcher: its current state first, then every update until it ends, whichever gateway runs it. */
export function watchReembed(progress: ReembedProgress, jobId: number, loadCurrent: () => Promise<ReembedJobSnapshot>): AsyncIterableIterator<ReembedJobSnapshot> {
  return progress.watch(jobId, loadCurrent, reembedEnded);
}
