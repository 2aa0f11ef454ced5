import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app navigated to, query string included. */
function LocationMarker() {
  const { pathname, search } = useLocation();
  return <p>Route {pathname + search}</p>;
}

/**
 * Renders `ui` for `route` (its pattern) at `path` inside the antd App context the shell provides; every other
 * location renders a "Route {path}" marker.
 */
export function renderAtRoute(ui: ReactElement, { route, path = route }: { route: string; path?: string }) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<LocationMarker />} />
        </Routes>
      </MemoryRouter>
    </AntdApp>,
  );
}

type FetchMock = jest.Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

const responseOf = ({ status = 200, body }: MockAnswer): Response => {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    headers: new Headers(text ? { 'Content-Type': 'application/json' } : {}),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
};

/**
 * Replaces fetch (jsdom has none) with a stub that answers by "METHOD path" (e.g. 'GET /api/credits'); a
 * function answer sees the parsed JSON body. Unrouted calls fail like a dead network.
 */
export function mockApi(routes: Record<string, MockAnswer | ((body: unknown) => MockAnswer | Promise<MockAnswer>)>): FetchMock {
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (!answer) throw new TypeError(`Failed to fetch (${key} is not mocked)`);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    return responseOf(typeof answer === 'function' ? await answer(body) : answer);
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** The calls made to `key` ('METHOD path'), as parsed JSON bodies. */
export const callsTo = (fetchMock: FetchMock, key: string): unknown[] =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
