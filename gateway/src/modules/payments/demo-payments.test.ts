import { messages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const intentsOf = async (client: ApiClient) => {
  const userId = (await client.get('/api/user')).body.id;
  return (await app.database.orm.em.fork().execute<{ count: number }[]>('select count(*)::int as count from demo_payment_intents where user_id = ?', [userId]))[0]!.count;
};
const pay = (client: ApiClient, id: string, cardNumber: unknown) => client.post(`/api/payments/demo/${id}/pay`, { cardNumber });
const confirm = (client: ApiClient, paymentIntentId: string, quantity?: number) => client.post('/api/confirm-credit-purchase', { paymentIntentId, quantity });

test('the demo provider is announced, without a publishable key', async () => {
  expect((await api.get('/api/payments/config')).body).toEqual({ provider: 'demo', publishableKey: null });
  expect((await api.gql('{ paymentConfig { provider publishableKey } }')).body.data).toEqual({ paymentConfig: { provider: 'demo', publishableKey: null } });
});

test('an intent is priced by the server from {amount, quantity} or {packageId}', async () => {
  const { client } = await signUp(api);
  const res = await client.post('/api/create-payment-intent', { amount: 399, quantity: 5 });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    clientSecret: expect.stringMatching(new RegExp(`^${res.body.paymentIntentId}_secret_\\w+$`)),
    paymentIntentId: expect.stringMatching(/^pi_demo_[a-f0-9]{24}$/),
    provider: 'demo',
    publishableKey: null,
    amount: 399,
    amountCents: 39900,
    currency: 'usd',
    packageId: 'five_pack',
    quantity: 5,
  });
  expect((await client.post('/api/create-payment-intent', { packageId: 'ten_pack' })).body).toMatchObject({ amount: 749, quantity: 10 });
  // The payment screen's query parameters may arrive as strings.
  expect((await client.post('/api/create-payment-intent', { amount: '99', quantity: '1' })).body).toMatchObject({ packageId: 'single', amountCents: 9900 });
});

test.each([
  [{ amount: 1, quantity: 5 }, messages.paymentAmountMismatch('5-Pack', 399)],
  [{ amount: 99, quantity: 10 }, messages.paymentAmountMismatch('10-Pack', 749)],
  [{ amount: 399.5, quantity: 5 }, messages.paymentAmountMismatch('5-Pack', 399)],
  [{ amount: 99, quantity: 3 }, messages.creditQuantityInvalid],
  [{ amount: 99 }, messages.creditQuantityInvalid],
  [{ packageId: 'single', quantity: 5 }, messages.creditQuantityInvalid],
  [{ packageId: 'gold' }, messages.creditPackageUnknown],
  [{ amount: -99, quantity: 1 }, messages.paymentAmountInvalid],
  [{ amount: 'ninety', quantity: 1 }, messages.paymentAmountInvalid],
  [{ amount: 99, quantity: 1.5 }, messages.creditQuantityInvalid],
  [{}, messages.creditQuantityInvalid],
])('a tampered or incomplete request %j is refused and creates nothing', async (body, message) => {
  const { client } = await signUp(api);
  const res = await client.post('/api/create-payment-intent', body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message });
  expect(await intentsOf(client)).toBe(0);
});

test('pay with 4242, then confirm: credited once however often it is confirmed', async () => {
  const { client } = await signUp(api);
  const { paymentIntentId } = (await client.post('/api/create-payment-intent', { amount: 399, quantity: 5 })).body;
  const early = await confirm(client, paymentIntentId, 5);
  expect(early.status).toBe(409);
  expect(early.body).toEqual({ message: messages.paymentNotSucceeded('requires_payment_method') });
  expect((await pay(client, paymentIntentId, '4242 4242 4242 4242')).body).toEqual({ status: 'succeeded' });
  const first = await confirm(client, paymentIntentId, 5);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ purchase: { id: expect.any(Number), createdAt: expect.any(String), quantity: 5, remaining: 5, kind: 'purchase' }, availableCredits: 5 });
  const again = await Promise.all(Array.from({ length: 10 }, () => confirm(client, paymentIntentId)));
  for (const res of again) expect(res.body).toEqual(first.body);
  // Paying a succeeded intent again charges nothing more.
  expect((await pay(client, paymentIntentId, '4000 0000 0000 0002')).body).toEqual({ status: 'succeeded' });
  const credits = (await client.get('/api/credits')).body;
  expect(credits.availableCredits).toBe(5);
  expect(credits.credits).toHaveLength(1);
});

