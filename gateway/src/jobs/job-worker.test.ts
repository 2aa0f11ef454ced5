import type { ChangeFeed } from '../db/change-feed.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../lib/logger.js';
import type { JobTable } from './job-table.js';
import { defaultJobWorkerOptions, JobWorker } from './job-worker.js';

/** A table whose claims the test answers one at a time. */
function scriptedTable() {
  const claims: ((id: number | undefined) => void)[] = [];
  const table = {
    table: 'jobs',
    claimNext: () => new Promise<number | undefined>((resolve) => claims.push(resolve)),
    recoverStale: async () => [],
    heartbeat: async () => false,
    release: async () => true,
  } as unknown as JobTable;
  return { table, claims };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a job queued while the worker is already looking is claimed at once, not at the next poll', async () => {
  const { table, claims } = scriptedTable();
  const processed: number[] = [];
  const feed: ChangeFeed = { notify: () => {}, subscribe: () => () => {}, onResync: () => () => {}, close: async () => {} };
  const orm = { em: { fork: () => ({}) } } as unknown as Orm;
  const logger = { error: () => {}, warn: () => {} } as unknown as Logger;
  const kind = { name: 'test job', table, queueTopic: 'test-queue', process: async (id: number) => void processed.push(id), announce: async () => {} };
  const worker = new JobWorker(orm, kind, logger, { ...defaultJobWorkerOptions, pollMs: 3_600_000, concurrency: 1 }, feed);
  await worker.start();
  await settle();
  expect(claims).toHaveLength(1); // the start-up look is waiting for its claim

  worker.queued(7); // queued while that look is in progress (its claim may have run before the insert)
  claims[0]!(undefined); // the look found nothing
  await settle();
  expect(claims).toHaveLength(2); // so the worker looks again at once
  claims[1]!(7);
  await settle();
  expect(processed).toEqual([7]);
  await worker.stop({ handBack: false });
  claims.slice(2).forEach((resolve) => resolve(undefined));
});
