import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

/** A question a person excluded, as it stood when the assessment ran (the Statement of Applicability's exclusions). */
export interface ExcludedQuestion {
  questionId: string;
  controlRef: string;
  title: string;
  reason: string;
}

/**
 * One paid gap assessment of a project: its risk counts, average compliance and exclusions. Every run is
 * kept (history); the project's latest one is the current report.
 */
export const GapAssessmentSchema = defineEntity({
  name: 'GapAssessment',
  tableName: 'gap_assessments',
  indexes: [{ name: 'gap_assessments_project_idx', expression: 'create index "gap_assessments_project_idx" on "gap_assessments" ("project_id", "created_at" desc, "id" desc)' }],
  checks: [
    { name: 'gap_assessments_average_compliance_check', expression: '"average_compliance"::numeric >= 0 and "average_compliance"::numeric <= 1' },
    { name: 'gap_assessments_high_risk_check', expression: 'high_risk >= 0' },
    { name: 'gap_assessments_low_risk_check', expression: 'low_risk >= 0' },
    { name: 'gap_assessments_medium_risk_check', expression: 'medium_risk >= 0' },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    testType: p.string().length(100),
    bankVersion: p.string().length(32),
    highRisk: p.integer(),
    mediumRisk: p.integer(),
    lowRisk: p.integer(),
    /** Mean compliance level of the findings (0-1); 0 when every question was excluded. */
    averageCompliance: p.float(),
    notApplicable: p.json<ExcludedQuestion[]>().defaultRaw(`'[]'`),
    /** Hash of the answers assessed: the same answers are not charged twice. */
    answersFingerprint: p.string().length(64),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class GapAssessment extends GapAssessmentSchema.class {}
GapAssessmentSchema.setClass(GapAssessment);
