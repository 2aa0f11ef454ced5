import type { Em } from '../../db/orm.js';
import { connectionFrom, type Connection, type PageRequest } from '../../lib/connection.js';
import { activityPageOf, type ActivityFilter, type ActivityRow } from './activity.repository.js';
import type { ActivityType } from './activity.types.js';

/** REST's shape of an entry (times as ISO strings). */
export const presentActivity = (row: ActivityRow) => ({
  id: row.id,
  at: row.at,
  actor: row.actorId === null ? null : { id: row.actorId, username: row.actorName ?? '' },
  kind: row.kind,
  projectId: row.projectId,
  subject: row.subject,
  before: row.before,
  after: row.after,
});

/**
 * A page of entries, newest first, by cursor (keyset on the id: entries appended while someone pages shift nothing).
 * The caller has checked that the caller may read the project or workspace.
 */
export async function activityPage(em: Em, filter: ActivityFilter, page: PageRequest<readonly [number]>): Promise<Connection<ActivityRow>> {
  const { rows, total } = await activityPageOf(em, filter, page.size + 1, page.after?.[0]);
  return connectionFrom(rows, page, total, (row) => [row.id], (row) => row);
}

export const activityType = (row: ActivityRow): ActivityType => ({ ...presentActivity(row), at: new Date(row.at) });
