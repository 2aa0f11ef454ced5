import { describe, expect, it } from '@jest/globals';
import { remotes } from '@gap/schema';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App, { routeElements } from '.';

const owned = remotes.find((remote) => remote.name === 'mf_billing')?.routes ?? [];

describe('mf_billing App', () => {
  it('renders a route for exactly the patterns @gap/schema assigns to this remote', () => {
    expect(Object.keys(routeElements).sort()).toEqual([...owned].sort());
  });

  it.each([
    ['/assessment-credits', 'Assessment Credits'],
    ['/payment', 'Payment'],
    ['/payment?package=five_pack&amount=399&quantity=5', 'Payment'],
  ])('%s shows the page title', (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });
});