test('a successful demo payment is credited even if the browser never confirms', async () => {
  const { client } = await signUp(api);
  const { paymentIntentId } = (await client.post('/api/create-payment-intent', { packageId: 'single' })).body;
  await pay(client, paymentIntentId, '4242424242424242');
  expect((await client.get('/api/credits')).body.availableCredits).toBe(1);
  expect((await confirm(client, paymentIntentId, 1)).body.availableCredits).toBe(1);
});

test.each([
  ['4000 0000 0000 0002', messages.cardDeclined],
  ['4000 0000 0000 9995', messages.cardInsufficientFunds],
  ['4242 4242 4242 4241', messages.cardNumberIncorrect],
])('card %s is refused with its message and adds nothing; a good card afterwards succeeds', async (card, message) => {
  const { client } = await signUp(api);
  const { paymentIntentId } = (await client.post('/api/create-payment-intent', { amount: 99, quantity: 1 })).body;
  const res = await pay(client, paymentIntentId, card);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'requires_payment_method', message });
  expect((await confirm(client, paymentIntentId)).status).toBe(409);
  expect((await client.get('/api/credits')).body.availableCredits).toBe(0);
  expect((await pay(client, paymentIntentId, '5555 5555 5555 4444')).body).toEqual({ status: 'succeeded' });
  expect((await confirm(client, paymentIntentId)).body.availableCredits).toBe(1);
});

test.each([['4242'], ['4242-4242-4242-4242'], ['4242 4242 4242 424x'], [''], [4242424242424242], ['4'.repeat(20)]])('malformed card number %j answers 400', async (card) => {
  const { client } = await signUp(api);
  const { paymentIntentId } = (await client.post('/api/create-payment-intent', { packageId: 'single' })).body;
  const res = await pay(client, paymentIntentId, card);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: messages.cardNumberInvalid });
});

test("another user's intent is not found, to pay or to confirm", async () => {
  const owner = await signUp(api);
  const stranger = await signUp(api);
  const { paymentIntentId } = (await owner.client.post('/api/create-payment-intent', { packageId: 'single' })).body;
  expect((await pay(stranger.client, paymentIntentId, '4242 4242 4242 4242')).status).toBe(404);
  await pay(owner.client, paymentIntentId, '4242 4242 4242 4242');
  const res = await confirm(stranger.client, paymentIntentId);
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: messages.paymentNotFound });
  expect((await stranger.client.get('/api/credits')).body.availableCredits).toBe(0);
  expect((await confirm(owner.client, 'pi_demo_000000000000000000000000')).status).toBe(404);
  expect((await confirm(owner.client, 'not an intent')).status).toBe(400);
  expect((await confirm(owner.client, paymentIntentId, 10)).body).toEqual({ message: messages.paymentQuantityMismatch });
});

test('payment calls need a signed-in user', async () => {
  expect((await api.post('/api/create-payment-intent', { packageId: 'single' })).status).toBe(401);
  expect((await api.post('/api/confirm-credit-purchase', { paymentIntentId: 'pi_demo_x' })).status).toBe(401);
  expect((await pay(api, 'pi_demo_x', '4242424242424242')).status).toBe(401);
  const gql = await api.gql('mutation { createPaymentIntent(input: { packageId: "single" }) { clientSecret } }');
  expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});

