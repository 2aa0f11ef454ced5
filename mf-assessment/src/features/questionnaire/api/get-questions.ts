import type { Question } from '../types';
import { useApiQuery } from './use-api-query';

/** GET /api/questions/{testType}; nothing while no test type is chosen. */
export const useQuestions = (testType: string | null) =>
  useApiQuery<Question[]>(testType ? `/api/questions/${encodeURIComponent(testType)}` : null);
