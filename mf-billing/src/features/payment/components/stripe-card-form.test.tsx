import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ChargeOutcome } from '../hooks/use-payment-flow';

// any: a stand-in for Stripe's overloaded confirmPayment.
const confirmPayment: jest.Mock<any> = jest.fn();

// Stripe.js cannot load in jsdom: the Elements provider and hooks are replaced by a stand-in.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(() => Promise.resolve({})) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

// eslint-disable-next-line import-x/first -- the mocked module is declared above before the form that imports it loads
import { StripeCardForm } from './stripe-card-form';

const renderForm = (onPay: (charge: () => Promise<ChargeOutcome>) => void) =>
  render(<StripeCardForm publishableKey="pk_test_x" clientSecret="pi_1_secret_y" amount={399} paying={false} onPay={onPay} onCancel={() => undefined} />);

describe('StripeCardForm', () => {
  it('confirms with Stripe without a redirect and reports the intent status', async () => {
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    let outcome: ChargeOutcome | undefined;
    renderForm((charge) => void charge().then((o) => (outcome = o)));
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Pay $399').closest('button')!);
    await waitFor(() => expect(outcome).toEqual({ status: 'succeeded' }));
    expect(confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
  });

  it("passes Stripe's decline message on", async () => {
    confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    let outcome: ChargeOutcome | undefined;
    renderForm((charge) => void charge().then((o) => (outcome = o)));
    fireEvent.click(screen.getByText('Pay $399').closest('button')!);
    await waitFor(() => expect(outcome).toEqual({ status: 'requires_payment_method', message: 'Your card was declined.' }));
  });

  it('reports a payment that settles later as processing, not as a failure', async () => {
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'processing' } });
    let outcome: ChargeOutcome | undefined;
    renderForm((charge) => void charge().then((o) => (outcome = o)));
    fireEvent.click(screen.getByText('Pay $399').closest('button')!);
    await waitFor(() => expect(outcome).toEqual({ status: 'processing' }));
  });
});
