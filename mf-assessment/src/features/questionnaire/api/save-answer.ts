import { apiRequest } from '@/lib/api-client';
import type { AssessmentAnswer } from '../types';

/** POST /api/projects/{id}/assessment-answers: saves (replaces) a question's manual answer. */
export const saveAnswer = (projectId: number, questionId: string, answer: string) =>
  apiRequest<AssessmentAnswer>(`/api/projects/${projectId}/assessment-answers`, {
    method: 'POST',
    body: { questionId, answer, source: 'manual' },
  });
