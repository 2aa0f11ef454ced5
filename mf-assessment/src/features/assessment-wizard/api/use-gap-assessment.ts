import { useMutation, useQuery } from '@apollo/client/react';
import { GapAssessmentCreditsDocument, GapPreviewDocument, RunGapAssessmentDocument } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields } from '@gap/schema/web';

/** The signed-in user's credits, read fresh: another tab may have bought or spent one. */
export const useGapAssessmentCredits = () => useQuery(GapAssessmentCreditsDocument, { fetchPolicy: 'network-only' });

/** The free preview of the paid result, read fresh: answers change in the questionnaire tab. */
export const useGapPreview = (projectId: string) => useQuery(GapPreviewDocument, { variables: { projectId }, fetchPolicy: 'network-only' });

/**
 * Runs the paid gap assessment. A credit was spent, the project completed and a new assessment exists:
 * credits, project summaries and the gap results are fetched again where shown.
 */
export const useRunGapAssessment = () =>
  useMutation(RunGapAssessmentDocument, {
    update: (cache) => evictRootFields(cache, [...projectSummaryFields, 'project', 'credits', 'gapAssessments', 'gapFindings', 'gapPreview']),
  });
