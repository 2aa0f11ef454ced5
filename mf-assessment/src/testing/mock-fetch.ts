import { jest } from '@jest/globals';

export interface MockCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: MockCall) => { status?: number; body?: unknown } | undefined;

/**
 * Replaces `fetch` with a router over `handlers` ("GET /api/projects" → answer); unmatched calls answer 404.
 * Returns the calls made, with JSON bodies parsed.
 */
export function mockFetch(handlers: Record<string, Handler | { status?: number; body?: unknown }>): MockCall[] {
  const calls: MockCall[] = [];
  const fetchMock = jest.fn(async (input: unknown, init?: { method?: string; body?: unknown }) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, url, body };
    calls.push(call);
    // The test-type selector mounted by the wizard loads its list; any test may override it.
    const handler = handlers[`${method} ${url}`] ?? (url === '/api/test-types' ? { body: ['Annex A'] } : undefined);
    const answer = (typeof handler === 'function' ? handler(call) : handler) ?? { status: 404, body: { message: 'Not found' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return calls;
}
