import { useQuery } from '@apollo/client/react';
import { AssessmentAnswersDocument } from '@gap/schema/graphql';

/** The questionnaire: the test type's questions in bank order with the project's answers. */
export const useAssessmentAnswers = (projectId: string, testType: string) =>
  useQuery(AssessmentAnswersDocument, { variables: { projectId, testType } });
