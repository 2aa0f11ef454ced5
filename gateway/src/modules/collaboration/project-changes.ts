import type { ChangeFeed } from '../../db/change-feed.js';
import type { Em } from '../../db/orm.js';
import { JobProgress } from '../../jobs/job-progress.js';
import type { Logger } from '../../lib/logger.js';
import { activitiesAfter, latestActivityId, projectChangeTopic } from '../activity/activity.repository.js';

/** A project has new activity entries (the id of one of them, undefined after the feed reconnected). */
export interface ProjectChangeNotice {
  projectId: number;
  activityId?: number;
}

export type ActivityEntryRow = Awaited<ReturnType<typeof activitiesAfter>>[number];

/**
 * A project's recorded changes, live: recordActivity's statement announces each entry on the change feed at commit
 * (every gateway, this one included, hears it); a watcher then reads the entries it has not seen, in order, so a
 * notice lost or merged with another loses nothing.
 */
export class ProjectChanges {
  readonly notices: JobProgress<ProjectChangeNotice>;

  constructor(feed: ChangeFeed, logger: Logger) {
    this.notices = new JobProgress<ProjectChangeNotice>({
      topic: projectChangeTopic,
      feed,
      logger,
      idOf: (notice) => notice.projectId,
      load: async (projectId, detail) => ({ projectId, activityId: detail === undefined ? undefined : Number(detail) }),
    });
  }

  /**
   * The project's entries recorded from now on, each turned into what the watcher is sent by `present`. return()
   * ends it at once, even while it waits.
   */
  watch<T>(fork: () => Em, projectId: number, present: (em: Em, entry: ActivityEntryRow) => Promise<T>): AsyncIterableIterator<T> {
    const notices = this.notices.watch(projectId, async () => [], () => false);
    // Read after subscribing: an entry committed in between is announced and read, never lost.
    let seen: Promise<number> | number = latestActivityId(fork(), projectId);
    seen.catch(() => undefined);
    const ready: T[] = [];
    let ended = false;
    const iterator: AsyncIterableIterator<T> = {
      async next() {
        while (!ended && ready.length === 0) {
          const step = await notices.next();
          if (step.done || ended) break;
          const em = fork();
          const after = await seen;
          const entries = await activitiesAfter(em, projectId, after);
          for (const entry of entries) {
            seen = entry.id;
            ready.push(await present(em, entry));
          }
        }
        const value = ready.shift();
        if (value === undefined) return iterator.return!();
        return { done: false, value };
      },
      async return() {
        ended = true;
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
