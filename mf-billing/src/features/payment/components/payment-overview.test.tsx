import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ServerError } from '@apollo/client';
import { graphQLError } from '@gap/schema/web/testing';
import { mockOperations, type OperationAnswer, renderAtRoute } from '@/testing/test-utils';
import { PaymentOverview } from './payment-overview';

const intentFor = (packageId: string, amount: number, quantity: number) => ({
  __typename: 'PaymentIntent',
  clientSecret: 'pi_demo_1_secret_x',
  paymentIntentId: 'pi_demo_1',
  provider: 'demo',
  publishableKey: null,
  amount,
  currency: 'usd',
  packageId,
  quantity,
});

/** The server prices from its own table and refuses a pair that is not on it, like the gateway. */
const serverIntent = (variables: Record<string, unknown>): OperationAnswer => {
  const input = variables.input as Record<string, unknown>;
  const table: Record<string, [number, number]> = { single: [99, 1], five_pack: [399, 5], ten_pack: [749, 10] };
  const found = Object.entries(table).find(([, [amount, quantity]]) => input.amount === amount && input.quantity === quantity);
  if (!found || 'packageId' in input) return { errors: [graphQLError('Amount does not match the package price', 'BAD_USER_INPUT')] };
  const [packageId, [amount, quantity]] = found;
  return { data: { createPaymentIntent: intentFor(packageId, amount, quantity) } };
};

const confirmed = (quantity: number): OperationAnswer => ({
  data: {
    confirmCreditPurchase: {
      __typename: 'CreditPurchaseConfirmation',
      purchase: { __typename: 'CreditPurchase', id: '7', quantity },
      availableCredits: quantity,
    },
  },
});

const charged = (status: string, message: string | null = null): OperationAnswer => ({
  data: { payDemoPayment: { __typename: 'DemoPaymentResult', status, message } },
});

/** What the HTTP link raises for a non-ok answer (jsdom has no Response class). */
const httpFailure = (status: number): OperationAnswer => ({
  error: new ServerError('Response not successful', { response: { status } as Response, bodyText: '' }),
});

/** The Pay button, found by its text (role queries are slow over antd's large DOM). */
const payButton = (amount: string) => screen.getByText(`Pay ${amount}`).closest('button') as HTMLButtonElement;

const renderPayment = (path = '/payment') => renderAtRoute(<PaymentOverview />, { route: '/payment', path });

