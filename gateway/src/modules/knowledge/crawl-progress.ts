import type { ChangeFeed } from '../../db/change-feed.js';
import { JobProgress } from '../../jobs/job-progress.js';
import type { Logger } from '../../lib/logger.js';
import type { CrawlJob } from './crawl-job.entity.js';

export type CrawlJobSnapshot = Pick<
  CrawlJob,
  'id' | 'url' | 'status' | 'maxPages' | 'maxDepth' | 'pagesFetched' | 'pagesQueued' | 'pagesSkipped' | 'pagesProcessed' | 'chunksCreated' | 'skipped' | 'error' | 'createdAt' | 'startedAt' | 'finishedAt'
>;

export function snapshotOf(job: CrawlJob): CrawlJobSnapshot {
  const { id, url, status, maxPages, maxDepth, pagesFetched, pagesQueued, pagesSkipped, pagesProcessed, chunksCreated, skipped, error, createdAt, startedAt, finishedAt } = job;
  return { id, url, status, maxPages, maxDepth, pagesFetched, pagesQueued, pagesSkipped, pagesProcessed, chunksCreated, skipped: [...skipped], error, createdAt, startedAt, finishedAt };
}

/** Crawl progress keyed by job id, followed by the GraphQL subscription and the REST call that waits for the end. */
export type CrawlProgress = JobProgress<CrawlJobSnapshot>;

export const crawlTopic = 'knowledge-crawl';

/** A notice carries the job id only; a gateway with watchers of that crawl re-reads its row. */
export function crawlProgress(feed: ChangeFeed, logger: Logger, read: (jobId: number) => Promise<CrawlJobSnapshot | undefined>): CrawlProgress {
  return new JobProgress<CrawlJobSnapshot>({ topic: crawlTopic, feed, logger, idOf: (job) => job.id, load: (jobId) => read(jobId) });
}

export function crawlEnded(job: Pick<CrawlJobSnapshot, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'failed';
}

/** A crawl's updates for one watcher: its current state first, then every update until the crawl ends, whichever gateway runs it. */
export function watchCrawl(progress: CrawlProgress, jobId: number, loadCurrent: () => Promise<CrawlJobSnapshot>): AsyncIterableIterator<CrawlJobSnapshot> {
  return progress.watch(jobId, loadCurrent, crawlEnded);
}
