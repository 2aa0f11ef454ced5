import { expect, type APIRequestContext } from '@playwright/test';
import { operationsManualPdf } from './policy-documents';

/** A project created over REST (the request context's baseURL is the product's origin); its id. */
export async function createProject(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.post('/api/projects', { headers: { Authorization: `Bearer ${token}` }, data: { name, description: 'Analysis journey', scope: 'HQ' } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { id: number }).id;
}

/** Long manuals uploaded over REST, so a run lasts long enough to watch, reload, cancel or interrupt. Returns their ids. */
export async function uploadManuals(request: APIRequestContext, token: string, projectId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await request.post(`/api/projects/${projectId}/documents`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: `operations-manual-${i}.pdf`, mimeType: 'application/pdf', buffer: await operationsManualPdf(100, i) } },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}
