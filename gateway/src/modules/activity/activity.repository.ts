import type { ActivityKind } from '@gap/schema';
import { databaseNoticeSql } from '../../db/change-feed.js';
import type { Em } from '../../db/orm.js';
import { utcIso } from '../../db/sql-time.js';

/** The change-feed topic of a project's recorded changes: the id is the project's, the detail the entry's. */
export const projectChangeTopic = 'project-changes';

/** What a change records: call `recordActivity` with the change's own transaction, so both commit or neither. */
export interface ActivityEntry {
  kind: ActivityKind;
  /** Who did it; null for the system (an analysis finishing by itself). */
  actorId: number | null;
  subject?: string;
  /** The row it is about: the answer's question id, the document, run or assessment id (live subscribers load it). */
  subjectId?: string | number | null;
  /** Text: the previous answer, the previous role… */
  before?: string | null;
  after?: string | null;
}

/** Where it happened: a project (its workspace is looked up in the same statement) or a whole workspace. */
export type ActivityScope = { projectId: number } | { workspaceId: number };

export interface ActivityRow {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  kind: ActivityKind;
  projectId: number | null;
  subject: string;
  before: string | null;
  after: string | null;
}

export interface ActivityFilter {
  projectId?: number;
  workspaceId?: number;
  kinds?: readonly string[];
  actorId?: number;
}


/**
 * Takes the project's row in KEY SHARE mode before a change writes a row of the project and then its activity entry:
 * a concurrent project delete locks the project first and its children after, so a change that locked a child
 * first (a run, a document) and then the project through the entry's foreign key would deadlock with it.
 */
export async function holdProject(tx: Em, projectId: number): Promise<void> {
  await tx.execute('select 1 from "projects" where "id" = ? for key share', [projectId]);
}

/**
 * Appends one entry. Nothing ever updates or deletes an entry (its project or workspace takes it along). A project's
 * entry is announced on the change feed by the same statement: PostgreSQL delivers the notice at commit, to every
 * gateway (see projectChangeTopic), and never for a change rolled back.
 */
export async function recordActivity(em: Em, scope: ActivityScope, entry: ActivityEntry): Promise<void> {
  const subject = (entry.subject ?? '').slice(0, 300);
  const subjectId = entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId).slice(0, 64);
  if ('projectId' in scope) {
    await em.execute(
      `with "entry" as (
         insert into "activities" ("workspace_id", "project_id", "actor_id", "kind", "subject", "subject_id", "before", "after")
         select p."workspace_id", p."id", ?, ?, ?, ?, ?, ? from "projects" p where p."id" = ?
         returning "id", "project_id")
       select ${databaseNoticeSql(projectChangeTopic, '"entry"."project_id"', '"entry"."id"')} from "entry"`,
      [entry.actorId, entry.kind, subject, subjectId, entry.before ?? null, entry.after ?? null, scope.projectId],
    );
    return;
  }
  await em.execute(
    `insert into "activities" ("workspace_id", "actor_id", "kind", "subject", "subject_id", "before", "after") values (?, ?, ?, ?, ?, ?, ?)`,
    [scope.workspaceId, entry.actorId, entry.kind, subject, subjectId, entry.before ?? null, entry.after ?? null],
  );
}

/** A project's entries after `afterId`, oldest first (what a live subscriber has not seen yet), at most `limit`. */
export async function activitiesAfter(em: Em, projectId: number, afterId: number, limit = 100): Promise<(ActivityRow & { subjectId: string | null })[]> {
  const rows = await em.execute<{ id: number; at: string; actor_id: number | null; username: string | null; kind: ActivityKind; project_id: number | null; subject: string; subject_id: string | null; before: string | null; after: string | null }[]>(
    `select a."id", ${utcIso('a."at"')} as "at", a."actor_id", u."username", a."kind", a."project_id", a."subject", a."subject_id", a."before", a."after"
     from "activities" a left join "users" u on u."id" = a."actor_id"
     where a."project_id" = ? and a."id" > ? order by a."id" limit ?`,
    [projectId, afterId, limit],
  );
  return rows.map((row) => ({ ...rowOf(row), subjectId: row.subject_id }));
}

/** The id of the project's newest entry (0 when none): a live subscriber starts after it. */
export async function latestActivityId(em: Em, projectId: number): Promise<number> {
  const [row] = await em.execute<{ id: number | null }[]>(`select max("id") as "id" from "activities" where "project_id" = ?`, [projectId]);
  return Number(row?.id ?? 0);
}

/** Newest first (by id: entries are appended), after the entry `afterId` when given; and how many match in all. */
export async function activityPageOf(em: Em, filter: ActivityFilter, limit: number, afterId?: number): Promise<{ rows: ActivityRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (filter.projectId !== undefined) add('a."project_id" = ?', filter.projectId);
  if (filter.workspaceId !== undefined) add('a."workspace_id" = ?', filter.workspaceId);
  if (filter.kinds?.length) add(`a."kind" in (${filter.kinds.map(() => '?').join(', ')})`, ...filter.kinds);
  if (filter.actorId !== undefined) add('a."actor_id" = ?', filter.actorId);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const page = afterId === undefined ? '' : `${where.length ? ' and' : 'where'} a."id" < ?`;
  const rows = await em.execute<{ id: number; at: string; actor_id: number | null; username: string | null; kind: ActivityKind; project_id: number | null; subject: string; before: string | null; after: string | null }[]>(
    `select a."id", ${utcIso('a."at"')} as "at", a."actor_id", u."username", a."kind", a."project_id", a."subject", a."before", a."after"
     from "activities" a left join "users" u on u."id" = a."actor_id"
     ${clause}${page} order by a."id" desc limit ?`,
    [...params, ...(afterId === undefined ? [] : [afterId]), limit],
  );
  const [count] = await em.execute<{ n: number }[]>(`select count(*)::int as "n" from "activities" a ${clause}`, params);
  return {
    rows: rows.map(rowOf),
    total: Number(count?.n ?? 0),
  };
}

function rowOf(row: { id: number; at: string; actor_id: number | null; username: string | null; kind: ActivityKind; project_id: number | null; subject: string; before: string | null; after: string | null }): ActivityRow {
  return {
    id: Number(row.id),
    at: row.at,
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorName: row.username,
    kind: row.kind,
    projectId: row.project_id === null ? null : Number(row.project_id),
    subject: row.subject,
    before: row.before,
    after: row.after,
  };
}
