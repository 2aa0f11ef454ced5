import type { Em } from '../../db/orm.js';
import type { StoredElementState } from '../answers/answer-elements.js';
import type { Applicability } from '../answers/answer.entity.js';
import type { EvidenceItem } from '../answers/evidence-item.js';
import type { AnswerRow } from './answer-rows.js';

interface RawAnswerRow {
  question_id: string;
  answer: string;
  source: 'manual' | 'ai';
  engine: string | null;
  applicability: Applicability;
  not_applicable_reason: string | null;
  evidence: EvidenceItem[] | string;
  status: AnswerRow['status'];
  elements: StoredElementState[] | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export async function readAnswerRows(em: Em, projectId: number): Promise<Map<string, AnswerRow>> {
  const rows = await em.execute<RawAnswerRow[]>(
    `select "question_id", "answer", "source", "engine", "applicability", "not_applicable_reason", "evidence", "status", "elements"
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
        engine: r.engine ?? null,
        applicability: r.applicability,
        notApplicableReason: r.not_applicable_reason,
        evidence: json(r.evidence),
        status: r.status,
        elements: json(r.elements).map(({ rubricKey, state }) => ({ rubricKey, state })),
      },
    ]),
  );
}
