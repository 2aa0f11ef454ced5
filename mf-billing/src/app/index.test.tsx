import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { remotes } from '@gap/schema';
import { graphQLError, renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { packagesAnswer } from '@/testing/packages';
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
    const { link } = routeOperations({
      CreditPackages: packagesAnswer(),
      Credits: { data: { credits: { __typename: 'Credits', availableCredits: 0, credits: [] } } },
      CreatePaymentIntent: { errors: [graphQLError('unavailable', 'SERVICE_UNAVAILABLE')] },
    });
    renderWithProviders(<App />, { path, link });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // Let the page's first request settle inside the test.
    expect(await screen.findByText(title === 'Payment' ? 'The payment form is not available.' : 'No previous purchases')).toBeInTheDocument();
  });
});
