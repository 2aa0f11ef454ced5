import { apiRequest } from '@/lib/api-client';

/** The balance of GET /api/credits (the dashboard does not show the purchase list). */
export const getCreditBalance = async (): Promise<number> =>
  (await apiRequest<{ availableCredits: number }>('/api/credits')).availableCredits;
