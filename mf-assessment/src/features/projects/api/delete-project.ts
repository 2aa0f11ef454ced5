import { apiRequest } from '@/lib/api-client';

export const deleteProject = (id: number): Promise<void> => apiRequest<void>(`/api/projects/${id}`, { method: 'DELETE' });
