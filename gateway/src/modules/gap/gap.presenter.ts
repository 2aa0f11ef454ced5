import type { GapAssessment } from './gap-assessment.entity.js';
import type { GapAssessmentResult, GapPreview } from './gap-assessment.service.js';
import type { GapFinding } from './gap-finding.entity.js';
import type { AnswerProjectionType, GapPreviewType } from './gap-preview.types.js';
import type { GapAssessmentSummaryType, GapFindingType } from './gap.types.js';
import { gapBand } from './scoring/risk-matrix.js';
import type { AnswerScore } from './scoring/score-answer.js';

/** DESIGN 5 finding shape, plus the assessment, the evidenced elements and the assessed answer. */
export function presentFinding(f: GapFinding): GapFindingType {
  return {
    id: f.id,
    assessmentId: f.assessment.id,
    questionId: f.question.id,
    question: { controlRef: f.controlRef, title: f.title, category: f.category },
    finding: f.finding,
    riskLevel: f.riskLevel,
    complianceLevel: f.complianceLevel,
    compliant: f.compliant,
    gapBand: gapBand(f.complianceLevel, f.compliant),
    evidenced: [...f.evidenced],
    missing: f.missing.map((m) => ({ ...m })),
    recommendation: f.recommendation,
    bestPractices: f.bestPractices,
    implementationGuidance: f.implementationGuidance,
    sources: f.sources.map((s) => ({ ...s })),
    answer: { text: f.answer, source: f.answerSource, engine: f.answerEngine ?? null, status: f.answerStatus ?? null, evidence: f.evidence.map((e) => ({ ...e })) },
  };
}

export function presentAssessmentSummary(a: GapAssessment): GapAssessmentSummaryType {
  return {
    assessmentId: a.id,
    createdAt: a.createdAt,
    testType: a.testType,
    highRisk: a.highRisk,
    mediumRisk: a.mediumRisk,
    lowRisk: a.lowRisk,
    averageCompliance: a.averageCompliance,
    notApplicable: a.notApplicable.length,
  };
}

export function presentResult(r: GapAssessmentResult): GapAssessmentResult {
  return { assessmentId: r.assessmentId, findings: r.findings, highRisk: r.highRisk, mediumRisk: r.mediumRisk, lowRisk: r.lowRisk };
}

export function presentProjection(score: AnswerScore): AnswerProjectionType {
  return { complianceLevel: score.complianceLevel, compliant: score.compliant, riskLevel: score.riskLevel, missing: score.missing.map((m) => ({ ...m })) };
}

export function presentPreview({ plan, currentAssessmentId }: GapPreview): GapPreviewType {
  return {
    highRisk: plan.counts.high,
    mediumRisk: plan.counts.medium,
    lowRisk: plan.counts.low,
    averageCompliance: plan.averageCompliance,
    unanswered: plan.unanswered,
    currentAssessmentId,
    questions: plan.findings.map((f) => ({ questionId: f.question.id, ...presentProjection(f) })),
  };
}
