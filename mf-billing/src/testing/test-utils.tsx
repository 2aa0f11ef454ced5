import type { ReactElement } from 'react';
import { type OperationAnswer, renderWithProviders, routeOperations } from '@gap/schema/web/testing';

export type { OperationAnswer };

/** The answers of the last `mockOperations` (each test sets its own before rendering). */
let current = routeOperations({});

/** Answers GraphQL operations by name ('CreatePaymentIntent'); a function answer sees the variables sent. */
export function mockOperations(routes: Parameters<typeof routeOperations>[0]) {
  current = routeOperations(routes);
  return current;
}

/**
 * Renders `ui` for `route` (its pattern) at `path` with what the shell provides and the answers of the last
 * `mockOperations`; every other location renders a "Route {path}" marker.
 */
export const renderAtRoute = (ui: ReactElement, { route, path = route }: { route: string; path?: string }) =>
  renderWithProviders(ui, { route, path, link: current.link });
