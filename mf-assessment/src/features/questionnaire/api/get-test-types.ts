import { useApiQuery } from './use-api-query';

/** GET /api/test-types: the named question sets a project can be assessed against. */
export const useTestTypes = () => useApiQuery<string[]>('/api/test-types');
