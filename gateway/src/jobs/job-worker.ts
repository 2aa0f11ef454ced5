import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../lib/logger.js';
import type { JobTable, RecoveredStatus } from './job-table.js';

export interface JobWorkerOptions {
  /** Jobs of this kind processed at once by this process (WORKER_CONCURRENCY). */
  concurrency: number;
  /** How often the queue is looked at for jobs queued elsewhere, and stale jobs recovered. */
  pollMs: number;
  /** How often a held job's heartbeat is written and a cancel from another process noticed. */
  heartbeatMs: number;
  /** A running job whose heartbeat is older than this belongs to a dead process. */
  staleAfterSeconds: number;
  /** At start-up, every running job held by another worker is stale (true with PGlite: one process only). */
  recoverAllAtStart: boolean;
  /** A job interrupted this many times is failed instead of resumed. */
  maxAttempts: number;
  /**
   * Ended jobs are deleted this long after their end, a batch at start and at every poll; unset: kept (runs and
   * crawls are read back by the UI; extractions only while their upload waits or a watcher re-reads the end).
   */
  retainEndedSeconds?: number;
}

/** Ended jobs deleted at most per look: short statements, and a backlog still goes at thousands a minute. */
const deleteBatch = 500;

export const defaultJobWorkerOptions: JobWorkerOptions = {
  concurrency: 2,
  pollMs: 2000,
  heartbeatMs: 1000,
  staleAfterSeconds: 30,
  recoverAllAtStart: false,
  maxAttempts: 3,
};

/** One kind of claimed job (analysis runs, knowledge crawls): its table, its queue notices and its processing. */
export interface JobKind {
  /** For logs: "analysis run", "crawl". */
  name: string;
  table: JobTable;
  /** Change-feed topic: a job was queued (started, or handed back by a stopping gateway); workers look at once. */
  queueTopic: string;
  /** Processes a job the worker holds; returns when it ended, was lost, or the signal stopped it. */
  process(id: number, workerId: string, signal: AbortSignal): Promise<void>;
  /** The job changed outside process() (handed back, recovered from a dead worker): tell whoever watches it. */
  announce(id: number, status: RecoveredStatus): Promise<void>;
}

/** The abort reason when the gateway shuts down (as opposed to a cancel). */
export class WorkerStopping extends Error {}