test('the same flow over GraphQL', async () => {
  const { client } = await signUp(api);
  const created = await client.gql('mutation($input: CreatePaymentIntentInput!) { createPaymentIntent(input: $input) { paymentIntentId clientSecret amount quantity provider } }', { input: { amount: 749, quantity: 10 } });
  const intent = created.body.data.createPaymentIntent;
  expect(intent).toMatchObject({ amount: 749, quantity: 10, provider: 'demo' });
  const tampered = await client.gql('mutation { createPaymentIntent(input: { amount: 7.49, quantity: 10 }) { clientSecret } }');
  expect(tampered.body.errors[0]).toMatchObject({ message: messages.paymentAmountMismatch('10-Pack', 749), extensions: { code: 'BAD_USER_INPUT' } });
  const paid = await client.gql('mutation($id: String!) { payDemoPayment(paymentIntentId: $id, cardNumber: "4000 0000 0000 0002") { status message } }', { id: intent.paymentIntentId });
  expect(paid.body.data.payDemoPayment).toEqual({ status: 'requires_payment_method', message: messages.cardDeclined });
  const early = await client.gql('mutation($id: String!) { confirmCreditPurchase(input: { paymentIntentId: $id }) { availableCredits } }', { id: intent.paymentIntentId });
  expect(early.body.errors[0].extensions.code).toBe('CONFLICT');
  await client.gql('mutation($id: String!) { payDemoPayment(paymentIntentId: $id, cardNumber: "4242424242424242") { status } }', { id: intent.paymentIntentId });
  const confirmed = await client.gql('mutation($id: String!) { confirmCreditPurchase(input: { paymentIntentId: $id, quantity: 10 }) { availableCredits purchase { quantity remaining } } }', { id: intent.paymentIntentId });
  expect(confirmed.body.data.confirmCreditPurchase).toEqual({ availableCredits: 10, purchase: { quantity: 10, remaining: 10 } });
});

test('visits of one package reuse its open intent (none left orphaned); a paid one is not reused', async () => {
  const { client } = await signUp(api);
  const ids = [(await client.post('/api/create-payment-intent', { packageId: 'five_pack' })).body.paymentIntentId];
  ids.push(...(await Promise.all(Array.from({ length: 3 }, async () => (await client.post('/api/create-payment-intent', { amount: 399, quantity: 5 })).body.paymentIntentId))));
  expect(new Set(ids).size).toBe(1);
  expect(await intentsOf(client)).toBe(1);
  await pay(client, ids[0], '4000 0000 0000 0002');
  expect((await client.post('/api/create-payment-intent', { packageId: 'five_pack' })).body.paymentIntentId).toBe(ids[0]);
  await pay(client, ids[0], '4242 4242 4242 4242');
  expect((await client.post('/api/create-payment-intent', { packageId: 'five_pack' })).body.paymentIntentId).not.toBe(ids[0]);
  expect(await intentsOf(client)).toBe(2);
});

test.each([
  ['4000 0027 6000 3184', 'succeeded', { outcome: 'succeeded', status: 'succeeded', message: null }, 1],
  ['4000 0000 0000 7726', 'processing', { outcome: 'processing', status: 'processing', message: null }, 0],
  ['4000 0084 0000 1629', 'failed', { outcome: 'failed', status: 'requires_payment_method', message: messages.cardDeclined }, 0],
])('redirect card %s returns with %s; the intent reports it and a second payment charges nothing', async (card, redirectStatus, state, credits) => {
  const { client } = await signUp(api);
  const { paymentIntentId } = (await client.post('/api/create-payment-intent', { packageId: 'single' })).body;
  const res = await pay(client, paymentIntentId, card);
  expect(res.body).toEqual({ status: 'requires_action', redirectStatus, ...(redirectStatus === 'failed' ? { message: messages.cardDeclined } : {}) });
  expect((await client.get(`/api/payments/intents/${paymentIntentId}`)).body).toEqual({ paymentIntentId, packageId: 'single', quantity: 1, amount: 99, ...state });
  expect((await client.get('/api/credits')).body.availableCredits).toBe(credits);
  if (redirectStatus === 'processing') {
    // A processing payment is not paid again, and a fresh visit does not reuse it.
    expect((await pay(client, paymentIntentId, '4242 4242 4242 4242')).body).toEqual({ status: 'processing' });
    expect((await client.post('/api/create-payment-intent', { packageId: 'single' })).body.paymentIntentId).not.toBe(paymentIntentId);
  }
});
