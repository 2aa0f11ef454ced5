import { apiRequest } from '@/lib/api-client';
import type { AuthPayload } from '@/types/api';

export interface LoginInput {
  username: string;
  password: string;
}

export const login = (input: LoginInput): Promise<AuthPayload> =>
  apiRequest<AuthPayload>('/api/auth/login', { method: 'POST', body: input });
