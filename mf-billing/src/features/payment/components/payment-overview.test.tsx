import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, type MockAnswer, mockApi, renderAtRoute } from '@/testing/test-utils';
import { PaymentOverview } from './payment-overview';

const intentFor = (packageId: string, amount: number, quantity: number) => ({
  clientSecret: 'pi_demo_1_secret_x',
  paymentIntentId: 'pi_demo_1',
  provider: 'demo',
  publishableKey: null,
  amount,
  amountCents: amount * 100,
  currency: 'usd',
  packageId,
  quantity,
});

/** The server prices by package id, like the gateway. */
const serverIntent = (body: unknown): MockAnswer => {
  const { packageId } = body as { packageId: string };
  const table: Record<string, [number, number]> = { single: [99, 1], five_pack: [399, 5], ten_pack: [749, 10] };
  const [amount, quantity] = table[packageId];
  return { status: 201, body: intentFor(packageId, amount, quantity) };
};

const confirmed = (quantity: number): MockAnswer => ({
  body: { purchase: { id: 7, createdAt: '2026-11-21T10:00:00.000Z', quantity, remaining: quantity }, availableCredits: quantity },
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
    const fetchMock = mockApi({ 'POST /api/create-payment-intent': serverIntent });
    renderPayment();

    expect(await screen.findByText('Pay $99')).toBeInTheDocument();
    expect(screen.getByText('Single Assessment')).toBeInTheDocument();
    expect(screen.getByText('1 gap assessment')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$99');
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([{ packageId: 'single' }]);
  });

  it("shows and charges the server's price when the link's amount was tampered with", async () => {
    const fetchMock = mockApi({ 'POST /api/create-payment-intent': serverIntent });
    renderPayment('/payment?package=five_pack&amount=1&quantity=5');

    expect(await screen.findByText('Pay $399')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$399');
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByText(/did not match our price list/)).toBeInTheDocument();
    expect(screen.queryByText('$1')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([{ packageId: 'five_pack' }]);
  });

  it('resolves an unknown package id by its quantity', async () => {
    const fetchMock = mockApi({ 'POST /api/create-payment-intent': serverIntent });
    renderPayment('/payment?package=free&amount=0&quantity=10');

    expect(await screen.findByText('Pay $749')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/create-payment-intent')).toEqual([{ packageId: 'ten_pack' }]);
  });

  it('labels the demo mode and lists the test cards', async () => {
    mockApi({ 'POST /api/create-payment-intent': serverIntent });
    renderPayment();

    expect(await screen.findByText('Demo mode - no real charge')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 9995')).toBeInTheDocument();
  });

  it('pays with the demo card, confirms the credits and returns to the credits screen after 3 seconds', async () => {
    const fetchMock = mockApi({
      'POST /api/create-payment-intent': serverIntent,
      'POST /api/payments/demo/pi_demo_1/pay': { body: { status: 'succeeded' } },
      'POST /api/confirm-credit-purchase': confirmed(5),
    });
    renderPayment('/payment?package=five_pack&amount=399&quantity=5');
    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 30');

    jest.useFakeTimers();
    fireEvent.click(payButton('$399'));

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('5 assessment credits have been added to your account.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/payments/demo/pi_demo_1/pay')).toEqual([{ cardNumber: '4242 4242 4242 4242' }]);
    expect(callsTo(fetchMock, 'POST /api/confirm-credit-purchase')).toEqual([{ paymentIntentId: 'pi_demo_1', quantity: 5 }]);
    expect(screen.queryByText('Pay $399')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByText('Route /assessment-credits')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Route /assessment-credits')).toBeInTheDocument();
  });

  it('sends one payment however often Pay is pressed', async () => {
    const fetchMock = mockApi({
      'POST /api/create-payment-intent': serverIntent,
      // The provider takes a moment: the extra presses land while the first payment is in flight.
      'POST /api/payments/demo/pi_demo_1/pay': () =>
        new Promise<MockAnswer>((resolve) => setTimeout(() => resolve({ body: { status: 'succeeded' } }), 500)),
      'POST /api/confirm-credit-purchase': confirmed(1),
    });
    renderPayment();
    await fillCard('4242424242424242');
    const form = screen.getByLabelText('Card number').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/payments/demo/pi_demo_1/pay')).toHaveLength(1));
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(await screen.findByText('Payment Successful', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/payments/demo/pi_demo_1/pay')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/confirm-credit-purchase')).toHaveLength(1);
  });

  it('says "1 assessment credit has" for a single credit', async () => {
    mockApi({
      'POST /api/create-payment-intent': serverIntent,
      'POST /api/payments/demo/pi_demo_1/pay': { body: { status: 'succeeded' } },
      'POST /api/confirm-credit-purchase': confirmed(1),
    });
    renderPayment();
    await fillCard('4242424242424242');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('1 assessment credit has been added to your account.')).toBeInTheDocument();
  });

  it('shows the decline and never confirms credits', async () => {
    const fetchMock = mockApi({
      'POST /api/create-payment-intent': serverIntent,
      'POST /api/payments/demo/pi_demo_1/pay': { body: { status: 'requires_payment_method', message: 'Your card was declined.' } },
      'POST /api/confirm-credit-purchase': confirmed(1),
    });
    renderPayment();
    await fillCard('4000000000000002');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/confirm-credit-purchase')).toHaveLength(0);
    // The form stays for another card.
    await waitFor(() => expect(payButton('$99')).toBeEnabled());
  });

  it('falls back to "An error occurred" when the provider gives no reason', async () => {
    mockApi({ 'POST /api/create-payment-intent': serverIntent, 'POST /api/payments/demo/pi_demo_1/pay': { status: 502 } });
    renderPayment();
    await fillCard('4242424242424242');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('reports a failed confirmation and can retry it without charging again', async () => {
    let confirmations = 0;
    const fetchMock = mockApi({
      'POST /api/create-payment-intent': serverIntent,
      'POST /api/payments/demo/pi_demo_1/pay': { body: { status: 'succeeded' } },
      'POST /api/confirm-credit-purchase': () => (++confirmations === 1 ? { status: 500 } : confirmed(1)),
    });
    renderPayment();
    await fillCard('4242424242424242');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Credit Confirmation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to confirm credits')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again').closest('button') as HTMLButtonElement);

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/payments/demo/pi_demo_1/pay')).toHaveLength(1);
  });

  it('validates the card fields before calling the provider', async () => {
    const fetchMock = mockApi({ 'POST /api/create-payment-intent': serverIntent });
    renderPayment();
    await fillCard('4242', '1399', '');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration month is invalid.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/payments/demo/pi_demo_1/pay')).toHaveLength(0);
  });

  it('reports a payment that cannot be initialised', async () => {
    mockApi({ 'POST /api/create-payment-intent': { status: 503, body: { message: 'The payment provider is unavailable. Please try again.' } } });
    renderPayment();

    expect(await screen.findByText('Could not initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('The payment provider is unavailable. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/^Pay \$/)).not.toBeInTheDocument();
  });

  it('Cancel returns to the credits screen', async () => {
    mockApi({ 'POST /api/create-payment-intent': serverIntent });
    renderPayment();
    await screen.findByLabelText('Card number');
    fireEvent.click(screen.getByText('Cancel').closest('button') as HTMLButtonElement);

    expect(await screen.findByText('Route /assessment-credits')).toBeInTheDocument();
  });
});
