import { createHash } from 'node:crypto';
import type { Em } from '../../db/orm.js';
import type { EvidenceItem } from '../answers/evidence-item.js';
import type { Applicability } from '../answers/answer.entity.js';
import type { Question } from '../questions/question.entity.js';

/** A stored answer as the assessment reads it (plain rows: read before and again inside the transaction). */
export interface AnswerRow {
  questionId: string;
  answer: string;
  source: 'manual' | 'ai';
  applicability: Applicability;
  notApplicableReason: string | null;
  evidence: EvidenceItem[];
}

interface RawAnswerRow {
  question_id: string;
  answer: string;
  source: 'manual' | 'ai';
  applicability: Applicability;
  not_applicable_reason: string | null;
  evidence: EvidenceItem[] | string;
}

export async function readAnswerRows(em: Em, projectId: number): Promise<Map<string, AnswerRow>> {
  const rows = await em.execute<RawAnswerRow[]>(
    `select "question_id", "answer", "source", "applicability", "not_applicable_reason", "evidence"
     from "assessment_answers" where "project_id" = ? order by "question_id"`,
    [projectId],
  );
  return new Map(
    rows.map((r) => [
      r.question_id,
      {
        questionId: r.question_id,
        answer: r.answer,
        source: r.source,
        applicability: r.applicability,
        notApplicableReason: r.not_applicable_reason,
        evidence: typeof r.evidence === 'string' ? (JSON.parse(r.evidence) as EvidenceItem[]) : r.evidence,
      },
    ]),
  );
}

/**
 * Identifies what an assessment scores: the test type, each question's rubric and its answer. Two assessments
 * with the same fingerprint would give the same findings, so the second is refused rather than charged.
 */
export function answersFingerprint(testType: string, questions: readonly Question[], answers: Map<string, AnswerRow>): string {
  const hash = createHash('sha256').update(testType);
  for (const question of questions) {
    const a = answers.get(question.id);
    hash.update(
      JSON.stringify([question.id, question.rubric, a?.answer, a?.source, a?.applicability, a?.notApplicableReason, a?.evidence.map((e) => e.rubricKey)]),
    );
  }
  return hash.digest('hex');
}
