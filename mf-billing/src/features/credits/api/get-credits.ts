import { apiRequest } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** One purchase of the credits history (GET /api/credits), newest first. */
export interface CreditPurchase {
  id: number;
  createdAt: string;
  quantity: number;
  remaining: number;
}

export interface CreditsSummary {
  availableCredits: number;
  credits: CreditPurchase[];
}

export const getCredits = (): Promise<CreditsSummary> => apiRequest<CreditsSummary>('/api/credits');

export const useCredits = () => useApiQuery(getCredits);
