import { apiRequest } from '@/lib/api-client';
import type { AuthPayload } from '@/types/api';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const register = (input: RegisterInput): Promise<AuthPayload> =>
  apiRequest<AuthPayload>('/api/auth/register', { method: 'POST', body: input });
