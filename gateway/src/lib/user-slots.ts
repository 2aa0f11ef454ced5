import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/orm.js';

export type Release = () => Promise<void>;

/** Where an admission counts the slots each user holds. */
export interface UserSlots {
  /**
   * Takes one of the user's `limit` slots: answers its release, or null when all are held. The release is
   * idempotent and settles once the slot is free everywhere (it never rejects).
   */
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

export interface LeaseTiming {
  /** A lease not renewed within this is free again (its process died). */
  leaseMs: number;
  /** How often a held lease is renewed. */
  renewMs: number;
}

export const defaultLeaseTiming: LeaseTiming = { leaseMs: 90_000, renewMs: 30_000 };

/**
 * The `admission_leases` table: every gateway process on the database counts the same slots, so a user's
 * limit holds wherever the load balancer sends each request. A slot is a lease renewed while held and
 * deleted on release; a process that dies leaves leases that lapse after `leaseMs`. Taking one is
 * serialised per user by a transaction-scoped advisory lock, so two gateways cannot both take the last slot.
 */
export function databaseUserSlots(orm: Orm, kind: string, timing: LeaseTiming = defaultLeaseTiming): UserSlots {
  const free = (id: string): Promise<unknown> => orm.em.fork().execute('delete from "admission_leases" where "id" = ?', [id]).catch(() => undefined);
  return {
    async take(user, limit) {
      const id = randomUUID();
      const taken = await orm.em.fork().transactional(async (em) => {
        await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`admission:${kind}:${user}`]);
        const now = Date.now();
        await em.execute('delete from "admission_leases" where "kind" = ? and "user_key" = ? and "expires_at" <= ?', [kind, user, now]);
        const [row] = await em.execute<{ held: number }[]>('select count(*)::int as "held" from "admission_leases" where "kind" = ? and "user_key" = ?', [kind, user]);
        if (Number(row?.held ?? 0) >= limit) return false;
        await em.execute('insert into "admission_leases" ("id", "kind", "user_key", "expires_at") values (?, ?, ?, ?)', [id, kind, user, now + timing.leaseMs]);
        return true;
      });
      if (!taken) return null;
      // A failed renewal or release is not the caller's problem: the lease lapses on its own.
      const renewal = setInterval(() => {
        orm.em.fork().execute('update "admission_leases" set "expires_at" = ? where "id" = ?', [Date.now() + timing.leaseMs, id]).catch(() => undefined);
      }, timing.renewMs);
      renewal.unref();
      let freed: Promise<unknown> | undefined;
      return async () => {
        if (!freed) {
          clearInterval(renewal);
          freed = free(id);
        }
        await freed;
      };
    },
  };
}
