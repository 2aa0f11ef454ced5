import type { Em } from '../../db/orm.js';

/** One counting window of a throttle (times in epoch milliseconds). */
export interface ThrottleWindow {
  hits: number;
  resetAt: number;
  /** Backoff keys only: no attempt before this time. */
  blockedUntil?: number;
}

/** Where throttles count: windows by key, each bumped atomically. */
export interface ThrottleStore {
  read(keys: string[]): Promise<Map<string, ThrottleWindow>>;
  /** Adds one hit to the key's window (a fresh window when there is none or it has ended) and answers it. */
  bump(key: string, windowMs: number, now: number): Promise<ThrottleWindow>;
  /** Blocks the key until `until`, keeping its window at least that long. */
  block(key: string, until: number): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Ended windows are deleted every this many bumps of a process. */
const pruneEvery = 500;
let bumpsSincePrune = 0;

type Row = { key: string; hits: number; reset_at: string | number; blocked_until: string | number | null };
const toWindow = (row: Row): ThrottleWindow => ({
  hits: Number(row.hits),
  resetAt: Number(row.reset_at),
  ...(row.blocked_until === null ? {} : { blockedUntil: Number(row.blocked_until) }),
});

/**
 * The `throttle_windows` table: every gateway process on the database counts in the same windows, so a
 * limit tripped through one gateway holds on the others. Each bump is one upsert (atomic under
 * concurrency); the clock is the process's, passed in, so tests can move it.
 */
export function databaseThrottleStore(em: Em): ThrottleStore {
  return {
    async read(keys) {
      const rows = await em.execute<Row[]>(`select "key", "hits", "reset_at", "blocked_until" from "throttle_windows" where "key" in (${keys.map(() => '?').join(', ')})`, keys);
      return new Map(rows.map((row) => [row.key, toWindow(row)]));
    },
    async bump(key, windowMs, now) {
      if (++bumpsSincePrune >= pruneEvery) {
        bumpsSincePrune = 0;
        await em.execute('delete from "throttle_windows" where "reset_at" <= ?', [now]);
      }
      const [row] = await em.execute<Row[]>(
        `insert into "throttle_windows" ("key", "hits", "reset_at") values (?, 1, ?)
         on conflict ("key") do update set
           "hits" = case when "throttle_windows"."reset_at" <= ? then 1 else "throttle_windows"."hits" + 1 end,
           "blocked_until" = case when "throttle_windows"."reset_at" <= ? then null else "throttle_windows"."blocked_until" end,
           "reset_at" = case when "throttle_windows"."reset_at" <= ? then excluded."reset_at" else "throttle_windows"."reset_at" end
         returning "key", "hits", "reset_at", "blocked_until"`,
        [key, now + windowMs, now, now, now],
      );
      return toWindow(row!);
    },
    async block(key, until) {
      await em.execute('update "throttle_windows" set "blocked_until" = ?, "reset_at" = greatest("reset_at", ?) where "key" = ?', [until, until, key]);
    },
    async remove(key) {
      await em.execute('delete from "throttle_windows" where "key" = ?', [key]);
    },
  };
}

/** In process memory: for unit tests of a throttle's arithmetic. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly windows = new Map<string, ThrottleWindow>();

  async read(keys: string[]): Promise<Map<string, ThrottleWindow>> {
    return new Map(keys.flatMap((key) => (this.windows.has(key) ? [[key, { ...this.windows.get(key)! }] as const] : [])));
  }

  async bump(key: string, windowMs: number, now: number): Promise<ThrottleWindow> {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { ...window };
  }

  async block(key: string, until: number): Promise<void> {
    const window = this.windows.get(key);
    if (!window) return;
    window.blockedUntil = until;
    window.resetAt = Math.max(window.resetAt, until);
  }

  async remove(key: string): Promise<void> {
    this.windows.delete(key);
  }
}
