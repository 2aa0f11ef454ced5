import { defineEntity, p } from '@mikro-orm/core';
import type { AnswerStatus } from '@gap/schema';
import type { EvidenceItem } from '../answers/evidence-item.js';
import { Question } from '../questions/question.entity.js';
import { GapAssessment } from './gap-assessment.entity.js';
import type { RiskLevel } from './scoring/risk-matrix.js';

export interface MissingRequirement {
  rubricKey: string;
  requirement: string;
  mustHave: boolean;
}

export interface FindingSource {
  title: string;
  url: string;
  section: string | null;
}

/**
 * One scored question of an assessment. The question's reference, title and category and the answer with its
 * evidence are copied as they stood, so an earlier assessment still reads the same after answers change.
 */
export const GapFindingSchema = defineEntity({
  name: 'GapFinding',
  tableName: 'gap_findings',
  indexes: [{ name: 'gap_findings_assessment_idx', properties: ['assessment', 'sortOrder'] }],
  checks: [
    { name: 'gap_findings_answer_source_check', expression: "answer_source in ('manual', 'ai')" },
    { name: 'gap_findings_compliance_level_check', expression: '"compliance_level"::numeric >= 0 and "compliance_level"::numeric <= 1' },
    { name: 'gap_findings_risk_level_check', expression: "risk_level in ('high', 'medium', 'low')" },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    assessment: () => p.manyToOne(GapAssessment).deleteRule('cascade'),
    question: () => p.manyToOne(Question),
    controlRef: p.string().length(20),
    title: p.string().length(255),
    category: p.string().length(100),
    sortOrder: p.integer(),
    finding: p.text(),
    riskLevel: p.string().length(10).$type<RiskLevel>(),
    complianceLevel: p.float(),
    compliant: p.boolean(),
    evidenced: p.json<string[]>().defaultRaw(`'[]'`),
    missing: p.json<MissingRequirement[]>().defaultRaw(`'[]'`),
    recommendation: p.text(),
    bestPractices: p.text(),
    implementationGuidance: p.text(),
    sources: p.json<FindingSource[]>().defaultRaw(`'[]'`),
    answer: p.text(),
    answerSource: p.string().length(10).$type<'manual' | 'ai'>(),
    /** The engine that wrote an AI answer (`openai:<model>` or `offline`) when it was scored; null otherwise. */
    answerEngine: p.string().length(100).nullable(),
    evidence: p.json<EvidenceItem[]>().defaultRaw(`'[]'`),
    /** The implementation status the person stated when it was scored; null for answers without one. */
    answerStatus: p.string().length(30).$type<AnswerStatus>().nullable(),
  },
});

export class GapFinding extends GapFindingSchema.class {}
GapFindingSchema.setClass(GapFinding);
