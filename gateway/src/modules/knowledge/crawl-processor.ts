import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../lib/logger.js';
import { chunkSections, type SourceSection } from './chunking.js';
import { crawlSite, defaultCrawlLimits, type CrawlLimits } from './crawl/crawler.js';
import { CrawlJob } from './crawl-job.entity.js';
import type { CrawlJobs, PageCounters } from './crawl-job.repository.js';
import type { Embedder } from './embeddings/embedder.js';
import { ingestChunks } from './knowledge-ingest.js';
import type { GuardPolicy, Resolver } from './net/ssrf-guard.js';
import type { KnowledgeIndex } from './search/knowledge-index.js';

export interface CrawlProcessorDeps {
  orm: Orm;
  jobs: CrawlJobs;
  index: KnowledgeIndex;
  embedder: Embedder;
  readPdf(bytes: Uint8Array): Promise<SourceSection[]>;
  policy: GuardPolicy;
  resolver?: Resolver;
  crawlDelayMs: number;
  crawlLimits?: Partial<CrawlLimits>;
  logger: Logger;
}

const internalError = 'The crawl stopped because of an internal error';
const startCounters: PageCounters = { pagesFetched: 0, pagesQueued: 1, pagesSkipped: 0, pagesProcessed: 0, skipped: [] };

/**
 * Runs one claimed crawl. A crawl resumed after its worker died (or handed it back) crawls the site again from
 * the start: pages already indexed are recognised by their chunks' content hashes and store nothing twice, and
 * its chunk count carries on from the row, where each page's new chunks were counted in the transaction that
 * stored them. Every write is conditional on still holding the crawl; one that finds it lost stops the crawl.
 */
export class CrawlProcessor {
  constructor(private readonly deps: CrawlProcessorDeps) {}

  async process(jobId: number, workerId: string, signal: AbortSignal): Promise<void> {
    const { orm, jobs, logger } = this.deps;
    const job = await orm.em.fork().findOneOrFail(CrawlJob, { id: jobId });
    const lost = new AbortController();
    const stop = AbortSignal.any([signal, lost.signal]);
    // Reports go out one after another: the crawler's fetchers report on their own.
    let reporting: Promise<void> = Promise.resolve();
    const report = (counters: PageCounters) => {
      reporting = reporting.then(async () => {
        if (stop.aborted) return;
        if (await jobs.progress(orm.em.fork(), jobId, workerId, counters)) await jobs.publish(orm.em.fork(), jobId);
        else lost.abort(new Error('crawl taken over by another worker'));
      }).catch((error: unknown) => logger.warn({ err: error, jobId }, 'could not save crawl progress'));
      return reporting;
    };
    // Pages are indexed one at a time: the encoder is one worker, and PGlite runs one transaction at a time.
    let indexing: Promise<unknown> = Promise.resolve();
    const index = (drafts: ReturnType<typeof chunkSections>) => {
      const stored = indexing.then(() =>
        ingestChunks(orm.em.fork(), this.deps.index, this.deps.embedder, drafts, {
          counted: async (tx, created) => {
            if (await jobs.countChunks(tx, jobId, workerId, created)) return;
            lost.abort(new Error('crawl taken over by another worker'));
            throw new Error('crawl no longer held'); // rolls the page's chunks back: its new holder stores them
          },
        }),
      );
      indexing = stored.catch(() => undefined);
      return stored;
    };
    try {
      await report(startCounters);
      const limits: CrawlLimits = { ...defaultCrawlLimits, delayMs: this.deps.crawlDelayMs, ...this.deps.crawlLimits, maxPages: job.maxPages, maxDepth: job.maxDepth };
      const counters = await crawlSite(new URL(job.url), {
        limits,
        policy: this.deps.policy,
        resolver: this.deps.resolver,
        extractPdf: this.deps.readPdf,
        signal: stop,
        onPage: (page) => index(chunkSections(page.sections, { title: page.title, url: page.url, source: 'crawl' })),
        onProgress: (counters) => void report(counters),
      });
      await reporting;
      // Stopping (handed back, or left to another worker) or lost: whoever holds the crawl next finishes it.
      if (stop.aborted) return;
      if (await jobs.finish(orm.em.fork(), jobId, workerId, { counters })) await jobs.publish(orm.em.fork(), jobId);
    } catch (error) {
      if (stop.aborted) return;
      logger.error({ err: error, jobId }, 'crawl failed');
      if (await jobs.finish(orm.em.fork(), jobId, workerId, { error: internalError })) await jobs.publish(orm.em.fork(), jobId);
    }
  }
}
