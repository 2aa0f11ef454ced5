import type { Em } from '../../db/orm.js';
import { ForbiddenError, NotFoundError, UnprocessableError, ValidationError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { parseInput } from '../../lib/validation.js';
import type { User } from '../users/user.entity.js';
import { chunkSections, type SourceSection } from './chunking.js';
import { CrawlJob } from './crawl-job.entity.js';
import { CrawlJobs, heartbeatMs } from './crawl-jobs.js';
import { InMemoryCrawlProgressBus, type CrawlProgressBus } from './crawl-progress.js';
import { crawlSite, defaultCrawlLimits, type CrawlLimits } from './crawl/crawler.js';
import type { Embedder } from './embeddings/embedder.js';
import { ingestChunks } from './knowledge-ingest.js';
import { crawlInput, knowledgeMessages, searchInput } from './knowledge.inputs.js';
import { checkTarget, systemResolver, type GuardPolicy, type Resolver } from './net/ssrf-guard.js';
import type { KnowledgeEngine, KnowledgeIndex, ScoredChunk } from './search/knowledge-index.js';
import { assertKnowledgeNames, readKnowledgeFile, type PdfReader, type ReceivedKnowledgeFile } from './upload/knowledge-files.js';

export interface KnowledgeStats {
  totalChunks: number;
  uniqueUrls: number;
  lastUpdated: Date | null;
  engine: KnowledgeEngine;
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
  readPdf: PdfReader;
  policy: GuardPolicy;
  crawlDelayMs: number;
  logger: Logger;
  resolver?: Resolver;
  /** Tests shrink the page size and time caps. */
  crawlLimits?: Partial<CrawlLimits>;
  /** Where crawl updates go to subscribers (shared between gateways on PostgreSQL); in memory by default. */
  progress?: CrawlProgressBus;
}

/**
 * Cosine similarity (0-1) a chunk needs to be cited for a question, besides sharing words with it. Set on
 * the labelled set: related guidance scores 0.35-0.7 with the embedded encoder, unrelated text below 0.3.
 */
export const groundingThreshold = 0.35;

/** The knowledge base: crawl, upload, search, stats, clear, and sources for findings. */
export class KnowledgeService {
  private readonly jobs: CrawlJobs;
  private readonly running = new Map<number, Promise<unknown>>();
  readonly progress: CrawlProgressBus;

  constructor(private readonly options: KnowledgeServiceOptions) {
    this.progress = options.progress ?? new InMemoryCrawlProgressBus();
    this.jobs = new CrawlJobs(options.logger, this.progress);
  }

  get engine(): KnowledgeEngine {
    return this.options.index.engine;
  }

  async stats(em: Em): Promise<KnowledgeStats> {
    return { ...(await this.options.index.stats(em)), engine: this.engine };
  }

  async search(em: Em, input: unknown): Promise<ScoredChunk[]> {
    const { query, limit } = parseInput(searchInput, input);
    const [vector] = await this.options.embedder.embed([query]);
    return this.options.index.search(em, { text: query, vector: vector!, model: this.options.embedder.model, limit });
  }

  /** Sources for a finding: chunks that share words with the question and are semantically close enough. */
  async searchFor(em: Em, question: GroundingQuestion, limit = 3): Promise<KnowledgeSource[]> {
    const text = [question.title, question.text, ...(question.rubric ?? [])].filter(Boolean).join('\n').slice(0, 1000);
    if (!text.trim()) return [];
    const hits = await this.search(em, { query: text, limit: limit * 3 });
    const sources = new Map<string, KnowledgeSource>();
    for (const hit of hits) {
      if (hit.similarity < groundingThreshold || !hit.lexicalMatch) continue;
      sources.set(`${hit.url}#${hit.section ?? ''}`, { title: hit.title, url: hit.url, section: hit.section });
    }
    return [...sources.values()].slice(0, limit);
  }

  async clear(em: Em, user: User): Promise<void> {
    requireAdmin(user);
    await this.options.index.clear(em);
  }

  /** Validates, stores and starts a crawl job in the background; `done` settles when it ends. */
  async startCrawl(em: Em, user: User, input: unknown): Promise<{ job: CrawlJob; done: Promise<CrawlJob> }> {
    requireAdmin(user);
    const parsed = parseInput(crawlInput, input);
    const decision = await checkTarget(parsed.url, this.options.policy, this.options.resolver ?? systemResolver);
    if (!decision.ok) {
      throw new ValidationError(/valid URL|scheme|no host/.test(decision.reason) ? knowledgeMessages.invalidUrl : knowledgeMessages.cannotCrawl(decision.reason));
    }
    const job = await this.jobs.create(em, user, { ...parsed, url: decision.url.href });
    const done = this.run(em.fork(), job.id, decision.url);
    this.running.set(job.id, done);
    void done.catch(() => undefined).finally(() => this.running.delete(job.id));
    return { job, done };
  }

  /** REST: the crawl runs to its end within the request. */
  async crawl(em: Em, user: User, input: unknown): Promise<{ pagesProcessed: number; chunksCreated: number; jobId: number }> {
    const { done } = await this.startCrawl(em, user, input);
    const job = await done;
    if (job.status === 'failed') throw new UnprocessableError(job.error ?? 'The crawl failed');
    return { pagesProcessed: job.pagesProcessed, chunksCreated: job.chunksCreated, jobId: job.id };
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
    for (const file of files) read.push(await readKnowledgeFile(file, this.options.readPdf));
    const drafts = read.flatMap((file) => chunkSections(file.sections, { title: file.title, url: file.name, source: 'upload' }));
    const chunksCreated = await ingestChunks(em, this.options.index, this.options.embedder, drafts);
    return { filesProcessed: read.length, chunksCreated };
  }

  /** Waits for background crawls (tests and shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.options.embedder.close();
  }

  private async run(em: Em, jobId: number, start: URL): Promise<CrawlJob> {
    const { options } = this;
    const job = await em.findOneOrFail(CrawlJob, { id: jobId });
    const heartbeat = setInterval(() => void this.jobs.progress(em, job), heartbeatMs);
    // Pages are indexed one at a time: the encoder is one worker, and PGlite runs one transaction at a time.
    let indexing: Promise<unknown> = Promise.resolve();
    try {
      await this.jobs.started(em, job);
      const limits: CrawlLimits = { ...defaultCrawlLimits, delayMs: options.crawlDelayMs, ...options.crawlLimits, maxPages: job.maxPages, maxDepth: job.maxDepth };
      const counters = await crawlSite(start, {
        limits,
        policy: options.policy,
        resolver: options.resolver,
        extractPdf: options.readPdf,
        onPage: (page) => {
          const drafts = chunkSections(page.sections, { title: page.title, url: page.url, source: 'crawl' });
          const stored = indexing.then(() => ingestChunks(em.fork(), options.index, options.embedder, drafts));
          indexing = stored.catch(() => undefined);
          return stored;
        },
        onProgress: (counters) => void this.jobs.progress(em, job, counters),
      });
      await this.jobs.finished(em, job, { counters });
    } catch (error) {
      options.logger.error({ err: error, jobId: job.id }, 'crawl failed');
      await this.jobs.finished(em, job, { error: 'The crawl stopped because of an internal error' });
    } finally {
      clearInterval(heartbeat);
    }
    return job;
  }
}

export function requireAdmin(user: User): void {
  if (!user.isAdmin) throw new ForbiddenError(knowledgeMessages.adminOnly);
}

export type { SourceSection };
