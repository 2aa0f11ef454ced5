import { apiRequest } from '@/lib/api-client';
import type { Project } from '@/types/api';

export interface CreateProjectInput {
  name: string;
  description: string;
  scope: string;
  /** YYYY-MM-DD. */
  targetDate: string | null;
}

export const createProject = (input: CreateProjectInput): Promise<Project> =>
  apiRequest<Project>('/api/projects', { method: 'POST', body: input });
