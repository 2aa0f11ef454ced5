import { ServerError } from '@apollo/client';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { roleRefusal, roleTooltip } from '@gap/schema';
import { roleAllows } from '@gap/schema/web';
import { graphQLError } from '@gap/schema/web/testing';
import { packagesAnswer, soldPackages } from '@/testing/packages';
import { mockOperations, type OperationAnswer, renderAtRoute } from '@/testing/test-utils';
import { workspacesAnswer } from '@/testing/workspaces';
import { browser } from '../lib/redirect-return';
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
  data: { payDemoPayment: { __typename: 'DemoPaymentResult', status, message, redirectStatus: null } },
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
    const api = mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: serverIntent });
    renderPayment();

    expect(await screen.findByText('Pay $99')).toBeInTheDocument();
    expect(screen.getByText('Single Assessment')).toBeInTheDocument();
    expect(screen.getByText('1 gap assessment')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$99');
    expect(api.callsTo('CreatePaymentIntent')).toEqual([{ input: { amount: 99, quantity: 1 } }]);
  });

  it("shows and charges the server's price when the link's amount was tampered with", async () => {
    const api = mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: serverIntent });
    renderPayment('/payment?package=five_pack&amount=1&quantity=5');

    expect(await screen.findByText('Pay $399')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$399');
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByText(/did not match our price list/)).toBeInTheDocument();
    expect(screen.queryByText('$1')).not.toBeInTheDocument();
    expect(api.callsTo('CreatePaymentIntent')).toEqual([{ input: { amount: 399, quantity: 5 } }]);
  });

  it('resolves an unknown package id by its quantity', async () => {
    const api = mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: serverIntent });
    renderPayment('/payment?package=free&amount=0&quantity=10');

    expect(await screen.findByText('Pay $749')).toBeInTheDocument();
    expect(api.callsTo('CreatePaymentIntent')).toEqual([{ input: { amount: 749, quantity: 10 } }]);
  });

  it('labels the demo mode and lists the test cards', async () => {
    mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: serverIntent });
    renderPayment();

    expect(await screen.findByText('Demo mode - no real charge')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 9995')).toBeInTheDocument();
  });

  it('pays with the demo card, confirms the credits and returns to the credits screen after 3 seconds', async () => {
    const api = mockOperations({
      CreditPackages: packagesAnswer(),
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
      CreditPackages: packagesAnswer(),
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
      CreditPackages: packagesAnswer(),
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
      CreditPackages: packagesAnswer(),
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
    mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: serverIntent, PayDemoPayment: httpFailure(502) });
    renderPayment();
    await fillCard('4242424242424242');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('reports a failed confirmation and can retry it without charging again', async () => {
    let confirmations = 0;
    const api = mockOperations({
      CreditPackages: packagesAnswer(),
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
    const api = mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: serverIntent });
    renderPayment();
    await fillCard('4242', '1399', '');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration month is invalid.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(api.callsTo('PayDemoPayment')).toHaveLength(0);
  });

  it('reports a payment that cannot be initialised', async () => {
    mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: { errors: [graphQLError('The payment provider is unavailable. Please try again.', 'SERVICE_UNAVAILABLE')] } });
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
    mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: serverIntent });
    renderPayment();
    await screen.findByLabelText('Card number');
    fireEvent.click(screen.getByText('Cancel').closest('button') as HTMLButtonElement);

    expect(await screen.findByText('Route /assessment-credits')).toBeInTheDocument();
  });

  it("prices from the server's packages: a price changed on the server alone is shown and sent", async () => {
    const repriced = soldPackages.map((p) => (p.id === 'five_pack' ? { ...p, price: 349, priceCents: 34900 } : p));
    const api = mockOperations({
      CreditPackages: packagesAnswer(repriced),
      CreatePaymentIntent: { data: { createPaymentIntent: intentFor('five_pack', 349, 5) } },
    });
    renderPayment('/payment?package=five_pack&amount=349&quantity=5');

    expect(await screen.findByText('Pay $349')).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$349');
    expect(screen.queryByText(/did not match our price list/)).not.toBeInTheDocument();
    expect(api.callsTo('CreatePaymentIntent')).toEqual([{ input: { amount: 349, quantity: 5 } }]);
  });

  it('says so when the packages cannot be loaded, and starts no payment', async () => {
    const api = mockOperations({ CreditPackages: httpFailure(503), CreatePaymentIntent: serverIntent });
    renderPayment();

    expect(await screen.findByText('Could not load the credit packages')).toBeInTheDocument();
    expect(api.callsTo('CreatePaymentIntent')).toHaveLength(0);
  });

  it('a payment that settles later says so on the page, confirms nothing and hides the form', async () => {
    const api = mockOperations({
      CreditPackages: packagesAnswer(),
      CreatePaymentIntent: serverIntent,
      PayDemoPayment: charged('processing'),
      ConfirmCreditPurchase: confirmed(1),
    });
    renderPayment();
    await fillCard('4242424242424242');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Your payment is processing; credits appear when it completes')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(api.callsTo('ConfirmCreditPurchase')).toHaveLength(0);
  });

  it('a demo redirect card leaves for the bank and comes back to this page with the intent', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockOperations({
      CreditPackages: packagesAnswer(),
      CreatePaymentIntent: serverIntent,
      PayDemoPayment: { data: { payDemoPayment: { __typename: 'DemoPaymentResult', status: 'requires_action', message: null, redirectStatus: 'processing' } } },
    });
    renderPayment('/payment?package=single&amount=99&quantity=1');
    await fillCard('4000000000007726');
    fireEvent.click(payButton('$99'));

    expect(await screen.findByText('Taking you to your bank to approve the payment…')).toBeInTheDocument();
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      package: 'single',
      amount: '99',
      quantity: '1',
      payment_intent: 'pi_demo_1',
      payment_intent_client_secret: 'pi_demo_1_secret_x',
      redirect_status: 'processing',
    });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    assign.mockRestore();
  });
});

