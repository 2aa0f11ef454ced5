import { EventEmitter } from 'node:events';
import type { ChangeFeed } from '../../db/change-feed.js';
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

/**
 * Fan-out of crawl job updates to GraphQL subscribers, keyed by job id: in memory within one process (PGlite),
 * and through PostgreSQL LISTEN/NOTIFY between the gateways sharing one database (SharedCrawlProgressBus).
 */
export interface CrawlProgressBus {
  publish(job: CrawlJobSnapshot): void;
  /** Calls the listener with every later update of the job; answers the unsubscribe function. */
  subscribe(jobId: number, listener: (job: CrawlJobSnapshot) => void): () => void;
}

export class InMemoryCrawlProgressBus implements CrawlProgressBus {
  protected readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(job: CrawlJobSnapshot): void {
    this.emitter.emit(String(job.id), job);
  }

  subscribe(jobId: number, listener: (job: CrawlJobSnapshot) => void): () => void {
    const key = String(jobId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }
}

export const crawlTopic = 'knowledge-crawl';

/**
 * Several gateways: an update reaches this process's subscribers at once and the other processes as a notice
 * with the job id only; a process with subscribers to that job re-reads its row (one read at a time per job).
 */
export class SharedCrawlProgressBus extends InMemoryCrawlProgressBus {
  private readonly reading = new Map<number, Promise<void>>();
  private readonly stopFeed: (() => void)[];

  constructor(
    private readonly feed: ChangeFeed,
    private readonly load: (jobId: number) => Promise<CrawlJobSnapshot | undefined>,
    private readonly logger: Logger,
  ) {
    super();
    this.stopFeed = [
      feed.subscribe(crawlTopic, (jobId) => this.reread(jobId)),
      feed.onResync(() => {
        for (const name of this.emitter.eventNames()) this.reread(Number(name));
      }),
    ];
  }

  override publish(job: CrawlJobSnapshot): void {
    super.publish(job);
    this.feed.notify(crawlTopic, job.id);
  }

  close(): void {
    for (const stop of this.stopFeed) stop();
  }

  private reread(jobId: number): void {
    if (this.emitter.listenerCount(String(jobId)) === 0) return;
    const next = (this.reading.get(jobId) ?? Promise.resolve()).then(async () => {
      try {
        const job = await this.load(jobId);
        if (job) super.publish(job);
      } catch (error) {
        this.logger.warn({ err: error, jobId }, 'could not read a crawl announced by another gateway');
      }
    });
    this.reading.set(jobId, next);
    void next.finally(() => {
      if (this.reading.get(jobId) === next) this.reading.delete(jobId);
    });
  }
}

export function crawlEnded(job: Pick<CrawlJobSnapshot, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'failed';
}

/**
 * A crawl's updates for one watcher (a GraphQL subscription, a REST call waiting for the end): it subscribes
 * before reading the current state, so no update between the two is lost; first that state, then every update
 * until the crawl ends, whichever gateway runs it. Leaving the loop early unsubscribes.
 */
export async function* watchCrawl(bus: CrawlProgressBus, jobId: number, loadCurrent: () => Promise<CrawlJobSnapshot>): AsyncGenerator<CrawlJobSnapshot> {
  const queue: CrawlJobSnapshot[] = [];
  let wakeUp: (() => void) | undefined;
  const unsubscribe = bus.subscribe(jobId, (job) => {
    queue.push(job);
    wakeUp?.();
  });
  try {
    const current = await loadCurrent();
    yield current;
    if (crawlEnded(current)) return;
    for (;;) {
      const next = queue.shift();
      if (!next) {
        await new Promise<void>((resolve) => (wakeUp = resolve));
        wakeUp = undefined;
        continue;
      }
      yield next;
      if (crawlEnded(next)) return;
    }
  } finally {
    unsubscribe();
  }
}
