import { ApolloLink, type ApolloCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { GraphQLError } from 'graphql';
import type { ReactElement } from 'react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { createCache } from '../apollo/create-apollo-client';

export type GraphQLMock = MockLink.MockedResponse;

/** Shows where the app navigated to ('Route /login', query string included). */
function LocationMarker() {
  const { pathname, search } = useLocation();
  return <p>Route {pathname + search}</p>;
}

interface RenderOptions {
  /** The GraphQL answers, in the order they may be asked (each answers once unless `maxUsageCount` says more). */
  mocks?: readonly GraphQLMock[];
  /** The location to start at. */
  path?: string;
  /** The route pattern `ui` is mounted on; every other location renders a "Route {path}" marker. Without it, `ui` renders as is. */
  route?: string;
  /** A cache to inspect or prefill; by default a fresh one with the product's type policies. */
  cache?: ApolloCache;
  /** Answers from a link instead of `mocks` (see `routeOperations`). */
  link?: ApolloLink;
  /**
   * Subscriptions go here (a MockSubscriptionLink: the test pushes events with `simulateResult`; or a split of
   * several); queries and mutations to `mocks`.
   */
  subscriptions?: ApolloLink;
}

/**
 * Renders `ui` inside what the shell gives a remote: the Apollo cache with the product's type policies (answers
 * from `mocks`), antd's App (toasts) and a router. The one render helper of every microfrontend's tests.
 */
export function renderWithProviders(ui: ReactElement, { mocks = [], path = '/', route, cache = createCache(), link, subscriptions }: RenderOptions = {}) {
  const transport = subscriptions
    ? ApolloLink.split((operation) => operation.operationType === 'subscription', subscriptions, link ?? new MockLink(mocks, { defaultOptions: { delay: 0 } }))
    : link;
  // A data router, as the shell's: screens may block a navigation (useBlocker) while work is unsaved.
  const element = route ? (
    <Routes>
      <Route path={route} element={ui} />
      <Route path="*" element={<LocationMarker />} />
    </Routes>
  ) : (
    ui
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = render(
    <MockedProvider mocks={mocks} cache={cache} link={transport} mockLinkDefaultOptions={{ delay: 0 }}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </MockedProvider>,
  );
  return { ...result, cache, router };
}

/** A GraphQL error answer with `extensions.code`, as the gateway sends it. */
export const graphQLError = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

export { MockSubscriptionLink };
export { type FetchMock, mockFetchFailure, mockFetchResponse } from './fetch';
export { type OperationAnswer, type OperationCall, routeOperations } from './operation-link';
export { setViewportWidth } from './viewport';
export { buildActivity, buildActivityPage } from './build-activity';
export { buildMe } from './build-me';
