import { tokenStorageKey } from '@gap/schema';
import { paths } from '@/config/paths';

/** A non-ok answer from the REST facade. `message` follows SPEC 8: "<status>: <body text or status text>". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
    /** The `message` field of a JSON error body, when the server sent one. */
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

const messageOf = (body: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || undefined;
    }
  } catch {
    // Not JSON: there is no server message to show.
  }
  return undefined;
};

/** The server's message of a failed call, when it sent one. */
export const serverMessageOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.serverMessage : undefined);

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/**
 * This remote's own REST client (a remote never imports the shell's source): credentials, the stored bearer
 * token, JSON in and out. A 401 means the session is gone: the token is dropped and the browser goes to /login.
 */
export async function apiRequest<T>(path: string, { method = 'GET', body }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = window.localStorage.getItem(tokenStorageKey);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    if (response.status === 401) {
      window.localStorage.removeItem(tokenStorageKey);
      window.location.assign(paths.login);
    }
    throw new ApiError(response.status, text || response.statusText, messageOf(text));
  }
  return (await response.json()) as T;
}
