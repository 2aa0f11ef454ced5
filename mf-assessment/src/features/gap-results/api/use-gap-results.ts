import { useQuery } from '@apollo/client/react';
import { GapResultsDocument } from '@gap/schema/graphql';

/** The project, its assessment history and the findings of the chosen (default: latest) assessment. */
export function useGapResults(projectId: string, assessmentId: string | null) {
  return useQuery(GapResultsDocument, {
    variables: { projectId, assessmentId },
    // A new assessment must show at once after "Run Gap Assessment"; earlier ones never change.
    fetchPolicy: assessmentId ? 'cache-first' : 'cache-and-network',
  });
}
