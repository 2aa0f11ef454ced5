import { apiRequest } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';
import type { Project } from '@/types/api';

export const getProject = (id: number): Promise<Project> => apiRequest<Project>(`/api/projects/${id}`);

export const useProject = (id: number) => useApiQuery(`project:${id}`, () => getProject(id));
