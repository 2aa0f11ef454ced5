import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { TooManyRequestsError } from '../../lib/errors.js';
import { databaseThrottleStore, type ThrottleStore } from './throttle.repository.js';

/** Where a throttle keeps its windows for a request: the database (shared by every gateway) by default. */
export type ThrottleStoreFor = (em: Em) => ThrottleStore;

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
 * elsewhere is unaffected. Each IP also has a fixed budget of failures per window across accounts. The
 * windows live in the database, so the limits hold across every gateway process on it.
 */
export class LoginThrottle {
  /** The password check in progress per IP and account in this process (see `oneAtATime`). */
  private readonly checking = new Map<string, Promise<unknown>>();

  constructor(
    private readonly limits: ThrottleLimits = defaultThrottleLimits,
    private readonly now: () => number = Date.now,
    private readonly storeFor: ThrottleStoreFor = databaseThrottleStore,
  ) {}

  /**
   * Runs one password check of an IP on an account at a time in this process: `check` (which asks `assertAllowed`,
   * verifies, and records the outcome) starts when the previous one has ended, so attempts sent at once are counted
   * as if sent one after another: thirty wrong passwords reach the check only for the free tries, then wait (429).
   * Right passwords sent at once simply take turns.
   */
  async oneAtATime<T>(ip: string, account: string, check: () => Promise<T>): Promise<T> {
    const key = `${ip}\u0000${account}`;
    const previous = this.checking.get(key) ?? Promise.resolve();
    const mine = previous.catch(() => undefined).then(check);
    const settled = mine.catch(() => undefined);
    this.checking.set(key, settled);
    try {
      return await mine;
    } finally {
      if (this.checking.get(key) === settled) this.checking.delete(key);
    }
  }

  /** Without `account`, checks the IP's budget only (before the account is looked up). */
  async assertAllowed(em: Em, ip: string, account?: string): Promise<void> {
    const now = this.now();
    const pairKey = account === undefined ? undefined : `pair:${ip}:${account}`;
    const windows = await this.storeFor(em).read(pairKey ? [`ip:${ip}`, pairKey] : [`ip:${ip}`]);
    const perIp = windows.get(`ip:${ip}`);
    const ipWait = perIp && perIp.resetAt > now && perIp.hits >= this.limits.perIp ? perIp.resetAt - now : 0;
    const pair = pairKey ? windows.get(pairKey) : undefined;
    const pairWait = pair?.blockedUntil && pair.resetAt > now ? Math.max(0, pair.blockedUntil - now) : 0;
    const wait = Math.max(ipWait, pairWait);
    if (wait > 0) throw new TooManyRequestsError(messages.tooManyAttempts, Math.ceil(wait / 1000));
  }

  async recordFailure(em: Em, ip: string, account: string): Promise<void> {
    const store = this.storeFor(em);
    const now = this.now();
    await store.bump(`ip:${ip}`, this.limits.windowMs, now);
    const pairKey = `pair:${ip}:${account}`;
    const pair = await store.bump(pairKey, this.limits.windowMs, now);
    const over = pair.hits - this.limits.perUsername;
    if (over >= 0) {
      const base = this.limits.backoffBaseMs ?? this.limits.windowMs;
      const delay = Math.min(base * 2 ** over, this.limits.backoffMaxMs ?? this.limits.windowMs);
      await store.block(pairKey, now + delay);
    }
  }

  async recordSuccess(em: Em, ip: string, account: string): Promise<void> {
    await this.storeFor(em).remove(`pair:${ip}:${account}`);
  }
}

/** Registrations per IP in a fixed hour window: each costs a password hash and creates a row. */
export class RegistrationThrottle {
  constructor(
    private readonly perHour: number,
    private readonly now: () => number = Date.now,
    private readonly storeFor: ThrottleStoreFor = databaseThrottleStore,
  ) {}

  /** Counts the attempt, refusing it (429) once the IP is past its budget. */
  async take(em: Em, ip: string): Promise<void> {
    const now = this.now();
    const window = await this.storeFor(em).bump(`register:${ip}`, 3600_000, now);
    if (window.hits > this.perHour) throw new TooManyRequestsError(messages.tooManyRegistrations, Math.ceil((window.resetAt - now) / 1000));
  }
}
