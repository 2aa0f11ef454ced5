import type { ChangeFeed } from '../db/change-feed.js';
import type { Logger } from '../lib/logger.js';

/** One state, or several at once (a project's extractions). A state is never itself an array. */
export type States<T> = T | readonly T[];

export interface JobProgressOptions<T> {
  /** The change-feed topic: a notice carries the id and a short detail, never the state (NOTIFY's 8 KB). */
  topic: string;
  feed: ChangeFeed;
  logger: Logger;
  /** The id a state belongs to (the key watchers follow). */
  idOf(state: T): number;
  /**
   * Reads the state of `id` after another gateway announced a change, with that notice's detail; after the feed
   * reconnected (notices may have been lost) the detail is undefined. Called only while someone here watches `id`.
   */
  load(id: number, detail: string | undefined): Promise<States<T> | undefined>;
  /** What a notice tells the other gateways besides the id (at most a few bytes). */
  detailOf?(state: T): string | undefined;
  /** A state counted before the last one a watcher got is old news and skipped (a terminal state never is). */
  isStale?(state: T, seen: T): boolean;
}

/**
 * Progress of one kind of job (analysis runs, crawls, a project's extractions), keyed by an id: workers publish
 * states, watchers (SSE streams, GraphQL subscriptions, requests waiting for the end) follow them. Within a process a
 * state goes to the watchers at once; the other gateways on the same PostgreSQL get a notice through the change
 * feed and re-read the state from the database, only for the ids someone there watches, one read at a time per id
 * so states keep their order. With PGlite the feed is local and nothing leaves the process.
 */
export class JobProgress<T> {
  private readonly listeners = new Map<number, Set<(state: T) => void>>();
  private readonly reading = new Map<number, Promise<void>>();
  /** Reads queued but not started: the same notice twice is read once, as the later read sees the newer row. */
  private readonly queuedReads = new Set<string>();
  private readonly stopFeed: (() => void)[];

  constructor(private readonly options: JobProgressOptions<T>) {
    const { feed, topic } = options;
    this.stopFeed = [
      feed.subscribe(topic, (id, detail) => this.reread(id, detail)),
      feed.onResync(() => {
        for (const id of this.listeners.keys()) this.reread(id, undefined);
      }),
    ];
  }

  /** The change feed the topic crosses processes with (a LocalChangeFeed with PGlite). */
  get feed(): ChangeFeed {
    return this.options.feed;
  }

  /** Hands the state to this process's watchers of its id and tells the other gateways. */
  publish(state: T): void {
    const id = this.options.idOf(state);
    this.deliver(id, state);
    this.options.feed.notify(this.options.topic, id, this.options.detailOf?.(state));
  }

  /** Calls the listener with every later state of `id` (not the current one); answers the unsubscribe function. */
  subscribe(id: number, listener: (state: T) => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
  }

  /** How many listeners follow `id` (every id when omitted): a closed stream leaves none behind. */
  listenerCount(id?: number): number {
    if (id !== undefined) return this.listeners.get(id)?.size ?? 0;
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /**
   * The states of `id` for one watcher: first the current one(s), read after subscribing so nothing published in
   * between is lost (a reloaded page reattaches with it), then every later state, ending after a terminal one.
   * return() ends it at once, even while it waits, and unsubscribes.
   */
  watch(id: number, loadCurrent: () => Promise<States<T>>, isTerminal: (state: T) => boolean): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wakeUp: (() => void) | undefined;
    let ended = false;
    let seen: T | undefined;
    const unsubscribe = this.subscribe(id, (state) => {
      queue.push(state);
      wakeUp?.();
    });
    let current: Promise<States<T>> | undefined = loadCurrent();
    // A watcher closed before its first step must not leave the read's failure unhandled.
    current.catch(() => undefined);
    const isStale = this.options.isStale;

    const end = (): IteratorResult<T> => {
      ended = true;
      unsubscribe();
      wakeUp?.();
      return { done: true, value: undefined };
    };

    const deliver = (state: T): IteratorResult<T> => {
      seen = state;
      // The terminal state is delivered; the next call ends the stream.
      if (isTerminal(state)) {
        ended = true;
        unsubscribe();
      }
      return { done: false, value: state };
    };

    const iterator: AsyncIterableIterator<T> = {
      async next() {
        if (ended) return { done: true, value: undefined };
        if (current) {
          let states: States<T>;
          try {
            states = await current;
          } catch (error) {
            end();
            throw error;
          }
          current = undefined;
          // Several current states (a project's extractions) go first, in their order, ahead of anything later.
          const [first, ...rest] = statesOf(states);
          queue.unshift(...rest);
          if (first !== undefined && !ended) return deliver(first);
        }
        let state: T | undefined;
        while (!ended && state === undefined) {
          const candidate = queue.shift();
          if (candidate === undefined) await new Promise<void>((resolve) => (wakeUp = resolve));
          else if (isTerminal(candidate) || !seen || !isStale?.(candidate, seen)) state = candidate;
        }
        wakeUp = undefined;
        if (state === undefined) return { done: true, value: undefined };
        return deliver(state);
      },
      async return() {
        return end();
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Stops listening to the change feed. */
  close(): void {
    for (const stop of this.stopFeed) stop();
  }

  private deliver(id: number, state: T): void {
    for (const listener of [...(this.listeners.get(id) ?? [])]) listener(state);
  }

  private reread(id: number, detail: string | undefined): void {
    if (!this.listeners.has(id)) return;
    const key = `${id}:${detail ?? ''}`;
    if (this.queuedReads.has(key)) return;
    this.queuedReads.add(key);
    const next = (this.reading.get(id) ?? Promise.resolve()).then(async () => {
      this.queuedReads.delete(key);
      try {
        const states = await this.options.load(id, detail);
        for (const state of statesOf(states)) this.deliver(id, state);
      } catch (error) {
        this.options.logger.warn({ err: error, topic: this.options.topic, id }, 'could not read a job state announced by another gateway');
      }
    });
    this.reading.set(id, next);
    void next.finally(() => {
      if (this.reading.get(id) === next) this.reading.delete(id);
    });
  }
}

function statesOf<T>(states: States<T> | undefined): readonly T[] {
  if (states === undefined) return [];
  return Array.isArray(states) ? (states as readonly T[]) : [states as T];
}
