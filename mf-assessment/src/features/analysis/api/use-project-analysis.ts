import { useQuery } from '@apollo/client/react';
import { ProjectAnalysisDocument } from '@gap/schema/graphql';

/** The project's analysis allowance and its latest run (to reattach to one still running after a reload). */
export const useProjectAnalysis = (projectId: string) =>
  useQuery(ProjectAnalysisDocument, { variables: { projectId }, fetchPolicy: 'network-only' });
