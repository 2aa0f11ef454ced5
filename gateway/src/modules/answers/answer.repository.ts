import type { Em } from '../../db/orm.js';
import type { StoredElementState } from './answer-elements.js';
import type { EvidenceItem } from './evidence-item.js';

// A manual save always wins: the text, status and element states are now the person's statement, citing the
// document, page or section the person chose (or nothing). The AI's quotes stay only for the elements the person
// keeps in place (the service passes them), so a confirmed AI answer keeps its evidence.
const upsertManual = `
  insert into "assessment_answers" ("project_id", "question_id", "answer", "source", "document_id", "document_name",
    "document_page", "section_label", "updated_by_id", "status", "elements", "evidence")
  values (?, ?, ?, 'manual', ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)
  on conflict ("project_id", "question_id") do update set "answer" = excluded."answer", "source" = 'manual',
    "document_id" = excluded."document_id", "document_name" = excluded."document_name",
    "document_page" = excluded."document_page", "section_label" = excluded."section_label",
    "evidence_quote" = null, "evidence" = excluded."evidence", "coverage" = null, "run_id" = null, "engine" = null,
    "status" = excluded."status", "elements" = excluded."elements",
    "updated_by_id" = excluded."updated_by_id", "updated_at" = now(), "version" = "assessment_answers"."version" + 1
  where ?::int is null or "assessment_answers"."version" = ?::int
  returning "id"`;

// The WHERE makes "AI never overwrites a manual answer" atomic: a manual row is left alone, nothing returned.
// The flat citation fields mirror the first evidence item; its document id is kept only if it is one of the
// project's documents (one deleted mid-run reads as null). Applicability is a person's decision: kept.
const upsertAi = `
  insert into "assessment_answers" ("project_id", "question_id", "answer", "source", "document_id", "document_name",
    "document_page", "section_label", "evidence_quote", "evidence", "coverage", "run_id", "elements", "engine")
  values (?, ?, ?, 'ai', (select "id" from "documents" where "id" = ? and "project_id" = ?), ?, ?, ?, ?, ?::jsonb, ?, ?, ?::jsonb, ?)
  on conflict ("project_id", "question_id") do update set "answer" = excluded."answer",
    "document_id" = excluded."document_id", "document_name" = excluded."document_name",
    "document_page" = excluded."document_page", "section_label" = excluded."section_label",
    "evidence_quote" = excluded."evidence_quote", "evidence" = excluded."evidence", "coverage" = excluded."coverage",
    "run_id" = excluded."run_id", "elements" = excluded."elements", "engine" = excluded."engine", "updated_by_id" = null, "updated_at" = now(),
    "version" = "assessment_answers"."version" + 1
  where "assessment_answers"."source" = 'ai'
  returning "id"`;

// A status set on many questions at once: the text and the cited document stay; an AI answer becomes the
// person's (a rerun no longer replaces it), keeping the quotes of the elements still in place.
const upsertStatus = `
  insert into "assessment_answers" ("project_id", "question_id", "answer", "source", "updated_by_id", "status", "elements", "evidence")
  values (?, ?, '', 'manual', ?, ?, ?::jsonb, ?::jsonb)
  on conflict ("project_id", "question_id") do update set "source" = 'manual', "status" = excluded."status",
    "elements" = excluded."elements", "evidence" = excluded."evidence", "evidence_quote" = null, "coverage" = null,
    "run_id" = null, "engine" = null, "updated_by_id" = excluded."updated_by_id", "updated_at" = now(),
    "version" = "assessment_answers"."version" + 1
  returning "id"`;

const upserts = { manual: upsertManual, ai: upsertAi, status: upsertStatus };
export type AnswerKind = keyof typeof upserts;

/**
 * Inserts or replaces a question's answer; answers the row id, or undefined when nothing was written (AI over manual;
 * a manual save whose expected version, the last two parameters, is no longer the stored one). The check is part of
 * the statement, so of two saves expecting the same version exactly one writes.
 */
export async function upsertAnswerRow(tx: Em, kind: AnswerKind, params: unknown[]): Promise<number | undefined> {
  const [row] = await tx.execute<{ id: number }[]>(upserts[kind], params);
  return row?.id;
}

/** What a person's save builds on: the stored answer's text, status, element states and quotes, if any. */
export interface StoredAnswerState {
  answer: string;
  version: number;
  source: 'manual' | 'ai';
  applicability: 'applicable' | 'not_applicable';
  status: string | null;
  elements: StoredElementState[];
  evidence: EvidenceItem[];
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The stored answers of these questions, by question id (locked for update inside a transaction on PostgreSQL). */
export async function storedAnswerStates(tx: Em, projectId: number, questionIds: readonly string[]): Promise<Map<string, StoredAnswerState>> {
  if (!questionIds.length) return new Map();
  const rows = await tx.execute<(StoredAnswerState & { question_id: string })[]>(
    `select "question_id", "answer", "version", "source", "applicability", "status", "elements", "evidence" from "assessment_answers"
     where "project_id" = ? and "question_id" in (${questionIds.map(() => '?').join(', ')})`,
    [projectId, ...questionIds],
  );
  return new Map(rows.map((r) => [r.question_id, { ...r, elements: parsed(r.elements), evidence: parsed(r.evidence) }]));
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
