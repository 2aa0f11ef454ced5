import type { Em } from '../../db/orm.js';
import { utcIso } from '../../db/sql-time.js';
import type { ProjectType } from './project.types.js';

/** How many projects the owner has (inside the caller's transaction). */
export async function projectCountOf(em: Em, ownerId: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>('select count(*)::int as "n" from "projects" where "owner_id" = ?', [ownerId]);
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
}

/**
 * The owner's projects, most recently updated first, straight from SQL into their public shape: the list is
 * read on every dashboard visit, and hydrating entities (identity map, snapshots, formula) for it cost more
 * than the query (issue 14, API speed). Nothing here is written back, so no entity is needed. Dates and times
 * are formatted by the database, so both engines answer the same strings (PGlite parses a DATE into a JS Date);
 * the times stay the ISO strings `toISOString` would give (parsing them into Dates only to format them again for
 * JSON cost ~1 us each).
 */
export async function listProjectsOf(em: Em, ownerId: number, limit: number): Promise<ProjectType[]> {
  const rows = await em.execute<ProjectRow[]>(
    `select p."id", p."name", p."description", p."scope", to_char(p."target_date", 'YYYY-MM-DD') as target_date, p."status",
       p."progress", p."test_type", p."example", p."example_preparing", (select count(*)::int from "documents" d where d."project_id" = p."id") as document_count,
       ${utcIso('p."created_at"')} as created_at, ${utcIso('p."updated_at"')} as updated_at
     from "projects" p where p."owner_id" = ? order by p."updated_at" desc, p."id" desc limit ?`,
    [ownerId, limit],
  );
  return rows.map((row) => ({
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
  }));
}
