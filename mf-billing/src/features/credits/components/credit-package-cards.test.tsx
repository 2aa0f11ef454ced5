import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoute } from '@/testing/test-utils';
import { CreditPackageCards } from './credit-package-cards';

const renderCards = () => renderAtRoute(<CreditPackageCards />, { route: '/assessment-credits' });

describe('CreditPackageCards', () => {
  it.each([
    ['Single Assessment', '1 credit', '$99', undefined],
    ['5-Pack', '5 credits', '$399', 'Save 20%'],
    ['10-Pack', '10 credits', '$749', 'Save 25%'],
  ])('shows %s from the shared package table', (name, credits, price, savings) => {
    renderCards();
    const card = within(screen.getByLabelText(name));
    expect(card.getByText(credits)).toBeInTheDocument();
    expect(card.getByText(price)).toBeInTheDocument();
    if (savings) expect(card.getByText(savings)).toBeInTheDocument();
    else expect(card.queryByText(/Save/)).not.toBeInTheDocument();
  });

  it('marks only the 5-Pack as popular', () => {
    renderCards();
    expect(screen.getAllByText('POPULAR')).toHaveLength(1);
    expect(within(screen.getByLabelText('5-Pack')).getByText('POPULAR')).toBeInTheDocument();
  });

  it.each([
    ['Single Assessment', '/payment?package=single&amount=99&quantity=1'],
    ['5-Pack', '/payment?package=five_pack&amount=399&quantity=5'],
    ['10-Pack', '/payment?package=ten_pack&amount=749&quantity=10'],
  ])('%s Purchase opens %s', async (name, target) => {
    renderCards();
    await userEvent.setup({ delay: null }).click(within(screen.getByLabelText(name)).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText(`Route ${target}`)).toBeInTheDocument();
  });
});
