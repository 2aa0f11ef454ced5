/** Answer of POST /api/auth/login and /api/auth/register. */
export interface AuthPayload {
  token: string;
}
