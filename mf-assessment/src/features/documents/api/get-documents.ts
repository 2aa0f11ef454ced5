import { apiRequest } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';
import type { ProjectDocument } from '@/types/api';

export const getDocuments = (projectId: number): Promise<ProjectDocument[]> =>
  apiRequest<ProjectDocument[]>(`/api/projects/${projectId}/documents`);

export const useDocuments = (projectId: number) => useApiQuery(`documents:${projectId}`, () => getDocuments(projectId));
