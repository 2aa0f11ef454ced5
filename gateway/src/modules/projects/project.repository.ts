import type { Em } from '../../db/orm.js';

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