/** Types into the card form (change events: the form formats what it receives). */
async function fillCard(cardNumber: string, expiry = '1230', cvc = '123') {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: cvc } });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('PaymentOverview', () => {
  it('defaults to the single assessment without query parameters', async () => {
    const api = mockOperations({ CreatePaymentIntent: serverIntent });
    renderPayment();

    expect(await screen.findByText('Pay $99')).toBeInTheDocument();
    expect(screen.getByText('Single Assessment')).toBeInTheDocument();
    expect(screen.getByText('1 gap assessment')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$99');
    expect(api.callsTo('CreatePaymentIntent')).toEqual([{ input: { amount: 99, quantity: 1 } }]);
  });

  it("shows and charges the server's price when the link's amount was tampered with", async () => {
    const api = mockOperations({ CreatePaymentIntent: serverIntent });
    renderPayment('/payment?package=five_pack&amount=1&quantity=5');

    expect(await screen.findByText('Pay $399')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$399');
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByText(/did not match our price list/)).toBeInTheDocument();
    expect(screen.queryByText('$1')).not.toBeInTheDocument();
    expect(api.callsTo('CreatePaymentIntent')).toEqual([{ input: { amount: 399, quantity: 5 } }]);
  });

  it('resolves an unknown package id by its quantity', async () => {
    const api = mockOperations({ CreatePaymentIntent: serverIntent });
    renderPayment('/payment?package=free&amount=0&quantity=10');

    expect(await screen.findByText('Pay $749')).toBeInTheDocument();
    expect(api.callsTo('CreatePaymentIntent')).toEqual([{ input: { amount: 749, quantity: 10 } }]);
  });

  it('labels the demo mode and lists the test cards', async () => {
    mockOperations({ CreatePaymentIntent: serverIntent });
    renderPayment();

    expect(await screen.findByText('Demo mode - no real charge')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 9995')).toBeInTheDocument();
  });

  it('pays with the demo card, confirms the credits and returns to the credits screen after 3 seconds', async () => {
    const api = mockOperations({
      CreatePaymentIntent: serverIntent,
      PayDemoPayment: charged('succeeded'),
      ConfirmCreditPurchase: confirmed(5),
    });
    renderPayment('/payment?package=five_pack&amount=399&quantity=5');
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 30');

    jest.useFakeTimers();
    fireEvent.click(payButton('$399'));

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('5 assessment credits have been added to your account.')).toBeInTheDocument();
    expect(api.callsTo('PayDemoPayment')).toEqual([{ paymentIntentId: 'pi_demo_1', cardNumber: '4242 4242 4242 4242' }]);
    expect(api.callsTo('ConfirmCreditPurchase')).toEqual([{ input: { paymentIntentId: 'pi_demo_1', quantity: 5 } }]);
    expect(screen.queryByText('Pay $399')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByText('Route /assessment-credits')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Route /assessment-credits')).toBeInTheDocument();
  });

  it('sends one payment however often Pay is pressed', async () => {
    const api = mockOperations({
      CreatePaymentIntent: serverIntent,
      // The provider takes a moment: the extra presses land while the first payment is in flight.
      PayDemoPayment: () =>
        new Promise<OperationAnswer>((resolve) => setTimeout(() => resolve(charged('succeeded')), 500)),
      ConfirmCreditPurchase: confirmed(1),
    });
    renderPayment();
    await fillCard('4242424242424242');
    const form = screen.getByLabelText('Card number').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    await waitFor(() => expect(api.callsTo('PayDemoPayment')).toHaveLength(1));
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.callsTo('PayDemoPayment')).toHaveLength(1);
    expect(api.callsTo('ConfirmCreditPurchase')).toHaveLength(1);
  });

  it('says "1 assessment credit has" for a single credit', async () => {
    mockOperations({
      CreatePaymentIntent: serverIntent,
      PayDemoPayment: charged('succeeded'),
      ConfirmCreditPurchase: confirmed(1),
    });
    renderPayment();
    await fillCard('4242424242424242');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('1 assessment credit has been added to your account.')).toBeInTheDocument();
  });

  it('shows the decline and never confirms credits', async () => {
    const api = mockOperations({
      CreatePaymentIntent: serverIntent,
      PayDemoPayment: charged('requires_payment_method', 'Your card was declined.'),
      ConfirmCreditPurchase: confirmed(1),
    });
    renderPayment();
    await fillCard('4000000000000002');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(api.callsTo('ConfirmCreditPurchase')).toHaveLength(0);
    // The form stays for another card.
    await waitFor(() => expect(payButton('$99')).toBeEnabled());
  });

  it('falls back to "An error occurred" when the provider gives no reason', async () => {
    mockOperations({ CreatePaymentIntent: serverIntent, PayDemoPayment: httpFailure(502) });
    renderPayment();
    await fillCard('4242424242424242');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('reports a failed confirmation and can retry it without charging again', async () => {
    let confirmations = 0;
    const api = mockOperations({
      CreatePaymentIntent: serverIntent,
      PayDemoPayment: charged('succeeded'),
      ConfirmCreditPurchase: () => (++confirmations === 1 ? httpFailure(500) : confirmed(1)),
    });
    renderPayment();
    await fillCard('4242424242424242');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Credit Confirmation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to confirm credits')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again').closest('button') as HTMLButtonElement);

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(api.callsTo('PayDemoPayment')).toHaveLength(1);
  });

  it('validates the card fields before calling the provider', async () => {
    const api = mockOperations({ CreatePaymentIntent: serverIntent });
    renderPayment();
    await fillCard('4242', '1399', '');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration month is invalid.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(api.callsTo('PayDemoPayment')).toHaveLength(0);
  });

  it('reports a payment that cannot be initialised', async () => {
    mockOperations({ CreatePaymentIntent: { errors: [graphQLError('The payment provider is unavailable. Please try again.', 'SERVICE_UNAVAILABLE')] } });
    renderPayment();

    expect(await screen.findByText('Could not initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // Said once, in the toast: the page offers the way on, not a second copy of the error.
    expect(screen.getByText('The payment form is not available.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('The payment provider is unavailable. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Pay \$/)).not.toBeInTheDocument();
  });

  it('Cancel returns to the credits screen', async () => {
    mockOperations({ CreatePaymentIntent: serverIntent });
    renderPayment();
    await screen.findByLabelText('Card number');
    fireEvent.click(screen.getByText('Cancel').closest('button') as HTMLButtonElement);

    expect(await screen.findByText('Route /assessment-credits')).toBeInTheDocument();
  });
});
