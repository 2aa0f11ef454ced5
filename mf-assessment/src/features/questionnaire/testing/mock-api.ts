import { jest } from '@jest/globals';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: { method: string; url: string; body: unknown }) => MockResponse | Promise<MockResponse>;

export type ApiMock = jest.Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

const responseOf = ({ status = 200, body }: MockResponse): Response => {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
};

/**
 * Replaces fetch (jsdom has none) with routes keyed "METHOD path" (path without the query string); an unknown
 * route answers 404.
 */
export function mockApi(routes: Record<string, MockResponse | Handler>): ApiMock {
  const fetchMock: ApiMock = jest.fn(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.split('?')[0]}`];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (!route) return responseOf({ status: 404, body: { message: 'Not found' } });
    return responseOf(typeof route === 'function' ? await route({ method, url, body }) : route);
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** The calls made with `method` to `path`. */
export const callsTo = (fetchMock: ApiMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path);
