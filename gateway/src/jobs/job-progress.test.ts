import type { ChangeFeed } from '../db/change-feed.js';
import { LocalChangeFeed } from '../db/change-feed.js';
import type { Logger } from '../lib/logger.js';
import { JobProgress, type JobProgressOptions, type States } from './job-progress.js';

interface Job {
  id: number;
  done: number;
  status: 'running' | 'ended';
}

const ended = (job: Job) => job.status === 'ended';
const logger = { warn: () => {} } as unknown as Logger;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Change feeds of several processes on one database: a notice reaches every process but its sender. */
function sharedFeeds() {
  const feeds: { listeners: Map<string, Set<(id: number, detail: string | undefined) => void>>; resync: Set<() => void> }[] = [];
  const notices: { topic: string; id: number; detail: string | undefined }[] = [];
  const open = (): ChangeFeed & { resync(): void } => {
    const self = { listeners: new Map<string, Set<(id: number, detail: string | undefined) => void>>(), resync: new Set<() => void>() };
    feeds.push(self);
    return {
      notify(topic, id, detail) {
        notices.push({ topic, id, detail });
        for (const other of feeds) if (other !== self) for (const listener of other.listeners.get(topic) ?? []) listener(id, detail);
      },
      subscribe(topic, listener) {
        const set = self.listeners.get(topic) ?? new Set();
        self.listeners.set(topic, set);
        set.add(listener);
        return () => set.delete(listener);
      },
      onResync(listener) {
        self.resync.add(listener);
        return () => self.resync.delete(listener);
      },
      async close() {},
      resync() {
        for (const listener of self.resync) listener();
      },
    };
  };
  return { open, notices };
}

function topic(feed: ChangeFeed, load: JobProgressOptions<Job>['load'] = async () => undefined, extra: Partial<JobProgressOptions<Job>> = {}): JobProgress<Job> {
  return new JobProgress<Job>({ topic: 'test-jobs', feed, logger, idOf: (job) => job.id, load, ...extra });
}

async function take<T>(iterator: AsyncIterator<T>, count: number): Promise<T[]> {
  const values: T[] = [];
  for (let i = 0; i < count; i++) {
    const next = await iterator.next();
    if (next.done) break;
    values.push(next.value);
  }
  return values;
}

test('a watcher gets the current state first, then every later state in order, and the stream ends after a terminal one', async () => {
  const progress = topic(new LocalChangeFeed());
  const watch = progress.watch(1, async () => ({ id: 1, done: 0, status: 'running' }), ended);
  const first = await watch.next();
  progress.publish({ id: 1, done: 1, status: 'running' });
  progress.publish({ id: 2, done: 9, status: 'running' }); // another job: not this watcher's
  progress.publish({ id: 1, done: 2, status: 'running' });
  progress.publish({ id: 1, done: 3, status: 'ended' });
  progress.publish({ id: 1, done: 4, status: 'running' }); // after the end: never delivered
  const rest = await take(watch, 10);
  expect([first.value, ...rest].map((job) => job.done)).toEqual([0, 1, 2, 3]);
  expect(progress.listenerCount()).toBe(0);
});

test('a state published while the current one is being read is delivered after it, not lost', async () => {
  const progress = topic(new LocalChangeFeed());
  let answer!: (job: Job) => void;
  const watch = progress.watch(1, () => new Promise<Job>((resolve) => (answer = resolve)), ended);
  const next = watch.next();
  progress.publish({ id: 1, done: 5, status: 'ended' });
  answer({ id: 1, done: 4, status: 'running' });
  expect((await next).value).toEqual({ id: 1, done: 4, status: 'running' });
  expect(await take(watch, 5)).toEqual([{ id: 1, done: 5, status: 'ended' }]);
});

test('a late watcher of a job that already ended gets its terminal state and nothing more', async () => {
  const progress = topic(new LocalChangeFeed());
  progress.publish({ id: 1, done: 3, status: 'ended' });
  const watch = progress.watch(1, async () => ({ id: 1, done: 3, status: 'ended' }), ended);
  expect(await take(watch, 5)).toEqual([{ id: 1, done: 3, status: 'ended' }]);
  expect(progress.listenerCount(1)).toBe(0);
});

test('a late watcher joins with the current state while an earlier one goes on', async () => {
  const progress = topic(new LocalChangeFeed());
  const early = progress.watch(1, async () => ({ id: 1, done: 0, status: 'running' }), ended);
  await early.next();
  progress.publish({ id: 1, done: 1, status: 'running' });
  const late = progress.watch(1, async () => ({ id: 1, done: 1, status: 'running' }), ended);
  expect((await late.next()).value).toEqual({ id: 1, done: 1, status: 'running' });
  progress.publish({ id: 1, done: 2, status: 'ended' });
  expect((await take(early, 5)).map((job) => job.done)).toEqual([1, 2]);
  expect((await take(late, 5)).map((job) => job.done)).toEqual([2]);
});

test('closing a watcher while it waits ends it at once and leaves no listener behind', async () => {
  const progress = topic(new LocalChangeFeed());
  const watch = progress.watch(1, async () => ({ id: 1, done: 0, status: 'running' }), ended);
  await watch.next();
  const waiting = watch.next();
  expect(progress.listenerCount(1)).toBe(1);
  await watch.return!();
  expect(await waiting).toEqual({ done: true, value: undefined });
  expect(progress.listenerCount()).toBe(0);
  expect(await watch.next()).toEqual({ done: true, value: undefined });
});

