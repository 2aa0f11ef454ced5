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
    evidenced: p.json<string[]>(),
    missing: p.json<MissingRequirement[]>(),
    recommendation: p.text(),
    bestPractices: p.text(),
    implementationGuidance: p.text(),
    sources: p.json<FindingSource[]>(),
    answer: p.text(),
    answerSource: p.string().length(10).$type<'manual' | 'ai'>(),
    evidence: p.json<EvidenceItem[]>(),
    /** The implementation status the person stated when it was scored; null for answers without one. */
    answerStatus: p.string().length(30).$type<AnswerStatus>().nullable(),
  },
});

export class GapFinding extends GapFindingSchema.class {}
GapFindingSchema.setClass(GapFinding);
