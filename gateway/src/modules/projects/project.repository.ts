import type { Em } from '../../db/orm.js';
import { utcIso, utcIsoMicros } from '../../db/sql-time.js';
import type { InstantIdKey } from '../../lib/connection.js';
import type { ProjectType } from './project.types.js';

/** How many projects the owner has (inside the caller's transaction). */
export async function projectCountOf(em: Em, ownerId: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>('select count(*)::int as "n" from "projects" where "owner_id" = ?', [ownerId]);
  return Number(row?.n ?? 0);
}

/** How many projects the workspace holds. */
export async function workspaceProjectCount(em: Em, workspaceId: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>('select count(*)::int as "n" from "projects" where "workspace_id" = ?', [workspaceId]);
  return Number(row?.n ?? 0);
}

/**
 * Sets a project's progress to the share of its test type's (active) questions that have an answer,
 * rounded to a whole percent; 0 without a test type. Without a project id, every project's (after the
 * question bank changed). One statement, so it runs inside the caller's transaction and sees its writes.
 */
export async function recomputeProgress(em: Em, projectId?: number): Promise<void> {
  await em.execute(
    `update "projects" p set "progress" = coalesce((
       select round(100.0 * count(a."id") / nullif(count(*), 0))::int
       from "questions" q
       left join "assessment_answers" a on a."question_id" = q."id" and a."project_id" = p."id"
       where not q."retired" and p."test_type" = any(q."test_types")
     ), 0)
     where ${projectId === undefined ? 'p."test_type" is not null' : 'p."id" = ?'}`,
    projectId === undefined ? [] : [projectId],
  );
}

interface ProjectRow {
  id: number;
  name: string;
  description: string;
  scope: string;
  target_date: string | null;
  status: ProjectType['status'];
  progress: number;
  test_type: string | null;
  document_count: number;
  example: boolean;
  example_preparing: boolean;
  created_at: string;
  updated_at: string;
  sort_at: string;
}

/** A listed project with its place in the list (the cursor key: its exact updatedAt, then its id). */
export interface ListedProject {
  project: ProjectType;
  key: InstantIdKey;
}

/**
 * The workspace's projects, most recently updated first (then by id, so the order is total), after `after` when given, straight from SQL into their public shape: the list is
 * read on every dashboard visit, and hydrating entities (identity map, snapshots, formula) for it cost more
 * than the query itself. Nothing here is written back, so no entity is needed. Dates and times
 * are formatted by the database, so both engines answer the same strings (PGlite parses a DATE into a JS Date);
 * the times stay the ISO strings `toISOString` would give (parsing them into Dates only to format them again for
 * JSON cost ~1 us each).
 */
export async function listProjectsOf(em: Em, workspaceId: number, limit: number, after?: InstantIdKey): Promise<ListedProject[]> {
  const rows = await em.execute<ProjectRow[]>(
    `select p."id", p."name", p."description", p."scope", to_char(p."target_date", 'YYYY-MM-DD') as target_date, p."status",
       p."progress", p."test_type", p."example", p."example_preparing", (select count(*)::int from "documents" d where d."project_id" = p."id") as document_count,
       ${utcIso('p."created_at"')} as created_at, ${utcIso('p."updated_at"')} as updated_at, ${utcIsoMicros('p."updated_at"')} as sort_at
     from "projects" p where p."workspace_id" = ?${after ? ' and (p."updated_at", p."id") < (?::timestamptz, ?)' : ''}
     order by p."updated_at" desc, p."id" desc limit ?`,
    after ? [workspaceId, after[0], after[1], limit] : [workspaceId, limit],
  );
  return rows.map((row) => ({
    key: [row.sort_at, row.id],
    project: {
      id: row.id,
      name: row.name,
      description: row.description,
      scope: row.scope,
      targetDate: row.target_date,
      status: row.status,
      progress: row.progress,
      testType: row.test_type,
      documentCount: row.document_count,
      example: row.example,
      examplePreparing: row.example_preparing,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    },
  }));
}
