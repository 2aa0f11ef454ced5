import { TooManyRequestsError } from '../../lib/errors.js';
import { messages } from '@gap/schema';

interface Window {
  failures: number;
  resetAt: number;
  /** Backoff keys only: no attempt before this time. */
  blockedUntil?: number;
}

export interface ThrottleLimits {
  /** Failed sign-ins one IP may make per window, across accounts. */
  perIp: number;
  /** Failures one IP may make against one account before each further attempt waits (backoff). */
  perUsername: number;
  windowMs: number;
  /** The first wait; each further failure doubles it, up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export const defaultThrottleLimits: ThrottleLimits = { perIp: 100, perUsername: 5, windowMs: 15 * 60 * 1000, backoffBaseMs: 1000, backoffMaxMs: 15 * 60 * 1000 };

/**
 * Slows password guessing without locking owners out: failures are counted per IP and account (`account`
 * is `user:<id>` for an existing account, so every spelling of a username shares one counter), and past
 * `perUsername` each further attempt from that IP waits exponentially longer; the owner signing in from
 * elsewhere is unaffected. Each IP also has a fixed budget of failures per window across accounts. Kept in
 * process memory: behind several gateways each counts its own share.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: ThrottleLimits = defaultThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Without `account`, checks the IP's budget only (before the account is looked up). */
  assertAllowed(ip: string, account?: string): void {
    const now = this.now();
    const perIp = this.windows.get(`ip:${ip}`);
    const ipWait = perIp && perIp.resetAt > now && perIp.failures >= this.limits.perIp ? perIp.resetAt - now : 0;
    const pair = account === undefined ? undefined : this.windows.get(`pair:${ip}:${account}`);
    const pairWait = pair?.blockedUntil && pair.resetAt > now ? Math.max(0, pair.blockedUntil - now) : 0;
    const wait = Math.max(ipWait, pairWait);
    if (wait > 0) throw new TooManyRequestsError(messages.tooManyAttempts, Math.ceil(wait / 1000));
  }

  recordFailure(ip: string, account: string): void {
    this.bump(`ip:${ip}`);
    const pair = this.bump(`pair:${ip}:${account}`);
    const over = pair.failures - this.limits.perUsername;
    if (over >= 0) {
      const base = this.limits.backoffBaseMs ?? this.limits.windowMs;
      const delay = Math.min(base * 2 ** over, this.limits.backoffMaxMs ?? this.limits.windowMs);
      pair.blockedUntil = this.now() + delay;
      pair.resetAt = Math.max(pair.resetAt, pair.blockedUntil);
    }
    if (this.windows.size > 100_000) this.prune();
  }

  recordSuccess(ip: string, account: string): void {
    this.windows.delete(`pair:${ip}:${account}`);
  }

  private bump(key: string): Window {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { failures: 0, resetAt: now + this.limits.windowMs };
      this.windows.set(key, window);
    }
    window.failures += 1;
    return window;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Registrations per IP in a fixed hour window: each costs a password hash and creates a row. */
export class RegistrationThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly perHour: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the attempt, refusing it (429) once the IP is past its budget. */
  take(ip: string): void {
    const now = this.now();
    let window = this.windows.get(ip);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
      window = { failures: 0, resetAt: now + 3600_000 };
      this.windows.set(ip, window);
    }
    if (window.failures >= this.perHour) throw new TooManyRequestsError(messages.tooManyRegistrations, Math.ceil((window.resetAt - now) / 1000));
    window.failures += 1;
  }
}
