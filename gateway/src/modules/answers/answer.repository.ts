import type { Em } from '../../db/orm.js';

// A manual save always wins and drops any AI citation: the text is now the user's statement, citing only the
// document, page or section the person chose (or nothing).
const upsertManual = `
  insert into "assessment_answers" ("project_id", "question_id", "answer", "source", "document_id", "document_name",
    "document_page", "section_label", "updated_by_id") values (?, ?, ?, 'manual', ?, ?, ?, ?, ?)
  on conflict ("project_id", "question_id") do update set "answer" = excluded."answer", "source" = 'manual',
    "document_id" = excluded."document_id", "document_name" = excluded."document_name",
    "document_page" = excluded."document_page", "section_label" = excluded."section_label",
    "evidence_quote" = null, "evidence" = '[]', "coverage" = null, "run_id" = null,
    "updated_by_id" = excluded."updated_by_id", "updated_at" = now()
  returning "id"`;

// The WHERE makes "AI never overwrites a manual answer" atomic: a manual row is left alone, nothing returned.
// The flat citation fields mirror the first evidence item; its document id is kept only if it is one of the
// project's documents (one deleted mid-run reads as null). Applicability is a person's decision: kept.
const upsertAi = `
  insert into "assessment_answers" ("project_id", "question_id", "answer", "source", "document_id", "document_name",
    "document_page", "section_label", "evidence_quote", "evidence", "coverage", "run_id")
  values (?, ?, ?, 'ai', (select "id" from "documents" where "id" = ? and "project_id" = ?), ?, ?, ?, ?, ?::jsonb, ?, ?)
  on conflict ("project_id", "question_id") do update set "answer" = excluded."answer",
    "document_id" = excluded."document_id", "document_name" = excluded."document_name",
    "document_page" = excluded."document_page", "section_label" = excluded."section_label",
    "evidence_quote" = excluded."evidence_quote", "evidence" = excluded."evidence", "coverage" = excluded."coverage",
    "run_id" = excluded."run_id", "updated_by_id" = null, "updated_at" = now()
  where "assessment_answers"."source" = 'ai'
  returning "id"`;

const upserts = { manual: upsertManual, ai: upsertAi };
export type AnswerKind = keyof typeof upserts;

/** Inserts or replaces a question's answer; answers the row id, or undefined when nothing was written (AI over manual). */
export async function upsertAnswerRow(tx: Em, kind: AnswerKind, params: unknown[]): Promise<number | undefined> {
  const [row] = await tx.execute<{ id: number }[]>(upserts[kind], params);
  return row?.id;
}

/** Who wrote the question's current answer, if any. */
export async function answerSourceOf(em: Em, projectId: number, questionId: string): Promise<string | undefined> {
  const [row] = await em.execute<{ source: string }[]>(`select "source" from "assessment_answers" where "project_id" = ? and "question_id" = ?`, [projectId, questionId]);
  return row?.source;
}

/** The ids of the project's questions a person answered. */
export async function manuallyAnsweredIds(em: Em, projectId: number): Promise<Set<string>> {
  const rows = await em.execute<{ question_id: string }[]>(`select "question_id" from "assessment_answers" where "project_id" = ? and "source" = 'manual'`, [projectId]);
  return new Set(rows.map((r) => r.question_id));
}

/** Drops the question's AI answer; a manual answer is never touched. */
export async function deleteAiAnswer(tx: Em, projectId: number, questionId: string): Promise<void> {
  await tx.execute(`delete from "assessment_answers" where "project_id" = ? and "question_id" = ? and "source" = 'ai'`, [projectId, questionId]);
}
