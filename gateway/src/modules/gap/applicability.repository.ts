import type { Em } from '../../db/orm.js';

// Marking N/A keeps any answer text (so marking it applicable again restores it); without an answer the row
// is created with empty text, which counts as answered while excluded.
const markNotApplicableSql = `
  insert into "assessment_answers" ("project_id", "question_id", "answer", "source", "applicability", "not_applicable_reason", "updated_by_id")
  values (?, ?, '', 'manual', 'not_applicable', ?, ?)
  on conflict ("project_id", "question_id") do update set "applicability" = 'not_applicable',
    "not_applicable_reason" = excluded."not_applicable_reason", "updated_by_id" = excluded."updated_by_id", "updated_at" = now(),
    "version" = "assessment_answers"."version" + 1`;

export async function markNotApplicable(tx: Em, projectId: number, questionId: string, reason: string, userId: number): Promise<void> {
  await tx.execute(markNotApplicableSql, [projectId, questionId, reason, userId]);
}

/** Applicable again: an exclusion without an answer of its own leaves nothing behind (the question is unanswered again). */
export async function markApplicable(tx: Em, projectId: number, questionId: string, userId: number): Promise<void> {
  await tx.execute(`delete from "assessment_answers" where "project_id" = ? and "question_id" = ? and "answer" = ''`, [projectId, questionId]);
  await tx.execute(
    `update "assessment_answers" set "applicability" = 'applicable', "not_applicable_reason" = null, "updated_by_id" = ?, "updated_at" = now(),
       "version" = "version" + 1
     where "project_id" = ? and "question_id" = ?`,
    [userId, projectId, questionId],
  );
}
