import type { Em } from '../../db/orm.js';
import { utcIsoMicros } from '../../db/sql-time.js';
import type { InstantIdKey } from '../../lib/connection.js';

/**
 * One page of a project's runs, newest first (createdAt, then id), before `after` when given: their ids with each
 * one's cursor key (its exact createdAt, which the database writes with microseconds), and how many runs the
 * project has.
 */
export async function runPageOf(em: Em, projectId: number, limit: number, after?: InstantIdKey): Promise<{ rows: { id: number; key: InstantIdKey }[]; total: number }> {
  const rows = await em.execute<{ id: number; sort_at: string }[]>(
    `select r."id", ${utcIsoMicros('r."created_at"')} as sort_at from "analysis_runs" r
      where r."project_id" = ?${after ? ' and (r."created_at", r."id") < (?::timestamptz, ?)' : ''}
      order by r."created_at" desc, r."id" desc limit ?`,
    after ? [projectId, after[0], after[1], limit] : [projectId, limit],
  );
  const [count] = await em.execute<{ n: number }[]>('select count(*)::int as "n" from "analysis_runs" where "project_id" = ?', [projectId]);
  return { rows: rows.map((row) => ({ id: row.id, key: [row.sort_at, row.id] })), total: Number(count?.n ?? 0) };
}
