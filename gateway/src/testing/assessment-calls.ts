import type { ApiClient, ApiResponse } from './http-client.js';

/** PUT /api/projects/{id}/test-type with the given body (usually `{ testType }`). */
export function putTestType(client: ApiClient, projectId: number | string, body: unknown): Promise<ApiResponse> {
  return client.request('PUT', `/api/projects/${projectId}/test-type`, body);
}
