import { apiRequest } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';
import type { Project } from '@/types/api';

export const getProjects = (): Promise<Project[]> => apiRequest<Project[]>('/api/projects');

export const useProjects = () => useApiQuery('projects', getProjects);
