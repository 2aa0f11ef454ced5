import { TooManyRequestsError } from '../../lib/errors.js';
import { messages } from '@gap/schema';

interface Window {
  failures: number;
  resetAt: number;
}

export interface ThrottleLimits {
  perIp: number;
  perUsername: number;
  windowMs: number;
}

export const defaultThrottleLimits: ThrottleLimits = { perIp: 30, perUsername: 5, windowMs: 15 * 60 * 1000 };

/**
 * Counts failed sign-ins per client IP and per username in fixed windows. Kept in process memory: one
 * gateway process per installation in embedded mode; behind several gateways each counts its own share.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: ThrottleLimits = defaultThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  assertAllowed(ip: string, username: string): void {
    const waits = [this.waitFor(`ip:${ip}`, this.limits.perIp), this.waitFor(`user:${username}`, this.limits.perUsername)];
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyRequestsError(messages.tooManyAttempts, Math.ceil(wait / 1000));
  }

  recordFailure(ip: string, username: string): void {
    this.bump(`ip:${ip}`);
    this.bump(`user:${username}`);
    if (this.windows.size > 100_000) this.prune();
  }

  recordSuccess(username: string): void {
    this.windows.delete(`user:${username}`);
  }

  private waitFor(key: string, limit: number): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now()) return 0;
    return window.failures >= limit ? window.resetAt - this.now() : 0;
  }

  private bump(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { failures: 1, resetAt: now + this.limits.windowMs });
    } else {
      window.failures += 1;
    }
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
