import { readAppMeta, writeAppMeta } from '../../db/app-meta.js';
import { LocalChangeFeed, type ChangeFeed } from '../../db/change-feed.js';
import type { Em, Orm } from '../../db/orm.js';
import { defaultJobWorkerOptions, JobWorker, type JobWorkerOptions } from '../../jobs/job-worker.js';
import { ForbiddenError, NotFoundError, UnprocessableError, ValidationError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { User } from '../users/user.entity.js';
import { chunkSections, type SourceSection } from './chunking.js';
import type { CrawlLimits } from './crawl/crawler.js';
import type { CrawlJob } from './crawl-job.entity.js';
import { crawlQueueTopic, crawlTable, CrawlJobs } from './crawl-job.repository.js';
import { CrawlProcessor } from './crawl-processor.js';
import { crawlProgress, watchCrawl, type CrawlJobSnapshot, type CrawlProgress } from './crawl-progress.js';
import type { Embedder } from './embeddings/embedder.js';
import { ingestChunks } from './knowledge-ingest.js';
import { knowledgeMessages, type CrawlInput, type SearchInput } from './knowledge.inputs.js';
import { checkTarget, systemResolver, type GuardPolicy, type Resolver } from './net/ssrf-guard.js';
import { reembedQueueTopic, ReembedJobs, reembedTable } from './reembed-job.repository.js';
import { ReembedProcessor } from './reembed-processor.js';
import { reembedProgress, type ReembedJobSnapshot, type ReembedProgress } from './reembed-progress.js';
import type { KnowledgeEngine, KnowledgeIndex, KnowledgeQuery, ScoredChunk } from './search/knowledge-index.js';
import { assertKnowledgeNames, readKnowledgeFile, type PdfReader, type ReceivedKnowledgeFile } from './upload/knowledge-files.js';

export interface KnowledgeStats {
  totalChunks: number;
  uniqueUrls: number;
  lastUpdated: Date | null;
  engine: KnowledgeEngine;
  /** The last search failed, on any gateway of the database (and none succeeded since): when, and the engine's message. */
  searchFailure: SearchFailure | null;
}

/** The app_meta key of the last search failure (empty once a search succeeds again). */
const searchFailureKey = 'knowledge.search_failure';

export interface SearchFailure {
  at: Date;
  message: string;
}

/** What a gap-assessment finding cites. */
export interface KnowledgeSource {
  title: string;
  url: string;
  section: string | null;
}

export interface GroundingQuestion {
  title?: string;
  text: string;
  /** Rubric element requirements (or any expected-practice phrases). */
  rubric?: string[];
}

export interface KnowledgeServiceOptions {
  index: KnowledgeIndex;
  embedder: Embedder;
  pdf: PdfReader;
  policy: GuardPolicy;
  crawlDelayMs: number;
  logger: Logger;
  resolver?: Resolver;
  /** Tests shrink the page size and time caps. */
  crawlLimits?: Partial<CrawlLimits>;
  /** Where crawl updates go to subscribers (shared between gateways on PostgreSQL); this process only by default. */
  progress?: CrawlProgress;
  /** Tells the other gateways (PostgreSQL) that a crawl was queued; a no-op with PGlite. */
  feed?: ChangeFeed;
  /** The crawl worker's claim, heartbeat and take-over settings (those of the analysis worker). */
  worker?: JobWorkerOptions;
  /** false: this process serves the API only (WORKERS=0); the other gateways run the crawls. */
  workersEnabled?: boolean;
  /** Chunks re-embedded per step after a change of embedding model (100 by default). */
  reembedBatchSize?: number;
  /** How often searches look for chunks of another model than the configured one (60 s by default; 0: every search). */
  modelCheckIntervalMs?: number;
}

/**
 * Cosine similarity (0-1) a chunk needs to be cited for a question, besides sharing words with it. Set on
 * the labelled set: related guidance scores 0.35-0.7 with the embedded encoder, unrelated text below 0.3.
 */
export const groundingThreshold = 0.35;

/**
 * The knowledge base: crawl, upload, search, stats, clear, and sources for findings. Crawls are claimed jobs:
 * queued by any gateway, run by the worker of whichever gateway claims them (jobs/job-worker.ts).
 */
export class KnowledgeService {
  private readonly jobs: CrawlJobs;
  private readonly reembedJobs: ReembedJobs;
  private readonly feed: ChangeFeed;
  private worker?: JobWorker;
  private reembedWorker?: JobWorker;
  private orm?: Orm;
  /**
   * Whether a failure may be stored (this gateway's own, one read from the store, or one from before this process
   * started): the next success clears it.
   */
  private failureStored = true;
  private modelCheckedAt = 0;
  private modelCheck?: Promise<void>;
  readonly progress: CrawlProgress;
  /** Progress of re-embed jobs (a change of embedding model), followed by the knowledge page. */
  readonly reembedProgress: ReembedProgress;

  constructor(private readonly options: KnowledgeServiceOptions) {
    // A local feed announces nothing from elsewhere, so nothing is ever re-read.
    this.progress = options.progress ?? crawlProgress(new LocalChangeFeed(), options.logger, async () => undefined);
    this.feed = options.feed ?? new LocalChangeFeed();
    this.jobs = new CrawlJobs(this.progress);
    // Another gateway's announcement is read from the shared database once this one has opened it.
    this.reembedProgress = reembedProgress(this.feed, options.logger, async (id) => (this.orm ? this.reembedJobs.snapshot(this.orm.em.fork(), id) : undefined));
    this.reembedJobs = new ReembedJobs(this.reembedProgress);
  }

  /** The id this process's crawl worker claims with; undefined when it serves the API only. */
  get workerId(): string | undefined {
    return this.worker?.id;
  }

  /** Starts the crawl worker once the database is open (recovering crawls a stopped process left running), unless API only. */
  async startWorker(orm: Orm): Promise<void> {
    this.orm = orm;
    if (this.options.workersEnabled !== false) {
      this.worker = this.createWorker(orm);
      this.reembedWorker = this.createReembedWorker(orm);
      await this.worker.start();
      await this.reembedWorker.start();
    }
    // A change of embedding model since the last start: the chunks of the old one are re-embedded. Not awaited: an
    // unreachable search cluster (retried for a while) must not hold up the start; close() waits for it.
    this.modelCheck = this.checkModel(orm.em.fork()).finally(() => (this.modelCheck = undefined));
  }

  /** Stops the workers; their jobs are handed back to the queue (handBack false: left to the heartbeat, as by a crash). */
  async stopWorker(options: { handBack?: boolean } = {}): Promise<void> {
    await this.worker?.stop(options);
    await this.reembedWorker?.stop(options);
  }

  /** A re-embed worker (not started); tests make a second one to take over from a stopped gateway. */
  createReembedWorker(orm: Orm, overrides: Partial<JobWorkerOptions> = {}, embedder = this.options.embedder): JobWorker {
    const { options } = this;
    const processor = new ReembedProcessor({ orm, jobs: this.reembedJobs, index: options.index, embedder, logger: options.logger, batchSize: options.reembedBatchSize ?? 100, requeue: () => this.checkModel(orm.em.fork()) });
    const kind = {
      name: 'knowledge re-embed',
      table: reembedTable,
      queueTopic: reembedQueueTopic,
      process: (jobId: number, workerId: string, signal: AbortSignal) => processor.process(jobId, workerId, signal),
      announce: (jobId: number) => this.reembedJobs.publish(orm.em.fork(), jobId),
    };
    // One re-embed at a time: it shares the encoder with searches and ingestion.
    return new JobWorker(orm, kind, options.logger, { ...defaultJobWorkerOptions, ...options.worker, concurrency: 1, ...overrides }, this.feed);
  }

  /**
   * Queues a re-embed job when chunks of another model than the configured one exist and none is queued or running
   * (the database keeps it to one, whichever gateway asks). A failure is logged: searches go on meanwhile.
   */
  async checkModel(em: Em): Promise<void> {
    this.modelCheckedAt = Date.now();
    const model = this.options.embedder.model;
    try {
      // One chunk tells (the job counts them all when it starts): the check stays cheap on a large index.
      if ((await this.options.index.staleChunks(em, model, 1)).length === 0) return;
      const id = await this.reembedJobs.queue(em, model);
      if (id === undefined) return;
      this.options.logger.warn({ model, jobId: id }, 'Knowledge chunks of another embedding model found: re-embedding them with the configured one');
      await this.reembedJobs.publish(em, id);
      if (this.reembedWorker) this.reembedWorker.queued(id);
      else this.feed.notify(reembedQueueTopic, id);
    } catch (error) {
      this.options.logger.error({ err: error, model }, 'Could not check the knowledge base for chunks of another embedding model');
    }
  }

  /** At most one check per interval, off the search's path (another gateway may still write with an older model). */
  private checkModelNow(em: Em): void {
    if (this.modelCheck || Date.now() - this.modelCheckedAt < (this.options.modelCheckIntervalMs ?? 60_000)) return;
    this.modelCheck = this.checkModel(em.fork()).finally(() => (this.modelCheck = undefined));
  }

  /** The newest re-embed job (administrators only); null when the model never changed. */
  async latestReembedJob(em: Em, user: User): Promise<ReembedJobSnapshot | null> {
    requireAdmin(user);
    return (await this.reembedJobs.latest(em)) ?? null;
  }

  /** One re-embed job (administrators only). */
  async reembedJob(em: Em, user: User, id: number): Promise<ReembedJobSnapshot> {
    requireAdmin(user);
    const job = await this.reembedJobs.snapshot(em, id);
    if (!job) throw new NotFoundError(knowledgeMessages.reembedNotFound);
    return job;
  }

  /** A crawl worker (not started); tests make a second one to compete with the gateway's own. */
  createWorker(orm: Orm, overrides: Partial<JobWorkerOptions> = {}): JobWorker {
    const { options } = this;
    const processor = new CrawlProcessor({
      orm,
      jobs: this.jobs,
      index: options.index,
      embedder: options.embedder,
      readPdf: (bytes) => options.pdf.read(bytes),
      policy: options.policy,
      resolver: options.resolver,
      crawlDelayMs: options.crawlDelayMs,
      crawlLimits: options.crawlLimits,
      logger: options.logger,
    });
    const kind = {
      name: 'crawl',
      table: crawlTable,
      queueTopic: crawlQueueTopic,
      process: (jobId: number, workerId: string, signal: AbortSignal) => processor.process(jobId, workerId, signal),
      announce: (jobId: number) => this.jobs.publish(orm.em.fork(), jobId),
    };
    return new JobWorker(orm, kind, options.logger, { ...defaultJobWorkerOptions, ...options.worker, ...overrides }, this.feed);
  }

  get engine(): KnowledgeEngine {
    return this.options.index.engine;
  }

  async stats(em: Em): Promise<KnowledgeStats> {
    return { ...(await this.options.index.stats(em)), engine: this.engine, searchFailure: await this.storedFailure(em) };
  }

  /**
   * One search of the index. A failure is logged and kept in the database (app_meta), so administrators see
   * "search degraded" whichever gateway answers them, until a search succeeds again on any gateway; then thrown:
   * the caller decides whether a finding goes without sources.
   */
  private async searchIndex(em: Em, query: KnowledgeQuery): Promise<ScoredChunk[]> {
    this.checkModelNow(em);
    let hits: ScoredChunk[];
    try {
      hits = await this.options.index.search(em, query);
    } catch (error) {
      const failure: SearchFailure = { at: new Date(), message: (error instanceof Error ? error.message : String(error)).slice(0, 2000) };
      const requestId = query.requestId ? { requestId: query.requestId } : {};
      this.options.logger.error({ engine: this.engine, ...requestId, err: failure.message }, 'Knowledge-base search failed');
      this.failureStored = true;
      await writeAppMeta(em, searchFailureKey, JSON.stringify(failure)).catch((stored: unknown) => this.options.logger.warn({ err: stored }, 'Search failure not stored'));
      throw error;
    }
    if (this.failureStored) {
      this.failureStored = false;
      await writeAppMeta(em, searchFailureKey, '').catch((stored: unknown) => this.options.logger.warn({ err: stored }, 'Search recovery not stored'));
    }
    return hits;
  }

  /** The search failure stored by any gateway, if no search has succeeded since. */
  private async storedFailure(em: Em): Promise<SearchFailure | null> {
    const stored = await readAppMeta(em, searchFailureKey);
    if (!stored) return null;
    this.failureStored = true;
    const { at, message } = JSON.parse(stored) as { at: string; message: string };
    return { at: new Date(at), message };
  }

  /** requestId: the gateway request that asked, logged with a failure. */
  async search(em: Em, input: SearchInput, requestId?: string): Promise<ScoredChunk[]> {
    const { query, limit } = input;
    const [vector] = await this.options.embedder.embed([query]);
    return this.searchIndex(em, { text: query, vector: vector!, model: this.options.embedder.model, limit, requestId });
  }

  /** Sources for a finding: chunks that share words with the question and are semantically close enough. */
  async searchFor(em: Em, question: GroundingQuestion, limit = 3): Promise<KnowledgeSource[]> {
    return (await this.searchForAll(em, [question], limit))[0]!;
  }

  /**
   * Sources for many questions at once (a gap assessment's findings): an empty knowledge base is not searched
   * (nothing to embed), and the questions are embedded in one batched call instead of one call each, so a crowd
   * of gap assessments does not queue question by question on the one encoder thread.
   */
  async searchForAll(em: Em, questions: readonly GroundingQuestion[], limit = 3, requestId?: string): Promise<KnowledgeSource[][]> {
    const texts = questions.map((q) => [q.title, q.text, ...(q.rubric ?? [])].filter(Boolean).join('\n').slice(0, 1000));
    const asked = texts.flatMap((text, i) => (text.trim() ? [i] : []));
    const found: KnowledgeSource[][] = questions.map(() => []);
    if (asked.length === 0 || (await this.options.index.stats(em)).totalChunks === 0) return found;
    const vectors = await this.options.embedder.embed(asked.map((i) => texts[i]!));
    for (const [n, i] of asked.entries()) {
      const hits = await this.searchIndex(em, { text: texts[i]!, vector: vectors[n]!, model: this.options.embedder.model, limit: limit * 3, requestId });
      const sources = new Map<string, KnowledgeSource>();
      for (const hit of hits) {
        if (hit.similarity < groundingThreshold || !hit.lexicalMatch) continue;
        sources.set(`${hit.url}#${hit.section ?? ''}`, { title: hit.title, url: hit.url, section: hit.section });
      }
      found[i] = [...sources.values()].slice(0, limit);
    }
    return found;
  }

  async clear(em: Em, user: User): Promise<void> {
    requireAdmin(user);
    await this.options.index.clear(em);
  }

  /** Validates and queues a crawl job; a worker on this or another gateway claims and runs it. */
  async startCrawl(em: Em, user: User, parsed: CrawlInput): Promise<{ job: CrawlJob }> {
    requireAdmin(user);
    const decision = await checkTarget(parsed.url, this.options.policy, this.options.resolver ?? systemResolver);
    if (!decision.ok) {
      throw new ValidationError(/valid URL|scheme|no host/.test(decision.reason) ? knowledgeMessages.invalidUrl : knowledgeMessages.cannotCrawl(decision.reason));
    }
    const job = await this.jobs.create(em, user, { ...parsed, url: decision.url.href });
    if (this.worker) this.worker.queued(job.id);
    else this.feed.notify(crawlQueueTopic, job.id);
    return { job };
  }

  /** REST: the crawl runs to its end within the request, on whichever gateway claims it (its progress tells the end). */
  async crawl(em: Em, user: User, input: CrawlInput): Promise<{ pagesProcessed: number; chunksCreated: number; jobId: number }> {
    const { job: started } = await this.startCrawl(em, user, input);
    let job: CrawlJobSnapshot | undefined;
    for await (const update of watchCrawl(this.progress, started.id, () => this.requireSnapshot(em.fork(), started.id))) job = update;
    if (job!.status === 'failed') throw new UnprocessableError(job!.error ?? 'The crawl failed');
    return { pagesProcessed: job!.pagesProcessed, chunksCreated: job!.chunksCreated, jobId: job!.id };
  }

  async crawlJob(em: Em, user: User, id: number): Promise<CrawlJob> {
    requireAdmin(user);
    const job = await this.jobs.find(em, id);
    if (!job) throw new NotFoundError(knowledgeMessages.crawlNotFound);
    return job;
  }

  async latestCrawlJob(em: Em, user: User): Promise<CrawlJob | null> {
    requireAdmin(user);
    return this.jobs.latest(em);
  }

  /** All files are checked and read before anything is stored: one bad file refuses the batch, naming it. */
  async upload(em: Em, user: User, files: ReceivedKnowledgeFile[], names = files.map((f) => f.filename)): Promise<{ filesProcessed: number; chunksCreated: number }> {
    requireAdmin(user);
    if (names.length === 0) throw new ValidationError(knowledgeMessages.noFiles);
    assertKnowledgeNames(names);
    const read = [];
    for (const file of files) read.push(await readKnowledgeFile(file, this.options.pdf));
    const drafts = read.flatMap((file) => chunkSections(file.sections, { title: file.title, url: file.name, source: 'upload' }));
    const chunksCreated = await ingestChunks(em, this.options.index, this.options.embedder, drafts);
    return { filesProcessed: read.length, chunksCreated };
  }

  /** Stops the worker and ends the PDF reader's threads (the embedder is the composition root's, closed there). */
  async close(): Promise<void> {
    await this.stopWorker();
    await this.modelCheck;
    this.reembedProgress.close();
    await this.options.pdf.close();
  }

  private async requireSnapshot(em: Em, id: number): Promise<CrawlJobSnapshot> {
    const snapshot = await this.jobs.snapshot(em, id);
    if (!snapshot) throw new NotFoundError(knowledgeMessages.crawlNotFound);
    return snapshot;
  }
}

export function requireAdmin(user: User): void {
  if (!user.isAdmin) throw new ForbiddenError(knowledgeMessages.adminOnly);
}

export type { SourceSection };
