import { apiRequest } from '@/lib/api-client';

/** PUT /api/projects/{id}/test-type: stores the project's test type. */
export const setProjectTestType = (projectId: number, testType: string) =>
  apiRequest<unknown>(`/api/projects/${projectId}/test-type`, { method: 'PUT', body: { testType } });
