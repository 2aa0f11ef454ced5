import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/orm.js';

/** Gives a lease back: idempotent, settles once it is gone everywhere, never rejects. */
export type Release = () => Promise<void>;

export interface LeaseTiming {
  /** A lease not renewed within this is free again (its process died). */
  leaseMs: number;
  /** How often a held lease is renewed. */
  renewMs: number;
}

export const defaultLeaseTiming: LeaseTiming = { leaseMs: 90_000, renewMs: 30_000 };

/**
 * The `leases` table: what one gateway process holds, seen by every process on the database. A lease is a
 * row renewed while held and deleted on release; a process that dies leaves rows that lapse after `leaseMs`.
 */
export class LeaseTable {
  constructor(
    private readonly orm: Orm,
    private readonly timing: LeaseTiming = defaultLeaseTiming,
  ) {}

  /**
   * Takes a lease of `kind` for `holder`; with `limit`, only while the holder has fewer live ones (serialised
   * per holder by a transaction-scoped advisory lock, so two gateways cannot both take the last). Answers its
   * release, or null when the holder is at the limit.
   */
  async take(kind: string, holder: string, { limit }: { limit?: number } = {}): Promise<Release | null> {
    const id = randomUUID();
    const taken = await this.orm.em.fork().transactional(async (em) => {
      const now = Date.now();
      if (limit !== undefined) {
        await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`lease:${kind}:${holder}`]);
        await em.execute('delete from "leases" where "kind" = ? and "holder" = ? and "expires_at" <= ?', [kind, holder, now]);
        const [row] = await em.execute<{ held: number }[]>('select count(*)::int as "held" from "leases" where "kind" = ? and "holder" = ?', [kind, holder]);
        if (Number(row?.held ?? 0) >= limit) return false;
      }
      await em.execute('insert into "leases" ("id", "kind", "holder", "expires_at") values (?, ?, ?, ?)', [id, kind, holder, now + this.timing.leaseMs]);
      return true;
    });
    return taken ? this.held(id) : null;
  }

  /** Renews the lease until released; a failed renewal or release is nobody's problem: the lease lapses. */
  private held(id: string): Release {
    const renewal = setInterval(() => {
      this.orm.em.fork().execute('update "leases" set "expires_at" = ? where "id" = ?', [Date.now() + this.timing.leaseMs, id]).catch(() => undefined);
    }, this.timing.renewMs);
    renewal.unref();
    let freed: Promise<unknown> | undefined;
    return async () => {
      if (!freed) {
        clearInterval(renewal);
        freed = this.orm.em.fork().execute('delete from "leases" where "id" = ?', [id]).catch(() => undefined);
      }
      await freed;
    };
  }
}

/** Where an admission counts the slots each user holds. */
export interface UserSlots {
  /** Takes one of the user's `limit` slots: answers its release, or null when all are held. */
  take(user: string, limit: number): Promise<Release | null>;
}

/** In process memory: the embedded database serves one process, so its count is the whole count. */
export class MemoryUserSlots implements UserSlots {
  private readonly held = new Map<string, number>();

  async take(user: string, limit: number): Promise<Release | null> {
    const count = this.held.get(user) ?? 0;
    if (count >= limit) return null;
    this.held.set(user, count + 1);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      const left = (this.held.get(user) ?? 1) - 1;
      if (left > 0) this.held.set(user, left);
      else this.held.delete(user);
    };
  }
}

/** A user's slots of `kind` as leases: the limit holds wherever the load balancer sends each request. */
export const leasedUserSlots = (leases: LeaseTable, kind: string): UserSlots => ({
  take: (user, limit) => leases.take(kind, user, { limit }),
});
