import type { Em } from '../../db/orm.js';
import type { Applicability } from '../answers/answer.entity.js';
import type { EvidenceItem } from '../answers/evidence-item.js';
import type { AnswerRow } from './answer-rows.js';

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
