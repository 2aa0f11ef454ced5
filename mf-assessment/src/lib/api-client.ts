import { tokenStorageKey } from '@gap/schema';

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

/** The server's own message for a toast, else the given default (SPEC 8). */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;

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

const getToken = (): string | null => window.localStorage.getItem(tokenStorageKey);

/** A rejected token ends the session: the shell's guard then shows /login (SPEC 4, Authentication). */
function endSession(): void {
  window.localStorage.removeItem(tokenStorageKey);
  window.location.assign('/login');
}

function toError(status: number, statusText: string, text: string): ApiError {
  if (status === 401) endSession();
  return new ApiError(status, text || statusText, messageOf(text));
}

const authHeaders = (): Record<string, string> => {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** Calls the REST facade with credentials and the stored bearer token; parses the JSON answer (none for 204). */
export async function apiRequest<T>(path: string, { method = 'GET', body }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw toError(response.status, response.statusText, await response.text());
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * POSTs one file as multipart field `field`. XMLHttpRequest rather than fetch: fetch reports no upload progress.
 * `onProgress` gets the percent of bytes sent; the server then still parses the file before it answers.
 */
export function apiUpload<T>(path: string, file: File, { field = 'file', onProgress }: { field?: string; onProgress?: (percent: number) => void } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError(xhr.status, 'Invalid JSON answer', undefined));
        }
      } else {
        reject(toError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
