import { getToken } from './auth-token';

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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** Calls the REST facade with credentials and the stored bearer token; parses the JSON answer. */
export async function apiRequest<T>(path: string, { method = 'GET', body }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
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
    throw new ApiError(response.status, text || response.statusText, messageOf(text));
  }
  return (await response.json()) as T;
}
