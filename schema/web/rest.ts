import { ApiError, messageOfBody } from './errors';
import { authorizationHeader, endSession } from './session';

function failure(status: number, statusText: string, body: string): ApiError {
  if (status === 401) endSession();
  return new ApiError(status, body || statusText, messageOfBody(body));
}

/**
 * The one upload helper: POSTs one file as multipart field `field` to a REST facade path, with the bearer token.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress. `onProgress` gets the percent of bytes
 * sent; the server may still work on the file before it answers. Update the Apollo cache after it resolves.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  { field = 'file', onProgress }: { field?: string; onProgress?: (percent: number) => void } = {},
): Promise<T> {
  return uploadFiles<T>(path, [file], { field, onProgress });
}

/**
 * The same helper for an endpoint that takes several files in one request (the knowledge base's `files`):
 * every file under the one multipart field, so the server answers for the batch as a whole.
 */
export function uploadFiles<T>(
  path: string,
  files: readonly File[],
  { field = 'files', onProgress }: { field?: string; onProgress?: (percent: number) => void } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, xhr.statusText, xhr.responseText));
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiError(xhr.status, 'Invalid JSON answer', undefined));
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    const form = new FormData();
    for (const file of files) form.append(field, file, file.name);
    xhr.send(form);
  });
}

/** The plain `filename="..."` of a Content-Disposition header (not the UTF-8 `filename*`), if any. */
export const dispositionFileName = (header: string | null): string | undefined => /filename="([^"]+)"/.exec(header ?? '')?.[1];

/** GETs a REST facade path with the bearer token: the answer, or an ApiError for a failed status. */
async function getFile(path: string): Promise<Response> {
  const response = await fetch(path, { headers: authorizationHeader(), credentials: 'include' });
  if (!response.ok) throw failure(response.status, response.statusText, await response.text());
  return response;
}

/** The bytes of a file the REST facade serves, for a screen that shows it in the page (the PDF viewer). */
export async function fetchFileBytes(path: string): Promise<Uint8Array> {
  return new Uint8Array(await (await getFile(path)).arrayBuffer());
}

/**
 * The one download helper: GETs a REST facade path with the bearer token and saves the answer as `fileName`,
 * or under the name the server gives in Content-Disposition (e.g. the export's `{hash}.xlsx`).
 */
export async function downloadFile(path: string, fileName?: string): Promise<void> {
  const response = await getFile(path);
  const name = fileName ?? dispositionFileName(response.headers.get('content-disposition')) ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}
