import { createHash } from 'node:crypto';
import type { AnswerStatus } from '@gap/schema';
import type { StoredElementState } from '../answers/answer-elements.js';
import type { Applicability } from '../answers/answer.entity.js';
import type { EvidenceItem } from '../answers/evidence-item.js';
import type { Question } from '../questions/question.entity.js';

/** A stored answer as the assessment reads it (plain rows: read before and again inside the transaction). */
export interface AnswerRow {
  questionId: string;
  answer: string;
  source: 'manual' | 'ai';
  /** AI answers: the engine that wrote it (`openai:<model>` or `offline`); null otherwise. */
  engine: string | null;
  applicability: Applicability;
  notApplicableReason: string | null;
  evidence: EvidenceItem[];
  status: AnswerStatus | null;
  elements: StoredElementState[];
}

/**
 * Identifies what an assessment scores: the test type, each question's rubric and its answer (text, status, element states). Two assessments
 * with the same fingerprint would give the same findings, so the second is refused rather than charged.
 */
export function answersFingerprint(testType: string, questions: readonly Question[], answers: Map<string, AnswerRow>): string {
  const hash = createHash('sha256').update(testType);
  for (const question of questions) {
    const a = answers.get(question.id);
    hash.update(
      JSON.stringify([question.id, question.rubric, a?.answer, a?.source, a?.applicability, a?.notApplicableReason, a?.evidence.map((e) => e.rubricKey), a?.status, a?.elements.map((e) => [e.rubricKey, e.state])]),
    );
  }
  return hash.digest('hex');
}
