import { jest } from '@jest/globals';

export type FetchMock = jest.Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Replaces fetch (jsdom has none) with a stub answering `status` and a JSON (or empty) body, for a real client. */
export function mockFetchResponse(status: number, body?: unknown): FetchMock {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    headers: new Headers(text ? { 'Content-Type': 'application/json' } : {}),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
  const fetchMock: FetchMock = jest.fn(async () => response);
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** Replaces fetch with a stub whose request fails (network error). */
export function mockFetchFailure(error = new TypeError('Failed to fetch')): FetchMock {
  const fetchMock: FetchMock = jest.fn(async () => {
    throw error;
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}