/**
 * Claims queued jobs of one kind from its table and processes them, at most `concurrency` at once, heart-beating
 * each. Started once the database is open; on start, and at every poll, it recovers jobs whose worker stopped
 * heart-beating (resumed, or failed after too many interruptions), so none stays stuck on a dead process.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly active = new Map<number, { abort: AbortController; done: Promise<void> }>();
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private ticking = false;
  private lookAgain = false;
  private handBack = true;
  private unlisten?: () => void;
  private deleting?: Promise<void>;

  constructor(
    private readonly orm: Orm,
    private readonly kind: JobKind,
    private readonly logger: Logger,
    private readonly options: JobWorkerOptions,
    private readonly feed: ChangeFeed,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.recover(this.options.recoverAllAtStart ? 0 : this.options.staleAfterSeconds);
    await this.deleteEnded();
    this.timer = setInterval(() => {
      this.wake();
      void this.deleteEnded();
    }, this.options.pollMs);
    this.timer.unref();
    // A job queued or handed back by another gateway is claimed at once rather than at the next poll.
    this.unlisten = this.feed.subscribe(this.kind.queueTopic, () => this.wake());
    this.wake();
  }

  /**
   * Stops claiming; jobs in progress are given back to the queue (ownership cleared, the other gateways told)
   * and resumed by the next worker. With handBack false the jobs are only dropped, as by a process that died:
   * they stay claimed until their heartbeat is stale (tests of the take-over use it).
   */
  async stop({ handBack = true }: { handBack?: boolean } = {}): Promise<void> {
    this.stopped = true;
    this.handBack = handBack;
    clearInterval(this.timer);
    this.unlisten?.();
    for (const job of this.active.values()) job.abort.abort(new WorkerStopping('gateway stopping'));
    await Promise.allSettled([...this.active.values()].map((job) => job.done));
    await this.deleting;
  }

  /** A job was queued in this process: look now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    // A job queued while the worker is already looking may have missed that look: look once more after it.
    if (this.ticking) {
      this.lookAgain = true;
      return;
    }
    this.ticking = true;
    this.lookAgain = false;
    this.fill()
      .catch((error: unknown) => this.logger.error({ err: error, kind: this.kind.name }, 'worker could not claim jobs'))
      .finally(() => {
        this.ticking = false;
        if (this.lookAgain) this.wake();
      });
  }

  /** Announces a job queued in this process: this worker looks now, the other gateways' workers too. */
  queued(id: number): void {
    this.wake();
    this.feed.notify(this.kind.queueTopic, id);
  }

  /** Stops a job this process holds at once (its work is aborted); answers whether it held it. */
  abort(id: number): boolean {
    const job = this.active.get(id);
    job?.abort.abort(new Error('cancelled'));
    return !!job;
  }

  /** Processes a job this worker already holds (claimed at insert, within a request) and waits for its end. */
  async runHeld(id: number): Promise<void> {
    await this.track(id);
  }

  private async fill(): Promise<void> {
    await this.recover(this.options.staleAfterSeconds);
    while (!this.stopped && this.active.size < this.options.concurrency) {
      const id = await this.kind.table.claimNext(this.orm.em.fork(), this.id);
      if (id === undefined) return;
      void this.track(id);
    }
  }

  private track(id: number): Promise<void> {
    const abort = new AbortController();
    const heartbeat = setInterval(() => {
      if (!this.stopped || this.handBack) void this.beat(id, abort);
    }, this.options.heartbeatMs);
    heartbeat.unref();
    const done = this.kind
      .process(id, this.id, abort.signal)
      .then(async () => {
        // Shutting down mid-job: the job goes back to the queue and resumes on another gateway or after the restart.
        // Announced before the other workers are woken: one that claims it at once must not be read as the state.
        if (this.stopped && this.handBack && (await this.kind.table.release(this.orm.em.fork(), id, this.id))) {
          await this.kind.announce(id, 'queued');
          this.feed.notify(this.kind.queueTopic, id);
        }
      })
      .catch((error: unknown) => this.logger.error({ err: error, kind: this.kind.name, jobId: id }, 'job crashed'))
      .finally(() => {
        clearInterval(heartbeat);
        this.active.delete(id);
        this.wake();
      });
    this.active.set(id, { abort, done });
    return done;
  }

  private async beat(id: number, abort: AbortController): Promise<void> {
    try {
      const cancelRequested = await this.kind.table.heartbeat(this.orm.em.fork(), id, this.id);
      if (cancelRequested) abort.abort(new Error('cancelled'));
    } catch (error) {
      this.logger.warn({ err: error, kind: this.kind.name, jobId: id }, 'heartbeat failed');
    }
  }

  /** Deletes one batch of the jobs past their retention; a poll that comes while a batch is being deleted starts none. */
  private deleteEnded(): Promise<void> | undefined {
    const { retainEndedSeconds } = this.options;
    if (retainEndedSeconds === undefined) return undefined;
    this.deleting ??= this.kind.table
      .deleteEnded(this.orm.em.fork(), retainEndedSeconds, deleteBatch)
      .then((deleted) => {
        if (deleted) this.logger.debug({ kind: this.kind.name, deleted }, 'ended jobs past their retention deleted');
      })
      .catch((error: unknown) => this.logger.error({ err: error, kind: this.kind.name }, 'worker could not delete ended jobs'))
      .finally(() => (this.deleting = undefined));
    return this.deleting;
  }

  private async recover(staleAfterSeconds: number): Promise<void> {
    const recovered = await this.kind.table.recoverStale(this.orm.em.fork(), this.id, staleAfterSeconds, this.options.maxAttempts);
    for (const { id, status } of recovered) {
      this.logger.warn({ kind: this.kind.name, jobId: id, status }, 'job left by a stopped process recovered');
      await this.kind.announce(id, status);
      if (status === 'queued') this.feed.notify(this.kind.queueTopic, id);
    }
  }
}
