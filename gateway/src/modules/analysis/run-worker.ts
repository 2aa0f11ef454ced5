import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../lib/logger.js';
import { AnalysisRun } from './analysis-run.entity.js';
import { WorkerStopping, type RunProcessor } from './run-processor.js';
import { eventTypeOf, type RunProgressBus } from './run-progress-bus.js';
import { presentRun, type QuestionLookup } from './run.presenter.js';
import { runStore } from './run-store.js';

export interface WorkerOptions {
  /** Runs processed at once by this process. */
  concurrency: number;
  /** How often the queue is looked at for runs started elsewhere, and stale runs recovered. */
  pollMs: number;
  /** How often a held run's heartbeat is written and a cancel from another process noticed. */
  heartbeatMs: number;
  /** A running run whose heartbeat is older than this belongs to a dead process. */
  staleAfterSeconds: number;
  /** At start-up, every running run held by another worker is stale (true with PGlite: one process only). */
  recoverAllAtStart: boolean;
  /** A run interrupted this many times is failed instead of resumed. */
  maxAttempts: number;
  /** Comment lines on an SSE run stream, so proxies keep a quiet stream open. */
  streamHeartbeatMs: number;
}

/** Change-feed topic: a run was queued (started, or handed back by a stopping gateway); workers look at once. */
export const runQueueTopic = 'analysis-queue';

export const defaultWorkerOptions: WorkerOptions = {
  concurrency: 2,
  pollMs: 2000,
  heartbeatMs: 1000,
  staleAfterSeconds: 30,
  recoverAllAtStart: false,
  maxAttempts: 3,
  streamHeartbeatMs: 15_000,
};

/**
 * Claims queued runs from the job table and processes them. Started once the database is open; on start it
 * recovers runs a dead process left running (resumed, or failed after too many interruptions), so none stays stuck.
 */
export class AnalysisWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly active = new Map<number, { abort: AbortController; done: Promise<void> }>();
  private timer?: NodeJS.Timeout;
  private stopped = true;
  private ticking = false;
  private handBack = true;
  private unlisten?: () => void;

  constructor(
    private readonly orm: Orm,
    private readonly processor: RunProcessor,
    private readonly bus: RunProgressBus,
    private readonly lookup: QuestionLookup,
    private readonly logger: Logger,
    private readonly options: WorkerOptions,
    private readonly feed: ChangeFeed,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.recover(this.options.recoverAllAtStart ? 0 : this.options.staleAfterSeconds);
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    // A run queued or handed back by another gateway is claimed at once rather than at the next poll.
    this.unlisten = this.feed.subscribe(runQueueTopic, () => this.wake());
    this.wake();
  }

  /**
   * Stops claiming; runs in progress are given back to the queue (ownership cleared, the other gateways told)
   * and resumed by the next worker. With handBack false the runs are only dropped, as by a process that died:
   * they stay claimed until their heartbeat is stale (tests of the take-over use it).
   */
  async stop({ handBack = true }: { handBack?: boolean } = {}): Promise<void> {
    this.stopped = true;
    this.handBack = handBack;
    clearInterval(this.timer);
    this.unlisten?.();
    for (const run of this.active.values()) run.abort.abort(new WorkerStopping('gateway stopping'));
    await Promise.allSettled([...this.active.values()].map((run) => run.done));
  }


  /** A run was queued in this process: look now rather than at the next poll. */
  wake(): void {
    if (this.stopped || this.ticking) return;
    this.ticking = true;
    this.fill()
      .catch((error: unknown) => this.logger.error({ err: error }, 'analysis worker could not claim runs'))
      .finally(() => (this.ticking = false));
  }

  /** Stops a run this process holds at once (its engine call is aborted); answers whether it held it. */
  abort(runId: number): boolean {
    const run = this.active.get(runId);
    run?.abort.abort(new Error('cancelled'));
    return !!run;
  }

  /** Processes a run this worker already holds (analyze-documents) and waits for its end. */
  async runHeld(runId: number): Promise<void> {
    await this.track(runId);
  }

  private async fill(): Promise<void> {
    await this.recover(this.options.staleAfterSeconds);
    while (!this.stopped && this.active.size < this.options.concurrency) {
      const runId = await runStore.claimNext(this.orm.em.fork(), this.id);
      if (runId === undefined) return;
      void this.track(runId);
    }
  }

  private track(runId: number): Promise<void> {
    const abort = new AbortController();
    const heartbeat = setInterval(() => {
      if (!this.stopped || this.handBack) void this.beat(runId, abort);
    }, this.options.heartbeatMs);
    heartbeat.unref();
    const done = this.processor
      .process(runId, this.id, abort.signal)
      .then(async () => {
        // Shutting down mid-run: the run goes back to the queue and resumes on another gateway or after the restart.
        if (this.stopped && this.handBack && (await runStore.release(this.orm.em.fork(), runId, this.id))) {
          this.feed.notify(runQueueTopic, runId);
          const run = await this.orm.em.fork().findOneOrFail(AnalysisRun, runId);
          this.bus.publish({ type: 'status', data: presentRun(run, this.lookup) });
        }
      })
      .catch((error: unknown) => this.logger.error({ err: error, runId }, 'analysis run crashed'))
      .finally(() => {
        clearInterval(heartbeat);
        this.active.delete(runId);
        this.wake();
      });
    this.active.set(runId, { abort, done });
    return done;
  }

  private async beat(runId: number, abort: AbortController): Promise<void> {
    try {
      const cancelRequested = await runStore.heartbeat(this.orm.em.fork(), runId, this.id);
      if (cancelRequested) abort.abort(new Error('cancelled'));
    } catch (error) {
      this.logger.warn({ err: error, runId }, 'analysis heartbeat failed');
    }
  }

  private async recover(staleAfterSeconds: number): Promise<void> {
    const recovered = await runStore.recoverStale(this.orm.em.fork(), this.id, staleAfterSeconds, this.options.maxAttempts);
    for (const { id, status } of recovered) {
      if (status === 'queued') this.feed.notify(runQueueTopic, id);
      this.logger.warn({ runId: id, status }, 'analysis run left by a stopped process recovered');
      const run = await this.orm.em.fork().findOneOrFail(AnalysisRun, id);
      this.bus.publish({ type: eventTypeOf(status), data: presentRun(run, this.lookup) });
    }
  }
}
