import type { Question } from '../questions/question.entity.js';
import type { AnswerRow } from './answer-rows.js';
import type { ExcludedQuestion } from './gap-assessment.entity.js';
import type { FindingSource } from './gap-finding.entity.js';
import type { RiskLevel } from './scoring/risk-matrix.js';
import { scoreAnswer, type AnswerScore } from './scoring/score-answer.js';

/** A finding scored and ready to store. */
export interface FindingDraft extends AnswerScore {
  question: Question;
  sortOrder: number;
  answer: AnswerRow;
  sources: FindingSource[];
}

export interface AssessmentPlan {
  unanswered: number;
  findings: FindingDraft[];
  excluded: ExcludedQuestion[];
  counts: Record<RiskLevel, number>;
  averageCompliance: number;
}

/** Scores every answered, applicable question of the test type; not-applicable ones become exclusions. */
export function planAssessment(questions: readonly Question[], answers: Map<string, AnswerRow>): AssessmentPlan {
  const findings: FindingDraft[] = [];
  const excluded: ExcludedQuestion[] = [];
  let unanswered = 0;
  for (const question of questions) {
    const answer = answers.get(question.id);
    if (!answer) unanswered++;
    else if (answer.applicability === 'not_applicable') {
      excluded.push({ questionId: question.id, controlRef: question.controlRef, title: question.title, reason: answer.notApplicableReason ?? '' });
    } else {
      findings.push({ ...scoreAnswer(question, answer), question, sortOrder: question.sortOrder, answer, sources: [] });
    }
  }
  const counts: Record<RiskLevel, number> = { high: 0, medium: 0, low: 0 };
  for (const f of findings) counts[f.riskLevel]++;
  const mean = findings.length ? findings.reduce((sum, f) => sum + f.complianceLevel, 0) / findings.length : 0;
  return { unanswered, findings, excluded, counts, averageCompliance: Math.round(mean * 1000) / 1000 };
}
