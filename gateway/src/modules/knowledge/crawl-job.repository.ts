import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Em } from '../../db/orm.js';
import { jobTable } from '../../jobs/job-table.js';
import { ConflictError } from '../../lib/errors.js';
import type { User } from '../users/user.entity.js';
import type { CrawlCounters } from './crawl/crawler.js';
import { CrawlJob } from './crawl-job.entity.js';
import { snapshotOf, type CrawlJobSnapshot, type CrawlProgress } from './crawl-progress.js';
import type { CrawlInput } from './knowledge.inputs.js';
import { knowledgeMessages } from './knowledge.inputs.js';

/** Change-feed topic: a crawl was queued (started, or handed back by a stopping gateway); workers look at once. */
export const crawlQueueTopic = 'knowledge-crawl-queue';

/** Page counters a crawl reports as it goes; chunks are counted with the chunks themselves (countChunks). */
export type PageCounters = Omit<CrawlCounters, 'chunksCreated'>;

/** The job table of crawls: claim, heartbeat, hand-back, finish and take-over, shared with analysis runs. */
export const crawlTable = jobTable({
  table: 'knowledge_crawl_jobs',
  resetWhenStopped: `"pages_queued" = 0`,
  stoppedTooOften: (attempts) =>
    `Interrupted: the server stopped during the crawl ${attempts} times and it was not resumed again. Pages indexed so far are kept; start the crawl again to continue.`,
});

/**
 * Persistence and progress of crawl jobs: one queued or running at a time per installation (the database
 * refuses a second). Every write of a running crawl is conditional on the worker still holding it.
 */
export class CrawlJobs {
  constructor(private readonly updates: CrawlProgress) {}

  async create(em: Em, user: User, input: CrawlInput): Promise<CrawlJob> {
    const active = await em.count(CrawlJob, { status: { $in: ['queued', 'running'] } });
    if (active > 0) throw new ConflictError(knowledgeMessages.crawlRunning);
    const job = em.create(CrawlJob, { requestedBy: user, url: input.url, maxPages: input.maxPages, maxDepth: input.maxDepth, status: 'queued', skipped: [] });
    try {
      await em.flush();
    } catch (error) {
      // Another gateway queued one between the count and the insert.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(knowledgeMessages.crawlRunning);
      throw error;
    }
    return job;
  }

  async find(em: Em, id: number): Promise<CrawlJob | null> {
    return em.findOne(CrawlJob, { id }, { refresh: true });
  }

  async latest(em: Em): Promise<CrawlJob | null> {
    return em.findOne(CrawlJob, {}, { orderBy: { id: 'desc' }, refresh: true });
  }

  /** The crawl's state as its watchers see it, read from the row. */
  async snapshot(em: Em, id: number): Promise<CrawlJobSnapshot | undefined> {
    const job = await em.findOne(CrawlJob, { id }, { refresh: true });
    return job ? snapshotOf(job) : undefined;
  }

  /** Tells every watcher, on every gateway, the crawl's current state. */
  async publish(em: Em, id: number): Promise<void> {
    const snapshot = await this.snapshot(em, id);
    if (snapshot) this.updates.publish(snapshot);
  }

  /** Writes the page counters (and the heartbeat); answers false when the worker no longer holds the crawl. */
  async progress(em: Em, id: number, workerId: string, counters: PageCounters): Promise<boolean> {
    const { pagesFetched, pagesQueued, pagesSkipped, pagesProcessed, skipped } = counters;
    const rows = await em.execute<{ id: number }[]>(
      `update "knowledge_crawl_jobs" set "pages_fetched" = ?, "pages_queued" = ?, "pages_skipped" = ?, "pages_processed" = ?, "skipped" = ?::jsonb, "heartbeat_at" = now()
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
      [pagesFetched, pagesQueued, pagesSkipped, pagesProcessed, JSON.stringify(skipped), id, workerId],
    );
    return rows.length > 0;
  }

  /**
   * Counts a page's new chunks, in the transaction that stored them, so a crawl resumed by another worker
   * carries on from an exact count. Answers false when the worker no longer holds the crawl.
   */
  async countChunks(tx: Em, id: number, workerId: string, created: number): Promise<boolean> {
    const rows = await tx.execute<{ id: number }[]>(
      `update "knowledge_crawl_jobs" set "chunks_created" = "chunks_created" + ?, "heartbeat_at" = now()
       where "id" = ? and "claimed_by" = ? and "status" = 'running' returning "id"`,
      [created, id, workerId],
    );
    return rows.length > 0;
  }

  /** Ends a held crawl with its last page counters, or as failed; answers false when it was no longer held. */
  async finish(em: Em, id: number, workerId: string, outcome: { counters: PageCounters } | { error: string }): Promise<boolean> {
    if ('error' in outcome) return crawlTable.finish(em, id, workerId, 'failed', outcome.error);
    const { pagesFetched, pagesSkipped, pagesProcessed, skipped } = outcome.counters;
    return crawlTable.finish(em, id, workerId, 'completed', null, {
      pages_fetched: pagesFetched,
      pages_skipped: pagesSkipped,
      pages_processed: pagesProcessed,
      skipped: JSON.stringify(skipped),
    });
  }
}
