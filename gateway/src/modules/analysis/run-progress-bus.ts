import { EventEmitter } from 'node:events';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Logger } from '../../lib/logger.js';
import type { RunEventType, RunStatus } from './analysis-run.entity.js';
import type { AnalysisRunType } from './analysis.types.js';

/** The stream message types of DESIGN section 5. */
export type { RunEventType };

export interface RunEvent {
  type: RunEventType;
  data: AnalysisRunType;
}

/**
 * Where workers announce run progress and streams listen: in memory within one process (PGlite), and
 * through PostgreSQL LISTEN/NOTIFY between the gateways that share one database (SharedRunProgressBus).
 */
export interface RunProgressBus {
  publish(event: RunEvent): void;
  /** Calls the listener with every later event of the run; answers the unsubscribe function. */
  subscribe(runId: number, listener: (event: RunEvent) => void): () => void;
}

export class InMemoryRunProgressBus implements RunProgressBus {
  protected readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open stream; many browsers may watch runs at once.
    this.emitter.setMaxListeners(0);
  }

  publish(event: RunEvent): void {
    this.emitter.emit(String(event.data.runId), event);
  }

  subscribe(runId: number, listener: (event: RunEvent) => void): () => void {
    const key = String(runId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }
}

export const runTopic = 'analysis-run';

/**
 * Several gateways on one PostgreSQL: an event is handed to this process's watchers at once and announced to
 * the other processes as a notice naming the run and the event type (ids only, far below NOTIFY's 8 KB). A
 * process re-reads a noticed run only when someone here watches it, one read at a time per run so events keep
 * their order; a terminal state read from the row always goes out as its terminal event.
 */
export class SharedRunProgressBus extends InMemoryRunProgressBus {
  private readonly reading = new Map<number, Promise<void>>();
  private readonly stopFeed: (() => void)[];

  constructor(
    private readonly feed: ChangeFeed,
    private readonly load: (runId: number) => Promise<AnalysisRunType | undefined>,
    private readonly logger: Logger,
  ) {
    super();
    this.stopFeed = [
      feed.subscribe(runTopic, (runId, detail) => this.reread(runId, detail)),
      // Notices may have been missed while the feed reconnected: every watched run is read again.
      feed.onResync(() => {
        for (const name of this.emitter.eventNames()) this.reread(Number(name), undefined);
      }),
    ];
  }

  override publish(event: RunEvent): void {
    super.publish(event);
    this.feed.notify(runTopic, event.data.runId, event.type);
  }

  close(): void {
    for (const stop of this.stopFeed) stop();
  }

  private reread(runId: number, detail: string | undefined): void {
    if (this.emitter.listenerCount(String(runId)) === 0) return;
    const previous = this.reading.get(runId) ?? Promise.resolve();
    const next = previous.then(async () => {
      try {
        const data = await this.load(runId);
        if (!data) return;
        const terminal = eventTypeOf(data.status) !== 'status';
        const type = terminal ? eventTypeOf(data.status) : detail === 'progress' ? 'progress' : 'status';
        super.publish({ type, data });
      } catch (error) {
        this.logger.warn({ err: error, runId }, 'could not read a run announced by another gateway');
      }
    });
    this.reading.set(runId, next);
    void next.finally(() => {
      if (this.reading.get(runId) === next) this.reading.delete(runId);
    });
  }
}

/** The message type that announces a run's state. */
export function eventTypeOf(status: RunStatus): RunEventType {
  if (status === 'completed' || status === 'cancelled' || status === 'failed') return status;
  return 'status';
}

export function isTerminalEvent(event: RunEvent): boolean {
  return event.type === 'completed' || event.type === 'cancelled' || event.type === 'failed';
}
