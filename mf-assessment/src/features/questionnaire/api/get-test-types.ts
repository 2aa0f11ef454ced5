import { useApiGet } from '@/lib/use-api-query';

/** GET /api/test-types: the named question sets a project can be assessed against. */
export const useTestTypes = () => useApiGet<string[]>('/api/test-types');
