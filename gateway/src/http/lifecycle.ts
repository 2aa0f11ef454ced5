import type { NextFunction, Request, Response } from 'express';

/** Marks a response counted in flight, until it closes or becomes a stream. */
const counted = Symbol('in flight');
type Tracked = Response & { [counted]?: boolean };

/**
 * The gateway's requests as its graceful shutdown sees them: ordinary requests in flight, which it waits for,
 * and long-lived streams (SSE), which it ends with a reconnect hint instead.
 */
export class HttpLifecycle {
  /**
   * A count and a mark on each response, not a Set of them: a long-lived Set that every request enters and
   * leaves is rehashed into new tables that V8 links from the old ones, so each request's objects (the response,
   * its request, their data) survived young-generation collections through it: at ~1,000 req/s about 8 MB was
   * promoted per scavenge, and scavenges took 20-100 ms (docs/decisions/request-prototype-getters.md).
   */
  private inFlight = 0;
  private readonly streams = new Map<Response, { close: () => void; ended: Promise<void> }>();
  private idleWaiters: (() => void)[] = [];
  /** True from the moment shutdown begins: /readyz fails and responses ask clients to reconnect elsewhere. */
  draining = false;

  /** Counts a request in flight until its response is finished or its connection dropped. */
  readonly track = (_req: Request, res: Response, next: NextFunction): void => {
    if (this.draining) res.set('connection', 'close');
    (res as Tracked)[counted] = true;
    this.inFlight += 1;
    res.once('close', () => this.done(res));
    next();
  };

  /**
   * Registers an SSE response: no longer waited for, and ended on shutdown by `close` after a `retry:` field
   * (the delay an EventSource waits before reconnecting, to another gateway behind the load balancer).
   * Answers the function that unregisters it.
   */
  stream(res: Response, close: () => void): () => void {
    const ended = new Promise<void>((resolve) => res.once('close', resolve));
    this.streams.set(res, { close, ended });
    this.done(res);
    return () => this.streams.delete(res);
  }

  /** Waits until no ordinary request is in flight, or the grace period is over; answers whether all finished. */
  async idle(graceMs: number): Promise<boolean> {
    if (this.inFlight === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      new Promise<boolean>((resolve) => this.idleWaiters.push(() => resolve(true))),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    return finished;
  }

  /** Ends every open stream with a reconnect hint and waits (briefly) for them to be flushed and closed. */
  async closeStreams(retryMs: number, waitMs = 2000): Promise<number> {
    const open = [...this.streams.entries()];
    for (const [res, { close }] of open) {
      if (!res.writableEnded) res.write(`retry: ${retryMs}\n\n`);
      close();
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(open.map(([, s]) => s.ended)), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    return open.length;
  }

  get inFlightCount(): number {
    return this.inFlight;
  }

  private done(res: Tracked): void {
    if (!res[counted]) return;
    res[counted] = false;
    if ((this.inFlight -= 1) > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }
}