describe('PaymentOverview after a redirect back from the bank', () => {
  const returnPath = (redirectStatus: string, secret = 'pi_demo_9_secret_z') =>
    `/payment?package=five_pack&amount=399&quantity=5&payment_intent=pi_demo_9&payment_intent_client_secret=${secret}&redirect_status=${redirectStatus}`;
  const intentStatus = (outcome: string, status: string, message: string | null = null): OperationAnswer => ({
    data: {
      paymentIntentStatus: { __typename: 'PaymentIntentStatus', paymentIntentId: 'pi_demo_9', status, outcome, message, packageId: 'five_pack', quantity: 5, amount: 399 },
    },
  });

  it('succeeded: confirms that intent, shows the success and returns to the credits screen; no new payment', async () => {
    const api = mockOperations({
      CreditPackages: packagesAnswer(),
      CreatePaymentIntent: serverIntent,
      PaymentIntentStatus: intentStatus('succeeded', 'succeeded'),
      ConfirmCreditPurchase: confirmed(5),
    });
    renderPayment(returnPath('succeeded'));

    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('5 assessment credits have been added to your account.')).toBeInTheDocument();
    expect(api.callsTo('PaymentIntentStatus')).toEqual([{ paymentIntentId: 'pi_demo_9' }]);
    expect(api.callsTo('ConfirmCreditPurchase')).toEqual([{ input: { paymentIntentId: 'pi_demo_9', quantity: 5 } }]);
    expect(api.callsTo('CreatePaymentIntent')).toHaveLength(0);
    expect(screen.queryByText(/^Pay \$/)).not.toBeInTheDocument();
    expect(await screen.findByText('Route /assessment-credits', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('processing: says the credits come when it completes, confirms nothing and offers no payment', async () => {
    const api = mockOperations({
      CreditPackages: packagesAnswer(),
      CreatePaymentIntent: serverIntent,
      // The redirect said succeeded; the server's word wins.
      PaymentIntentStatus: intentStatus('processing', 'processing'),
      ConfirmCreditPurchase: confirmed(5),
    });
    renderPayment(returnPath('succeeded'));

    expect(await screen.findByText('Your payment is processing; credits appear when it completes')).toBeInTheDocument();
    expect(api.callsTo('ConfirmCreditPurchase')).toHaveLength(0);
    expect(api.callsTo('CreatePaymentIntent')).toHaveLength(0);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Back to Assessment Credits').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('Route /assessment-credits')).toBeInTheDocument();
  });

  it("failed: shows the bank's reason; Try again opens the package's checkout without the returned intent", async () => {
    const api = mockOperations({
      CreditPackages: packagesAnswer(),
      CreatePaymentIntent: serverIntent,
      PaymentIntentStatus: intentStatus('failed', 'requires_payment_method', 'Your card was declined.'),
    });
    renderAtRoute(<PaymentOverview />, { route: '/payment', path: returnPath('failed') });

    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(api.callsTo('CreatePaymentIntent')).toHaveLength(0);
    fireEvent.click(screen.getByText('Try again').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('Pay $399')).toBeInTheDocument();
    expect(api.callsTo('CreatePaymentIntent')).toEqual([{ input: { amount: 399, quantity: 5 } }]);
  });

  it('a client secret of another intent is refused without asking the server', async () => {
    const api = mockOperations({ CreditPackages: packagesAnswer(), PaymentIntentStatus: intentStatus('succeeded', 'succeeded') });
    renderPayment(returnPath('succeeded', 'pi_other_secret_z'));

    expect(await screen.findByText('This payment link is not valid.')).toBeInTheDocument();
    expect(api.callsTo('PaymentIntentStatus')).toHaveLength(0);
  });

  it("another user's or an unknown intent shows the server's message", async () => {
    mockOperations({ CreditPackages: packagesAnswer(), PaymentIntentStatus: { errors: [graphQLError('Payment not found', 'NOT_FOUND')] } });
    renderPayment(returnPath('succeeded'));

    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });
});

describe('PaymentOverview by role', () => {
  it.each(['OWNER', 'EDITOR', 'VIEWER'] as const)('as %s starts a payment only for an owner', async (role) => {
    const api = mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: serverIntent, BillingWorkspaces: workspacesAnswer(role) });
    renderPayment('/payment?package=five_pack&amount=399&quantity=5');

    await waitFor(() => expect(screen.getByText('Pay $399')).toBeInTheDocument());
    const owner = roleAllows(role, 'owner');
    expect(payButton('$399').disabled).toBe(!owner);
    if (owner) {
      expect(api.callsTo('CreatePaymentIntent')).toHaveLength(1);
    } else {
      expect(screen.getByText('Credits of Acme Security are bought by its owners.')).toBeInTheDocument();
      expect(payButton('$399')).toHaveAccessibleDescription(roleTooltip('owner'));
      expect(api.callsTo('CreatePaymentIntent')).toHaveLength(0);
    }
  });

  it('says so when the server refuses the payment for the role', async () => {
    mockOperations({ CreditPackages: packagesAnswer(), CreatePaymentIntent: { errors: [graphQLError(roleRefusal('owner', 'editor'), 'FORBIDDEN')] } });
    renderPayment();

    expect(await screen.findByText(roleRefusal('owner', 'editor'))).toBeInTheDocument();
    expect(screen.getByText('The payment form is not available.')).toBeInTheDocument();
  });
});