test('a watcher closed before its first step, or whose current state cannot be read, unsubscribes', async () => {
  const progress = topic(new LocalChangeFeed());
  const closed = progress.watch(1, async () => ({ id: 1, done: 0, status: 'running' }), ended);
  await closed.return!();
  expect(await closed.next()).toEqual({ done: true, value: undefined });
  const failing = progress.watch(2, async () => Promise.reject(new Error('no such job')), ended);
  await expect(failing.next()).rejects.toThrow('no such job');
  expect(progress.listenerCount()).toBe(0);
  expect(await failing.next()).toEqual({ done: true, value: undefined });
});

test('several current states go first in their order; stale states are skipped, terminal ones never', async () => {
  const progress = topic(new LocalChangeFeed(), undefined, { isStale: (job, seen) => job.done < seen.done });
  const watch = progress.watch(1, async (): Promise<States<Job>> => [
    { id: 1, done: 5, status: 'running' },
    { id: 1, done: 6, status: 'running' },
  ], ended);
  progress.publish({ id: 1, done: 2, status: 'running' }); // counted before the current state was read
  expect((await take(watch, 2)).map((job) => job.done)).toEqual([5, 6]);
  progress.publish({ id: 1, done: 7, status: 'running' });
  progress.publish({ id: 1, done: 1, status: 'ended' });
  expect(await take(watch, 5)).toEqual([{ id: 1, done: 7, status: 'running' }, { id: 1, done: 1, status: 'ended' }]);
});

test('another gateway re-reads an announced job only while someone there watches it, in order, and again after a reconnection', async () => {
  const feeds = sharedFeeds();
  const rows = new Map<number, Job>([[1, { id: 1, done: 0, status: 'running' }]]);
  const reads: { id: number; detail: string | undefined }[] = [];
  const here = topic(feeds.open(), undefined, { detailOf: (job) => `done ${job.done}` });
  const thereFeed = feeds.open();
  const there = topic(thereFeed, async (id, detail) => {
    reads.push({ id, detail });
    return rows.get(id);
  });

  rows.set(1, { id: 1, done: 1, status: 'running' });
  here.publish(rows.get(1)!);
  await settle();
  expect(reads).toEqual([]); // nobody watches job 1 there yet
  expect(feeds.notices).toEqual([{ topic: 'test-jobs', id: 1, detail: 'done 1' }]);

  const watch = there.watch(1, async () => rows.get(1)!, ended);
  expect((await watch.next()).value).toEqual({ id: 1, done: 1, status: 'running' });
  rows.set(1, { id: 1, done: 2, status: 'running' });
  here.publish(rows.get(1)!);
  expect((await watch.next()).value).toEqual({ id: 1, done: 2, status: 'running' });
  expect(reads).toEqual([{ id: 1, detail: 'done 2' }]);

  // Notices may have been lost while the feed reconnected: every watched job is read again.
  rows.set(1, { id: 1, done: 3, status: 'ended' });
  thereFeed.resync();
  expect((await watch.next()).value).toEqual({ id: 1, done: 3, status: 'ended' });
  expect(await watch.next()).toEqual({ done: true, value: undefined });
  expect(reads).toEqual([{ id: 1, detail: 'done 2' }, { id: 1, detail: undefined }]);
  expect(there.listenerCount()).toBe(0);
  here.close();
  there.close();
});

test('the same notice arriving again before its read started is read once', async () => {
  const feeds = sharedFeeds();
  const here = topic(feeds.open());
  let reads = 0;
  let release!: () => void;
  const blocked = new Promise<void>((resolve) => (release = resolve));
  const there = topic(feeds.open(), async (id) => {
    reads += 1;
    if (reads === 1) await blocked;
    return { id, done: reads, status: 'running' };
  });
  const received: number[] = [];
  const unsubscribe = there.subscribe(1, (job) => received.push(job.done));
  here.publish({ id: 1, done: 0, status: 'running' });
  here.publish({ id: 1, done: 1, status: 'running' }); // the read for the first has not started: one read serves both
  await settle();
  expect(reads).toBe(1);
  for (let i = 2; i < 5; i++) here.publish({ id: 1, done: i, status: 'running' });
  release();
  await settle();
  await settle();
  expect(reads).toBe(2); // the first read, then one for the three notices that came while it ran
  expect(received).toEqual([1, 2]);
  unsubscribe();
  expect(there.listenerCount()).toBe(0);
});

test('a failed re-read is logged and the watcher goes on with the next state', async () => {
  const feeds = sharedFeeds();
  const warnings: unknown[] = [];
  const here = topic(feeds.open());
  let fail = true;
  const there = new JobProgress<Job>({
    topic: 'test-jobs',
    feed: feeds.open(),
    logger: { warn: (detail: unknown) => warnings.push(detail) } as unknown as Logger,
    idOf: (job) => job.id,
    load: async (id) => {
      if (fail) throw new Error('database away');
      return { id, done: 2, status: 'ended' };
    },
  });
  const watch = there.watch(1, async () => ({ id: 1, done: 0, status: 'running' }), ended);
  await watch.next();
  here.publish({ id: 1, done: 1, status: 'running' });
  await settle();
  expect(warnings).toHaveLength(1);
  fail = false;
  here.publish({ id: 1, done: 2, status: 'ended' });
  expect(await take(watch, 5)).toEqual([{ id: 1, done: 2, status: 'ended' }]);
});
