import type { GapAssessmentResult } from './gap-assessment.service.js';
import type { GapAssessment } from './gap-assessment.entity.js';
import type { GapFinding } from './gap-finding.entity.js';
import type { GapAssessmentSummaryType, GapFindingType } from './gap.types.js';

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
    evidenced: [...f.evidenced],
    missing: f.missing.map((m) => ({ ...m })),
    recommendation: f.recommendation,
    bestPractices: f.bestPractices,
    implementationGuidance: f.implementationGuidance,
    sources: f.sources.map((s) => ({ ...s })),
    answer: { text: f.answer, source: f.answerSource, evidence: f.evidence.map((e) => ({ ...e })) },
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
