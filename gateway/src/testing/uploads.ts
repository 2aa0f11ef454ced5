import type { ApiClient, ApiResponse } from './http-client.js';

/** A multipart body with one file in `field`, as a browser's FormData upload sends it. */
export function fileForm(name: string, bytes: Buffer, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** REST upload: POST /api/projects/{id}/documents with the file in field 'file'. */
export function uploadDocument(client: ApiClient, projectId: number | string, name: string, bytes: Buffer): Promise<ApiResponse> {
  return client.post(`/api/projects/${projectId}/documents`, fileForm(name, bytes));
}

/** A GraphQL upload per the graphql-multipart-request spec: the file fills `variables.file`. */
export function gqlUpload(client: ApiClient, query: string, variables: Record<string, unknown>, name: string, bytes: Buffer): Promise<ApiResponse> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), name);
  return client.post('/graphql', form, { 'apollo-require-preflight': 'true' });
}
