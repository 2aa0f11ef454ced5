import type { ChangeFeed } from '../../db/change-feed.js';
import type { Em } from '../../db/orm.js';
import { JobProgress } from '../../jobs/job-progress.js';
import type { Logger } from '../../lib/logger.js';
import { RateLimiter } from '../../lib/rate-limiter.js';
import { presentUsers, presenceTopic, refreshPresence, type PresenceRow } from './presence.repository.js';

export const presenceLimits = { ttlSeconds: 30, updatesPerSecond: 5 } as const;
export const presenceMessages = { tooMany: `At most ${presenceLimits.updatesPerSecond} presence updates a second` } as const;

/**
 * Who has a project open and which question they edit: a row per person that expires unless refreshed (clients
 * refresh every ~10 s), shared by every gateway through the database; each change is announced on the change feed,
 * and watchers re-read the list then and when its next entry expires.
 */
export class Presence {
  private readonly notices: JobProgress<{ projectId: number }>;
  private readonly limiter = new RateLimiter(presenceLimits.updatesPerSecond, 1000, presenceMessages.tooMany);

  constructor(feed: ChangeFeed, logger: Logger, private readonly ttlSeconds: number = presenceLimits.ttlSeconds) {
    this.notices = new JobProgress({ topic: presenceTopic, feed, logger, idOf: (n) => n.projectId, load: async (projectId) => ({ projectId }) });
  }

  /** Refreshes the user's presence; past the per-user budget TOO_MANY_REQUESTS, and nothing changes. */
  async set(em: Em, projectId: number, userId: number, editingQuestionId: string | null): Promise<void> {
    this.limiter.take(String(userId));
    await refreshPresence(em, projectId, userId, editingQuestionId, this.ttlSeconds);
  }

  /** The full list now, then again whenever it changes (an update, an entry expiring); return() ends it at once. */
  watch(fork: () => Em, projectId: number): AsyncIterableIterator<PresenceRow[]> {
    const notices = this.notices.watch(projectId, async () => [], () => false);
    let last: string | undefined;
    let ended = false;
    let nextExpiry = Infinity;
    let pending: Promise<IteratorResult<unknown>> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const iterator: AsyncIterableIterator<PresenceRow[]> = {
      async next() {
        while (!ended) {
          if (last !== undefined) {
            pending ??= notices.next();
            const wait = Math.min(Math.max(nextExpiry - Date.now() + 50, 50), 60_000);
            const expired = new Promise<'expired'>((resolve) => {
              timer = setTimeout(() => resolve('expired'), wait);
              timer.unref();
            });
            const woke = await Promise.race([pending, expired]);
            clearTimeout(timer);
            if (woke !== 'expired') {
              pending = undefined;
              if (woke.done) break;
            }
            if (ended) break;
          }
          const rows = await presentUsers(fork(), projectId);
          nextExpiry = Math.min(...rows.map((r) => Date.parse(r.expiresAt)), Infinity);
          const shown = JSON.stringify(rows.map((r) => [r.userId, r.editingQuestionId]));
          if (shown !== last) {
            last = shown;
            return { done: false, value: rows };
          }
        }
        return iterator.return!();
      },
      async return() {
        ended = true;
        clearTimeout(timer);
        await notices.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  close(): void {
    this.notices.close();
  }
}
