import { expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gap/schema/web/testing';
import { DemoCardForm } from './demo-card-form';

it('names each test card copy button after the card it copies', async () => {
  renderWithProviders(<DemoCardForm amount={4900} paying={false} onPay={jest.fn()} onCancel={jest.fn()} />);
  for (const name of ['Copy the card that succeeds', 'Copy the card that is declined', 'Copy the card that has insufficient funds']) {
    expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  }
  expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
});
