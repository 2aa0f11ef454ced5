import { describe, expect, it } from '@jest/globals';
import { remotes } from '@gap/schema';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App, { routeElements } from '.';

const owned = remotes.find((remote) => remote.name === 'mf_knowledge')?.routes ?? [];

describe('mf_knowledge App', () => {
  it('renders a route for exactly the patterns @gap/schema assigns to this remote', () => {
    expect(Object.keys(routeElements).sort()).toEqual([...owned].sort());
  });

  it('/admin/knowledge-base shows the page title', () => {
    render(
      <MemoryRouter initialEntries={['/admin/knowledge-base']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Knowledge Base' })).toBeInTheDocument();
  });
});
