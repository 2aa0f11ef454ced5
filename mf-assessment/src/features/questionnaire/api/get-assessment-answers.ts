import type { QuestionnaireItem } from '../types';
import { useApiQuery } from './use-api-query';

/** GET /api/projects/{id}/assessment-answers?testType=…: the questionnaire, questions in bank order. */
export const useAssessmentAnswers = (projectId: number, testType: string) =>
  useApiQuery<QuestionnaireItem[]>(
    `/api/projects/${projectId}/assessment-answers?${new URLSearchParams({ testType }).toString()}`,
  );
