import type { ReactElement } from 'react';
import { type GraphQLMock, renderWithProviders } from '@gap/schema/web/testing';

export { mockFetchFailure, mockFetchResponse } from '@gap/schema/web/testing';

/** Renders `ui` at `path` with the shell's providers (GraphQL answers from `mocks`); other routes render their name. */
export const renderAtRoute = (ui: ReactElement, { path = '/', mocks = [] }: { path?: string; mocks?: readonly GraphQLMock[] } = {}) =>
  renderWithProviders(ui, { path, route: path, mocks });
