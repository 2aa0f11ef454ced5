import type { QuestionnaireItem } from '../types';
import { useApiGet } from '@/lib/use-api-query';

/** GET /api/projects/{id}/assessment-answers?testType=…: the questionnaire, questions in bank order. */
export const useAssessmentAnswers = (projectId: number, testType: string) =>
  useApiGet<QuestionnaireItem[]>(
    `/api/projects/${projectId}/assessment-answers?${new URLSearchParams({ testType }).toString()}`,
  );
