import type { ApiClient, ApiResponse } from '../../../testing/http-client.js';

export function knowledgeForm(files: { name: string; content: string | Buffer }[], field = 'files'): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)]), file.name);
  return form;
}

export function uploadKnowledge(client: ApiClient, files: { name: string; content: string | Buffer }[], field = 'files'): Promise<ApiResponse> {
  return client.post('/api/knowledge/upload', knowledgeForm(files, field));
}

export async function knowledgeStats(client: ApiClient) {
  return (await client.get('/api/knowledge/stats')).body as { totalChunks: number; uniqueUrls: number; lastUpdated: string | null; engine: string };
}
