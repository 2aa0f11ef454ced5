import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { remotes } from '@gap/schema';
import { buildMe, renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import App, { routeElements } from '.';

const owned = remotes.find((remote) => remote.name === 'mf_knowledge')?.routes ?? [];

describe('mf_knowledge App', () => {
  it('renders a route for exactly the patterns @gap/schema assigns to this remote', () => {
    expect(Object.keys(routeElements).sort()).toEqual([...owned].sort());
  });

  it('/admin/knowledge-base shows the page title', () => {
    const { link } = routeOperations({ Me: { data: { me: buildMe() } } });
    renderWithProviders(<App />, { path: '/admin/knowledge-base', link });
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeInTheDocument();
  });
});
