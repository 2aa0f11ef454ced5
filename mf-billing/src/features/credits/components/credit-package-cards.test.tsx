import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { packagesAnswer, soldPackages } from '@/testing/packages';
import { mockOperations, renderAtRoute } from '@/testing/test-utils';
import { CreditPackageCards } from './credit-package-cards';

const renderCards = async (answer = packagesAnswer()) => {
  mockOperations({ CreditPackages: answer });
  renderAtRoute(<CreditPackageCards />, { route: '/assessment-credits' });
  await screen.findByLabelText('5-Pack');
};

describe('CreditPackageCards', () => {
  it.each([
    ['Single Assessment', '1 credit', '$99', undefined],
    ['5-Pack', '5 credits', '$399', 'Save 20%'],
    ['10-Pack', '10 credits', '$749', 'Save 25%'],
  ])('shows %s from the server\'s packages', async (name, credits, price, savings) => {
    await renderCards();
    const card = within(screen.getByLabelText(name));
    expect(card.getByText(credits)).toBeInTheDocument();
    expect(card.getByText(price)).toBeInTheDocument();
    if (savings) expect(card.getByText(savings)).toBeInTheDocument();
    else expect(card.queryByText(/Save/)).not.toBeInTheDocument();
  });

  it('marks only the 5-Pack as popular', async () => {
    await renderCards();
    expect(screen.getAllByText('POPULAR')).toHaveLength(1);
    expect(within(screen.getByLabelText('5-Pack')).getByText('POPULAR')).toBeInTheDocument();
  });

  it.each([
    ['Single Assessment', '/payment?package=single&amount=99&quantity=1'],
    ['5-Pack', '/payment?package=five_pack&amount=399&quantity=5'],
    ['10-Pack', '/payment?package=ten_pack&amount=749&quantity=10'],
  ])('%s Purchase opens %s', async (name, target) => {
    await renderCards();
    await userEvent.setup({ delay: null }).click(within(screen.getByLabelText(name)).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText(`Route ${target}`)).toBeInTheDocument();
  });

  it('shows a price changed on the server, and links to it', async () => {
    await renderCards(packagesAnswer(soldPackages.map((p) => (p.id === 'ten_pack' ? { ...p, price: 699, priceCents: 69900 } : p))));
    expect(within(screen.getByLabelText('10-Pack')).getByText('$699')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(screen.getByLabelText('10-Pack')).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Route /payment?package=ten_pack&amount=699&quantity=10')).toBeInTheDocument();
  });

  it('shows loading, then an error with Retry when the packages cannot be loaded', async () => {
    mockOperations({ CreditPackages: { errors: [{ message: 'Service unavailable' }] } });
    renderAtRoute(<CreditPackageCards />, { route: '/assessment-credits' });
    expect(screen.getByLabelText('Loading credit packages')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the credit packages')).toBeInTheDocument();
    expect(screen.getByText('Retry')).toBeInTheDocument();
  });
});
