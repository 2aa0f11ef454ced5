import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/**
 * Who a database statement is for: each HTTP request runs in a lane of its own, which authentication names after
 * the signed-in user. The embedded database runs one statement at a time (PGliteThread), and takes the next one
 * from each waiting lane in turn, so one user's four heavy requests, or a background run, do not queue everyone
 * else's statements behind theirs. Work outside any request (jobs, streams) shares one lane. PostgreSQL has a
 * pool of connections instead and ignores lanes.
 */
export interface DatabaseLane {
  /** The signed-in user, once known: all of a user's requests then share one turn. */
  owner?: string;
}

const lanes = new AsyncLocalStorage<DatabaseLane>();

/** The lane of the work calling (undefined outside any request). */
export function currentDatabaseLane(): DatabaseLane | undefined {
  return lanes.getStore();
}

/** Runs `work` (and whatever it starts) in a new lane. */
export function runInNewDatabaseLane<T>(work: () => T): T {
  return lanes.run({}, work);
}

/** Express: the rest of the request runs in a new lane. */
export function databaseLane(_req: Request, _res: Response, next: NextFunction): void {
  runInNewDatabaseLane(next);
}

/** Names the calling request's lane after the signed-in user (no-op outside a request or when anonymous). */
export function ownDatabaseLane(owner: string | number | undefined): void {
  const lane = lanes.getStore();
  if (lane && owner !== undefined) lane.owner = String(owner);
}
