import type { Question } from '../types';
import { useApiGet } from '@/lib/use-api-query';

/** GET /api/questions/{testType}; nothing while no test type is chosen. */
export const useQuestions = (testType: string | null) =>
  useApiGet<Question[]>(testType ? `/api/questions/${encodeURIComponent(testType)}` : null);
