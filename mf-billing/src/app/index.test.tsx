import { describe, expect, it } from '@jest/globals';
import { remotes } from '@gap/schema';
import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { mockApi } from '@/testing/test-utils';
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
  ])('%s shows the page title', async (path, title) => {
    mockApi({
      'GET /api/credits': { body: { availableCredits: 0, credits: [] } },
      'POST /api/create-payment-intent': { status: 503, body: { message: 'unavailable' } },
    });
    render(
      <AntdApp>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </AntdApp>,
    );
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    // Let the page's first request settle inside the test.
    expect(await screen.findByText(title === 'Payment' ? 'Payment could not be started' : 'No previous purchases')).toBeInTheDocument();
  });
});
