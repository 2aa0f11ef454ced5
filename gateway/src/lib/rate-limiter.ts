import { TooManyRequestsError } from './errors.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window request budget per key (e.g. 600 requests a minute per API token): `take(key)` counts one
 * request and, past the budget, answers 429 with Retry-After = the seconds until the window resets. In
 * process memory: behind several gateways each counts its own share.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly message: string,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.prune(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) throw new TooManyRequestsError(this.message, Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
    window.count += 1;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
