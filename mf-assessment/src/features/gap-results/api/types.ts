import type { GapResultsQuery } from '@gap/schema/graphql';

export type Finding = GapResultsQuery['gapFindings'][number];
export type AssessmentSummary = GapResultsQuery['gapAssessments'][number];
export type RiskFilter = 'all' | 'high' | 'medium' | 'low';
