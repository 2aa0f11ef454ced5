import { apiRequest } from '@/lib/api-client';

export const deleteDocument = (id: number): Promise<void> => apiRequest<void>(`/api/documents/${id}`, { method: 'DELETE' });
