import type { Em } from '../../db/orm.js';
import type { Logger } from '../../lib/logger.js';
import { ConflictError } from '../../lib/errors.js';
import type { User } from '../users/user.entity.js';
import { CrawlJob } from './crawl-job.entity.js';
import { snapshotOf, type CrawlJobSnapshot, type CrawlProgressBus } from './crawl-progress.js';
import type { CrawlCounters } from './crawl/crawler.js';
import type { CrawlInput } from './knowledge.inputs.js';
import { knowledgeMessages } from './knowledge.inputs.js';

/** A running job refreshes its heartbeat at least this often; one silent for 4x longer was cut off. */
const heartbeatMs = 15_000;

/** Persistence and progress of crawl jobs: one at a time per installation, surviving restarts as failed. */
export class CrawlJobs {
  /** Saves happen one after another (two crawl workers report progress on one EntityManager). */
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly logger: Logger,
    private readonly updates: CrawlProgressBus,
  ) {}

  async create(em: Em, user: User, input: CrawlInput): Promise<CrawlJob> {
    await this.failAbandoned(em);
    const active = await em.count(CrawlJob, { status: { $in: ['queued', 'running'] } });
    if (active > 0) throw new ConflictError(knowledgeMessages.crawlRunning);
    const job = em.create(CrawlJob, { requestedBy: user, url: input.url, maxPages: input.maxPages, maxDepth: input.maxDepth, status: 'queued', skipped: [] });
    await em.flush();
    return job;
  }

  async find(em: Em, id: number): Promise<CrawlJob | null> {
    await this.failAbandoned(em);
    return em.findOne(CrawlJob, { id });
  }

  async latest(em: Em): Promise<CrawlJob | null> {
    await this.failAbandoned(em);
    return em.findOne(CrawlJob, {}, { orderBy: { id: 'desc' } });
  }

  async started(em: Em, job: CrawlJob): Promise<void> {
    job.status = 'running';
    job.startedAt = job.heartbeatAt = new Date();
    await this.save(em, job);
  }

  async progress(em: Em, job: CrawlJob, counters?: CrawlCounters): Promise<void> {
    if (counters) Object.assign(job, counters);
    job.heartbeatAt = new Date();
    await this.save(em, job);
  }

  async finished(em: Em, job: CrawlJob, outcome: { counters?: CrawlCounters; error?: string }): Promise<void> {
    if (outcome.counters) Object.assign(job, outcome.counters);
    job.status = outcome.error ? 'failed' : 'completed';
    job.error = outcome.error ?? null;
    job.finishedAt = new Date();
    job.pagesQueued = 0;
    await this.save(em, job);
  }

  private save(em: Em, job: CrawlJob): Promise<void> {
    const snapshot: CrawlJobSnapshot = snapshotOf(job);
    this.saving = this.saving.then(async () => {
      try {
        // An explicit update of every counter: change tracking of the json list proved unreliable here.
        const { status, pagesFetched, pagesQueued, pagesSkipped, pagesProcessed, chunksCreated, skipped, error, startedAt, finishedAt } = snapshot;
        await em.nativeUpdate(CrawlJob, { id: job.id }, { status, pagesFetched, pagesQueued, pagesSkipped, pagesProcessed, chunksCreated, skipped, error, startedAt, finishedAt, heartbeatAt: job.heartbeatAt });
      } catch (error) {
        this.logger.warn({ err: error, jobId: job.id }, 'could not save crawl progress');
      }
      this.updates.publish(snapshot);
    });
    return this.saving;
  }

  /** A job still "running" without a heartbeat belonged to a process that stopped: it never resumes silently. */
  private async failAbandoned(em: Em): Promise<void> {
    await em.execute(
      `update knowledge_crawl_jobs set status = 'failed', error = 'Interrupted: the server stopped during the crawl', finished_at = now(), pages_queued = 0
        where status in ('queued', 'running') and coalesce(heartbeat_at, created_at) < now() - make_interval(secs => ?)`,
      [(heartbeatMs * 4) / 1000],
    );
  }
}

export { heartbeatMs };
