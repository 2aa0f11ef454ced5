import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import AntdApp from 'antd/es/app';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders `ui` at `path` with the app's antd App context; other routes render their name as a marker. */
export function renderAtRoute(ui: ReactElement, { path = '/', markers = ['/login', '/dashboard'] } = {}) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          {markers
            .filter((marker) => marker !== path)
            .map((marker) => (
              <Route key={marker} path={marker} element={<p>Route {marker}</p>} />
            ))}
        </Routes>
      </MemoryRouter>
    </AntdApp>,
  );
}

type FetchMock = jest.Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Replaces fetch (jsdom has none) with a stub answering `status` and a JSON (or empty) body. */
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
