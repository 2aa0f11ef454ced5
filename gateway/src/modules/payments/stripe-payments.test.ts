import Stripe from 'stripe';
import { messages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { FakeStripeServer, paymentIntentEvent, type FakeIntent } from '../../testing/fake-stripe-server.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

const webhookSecret = 'whsec_test_gateway_secret';
let stripe: FakeStripeServer;
let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  stripe = await new FakeStripeServer().start();
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_gateway',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_gateway',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE_URL: stripe.url,
  });
  api = new ApiClient(app.url);
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

/** Delivers an event the way Stripe does: the exact JSON bytes, signed with the endpoint's secret. */
function deliver(event: object, options: { secret?: string; timestamp?: number; body?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp });
  return api.post('/api/stripe/webhook', options.body ?? payload, { 'content-type': 'application/json', 'stripe-signature': signature });
}

async function buyerWithIntent(body: object = { amount: 399, quantity: 5 }) {
  const session = await signUp(api);
  const res = await session.client.post('/api/create-payment-intent', body);
  expect(res.status).toBe(201);
  return { ...session, intent: res.body, paid: () => stripe.setStatus(res.body.paymentIntentId, 'succeeded') };
}

const purchasesOf = async (paymentIntentId: string) =>
  (await app.database.orm.em.fork().execute<{ count: number }[]>('select count(*)::int as count from credit_purchases where payment_intent_id = ?', [paymentIntentId]))[0]!.count;

test('the config names Stripe and its publishable key', async () => {
  expect((await api.get('/api/payments/config')).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_gateway' });
});

test('an intent is created at Stripe with the server price, metadata, automatic payment methods and an idempotency key', async () => {
  const { client, intent } = await buyerWithIntent();
  const userId = String((await client.get('/api/user')).body.id);
  const sent = stripe.requests.findLast((r) => r.method === 'POST')!;
  expect(sent.path).toBe('/v1/payment_intents');
  expect(sent.form).toMatchObject({ amount: '39900', currency: 'usd', 'metadata[userId]': userId, 'metadata[packageId]': 'five_pack', 'metadata[quantity]': '5', 'automatic_payment_methods[enabled]': 'true' });
  expect(sent.idempotencyKey).toMatch(/^credit-intent-/);
  const created = stripe.intents.get(intent.paymentIntentId)!;
  expect(intent).toEqual({ clientSecret: created.client_secret, paymentIntentId: created.id, provider: 'stripe', publishableKey: 'pk_test_gateway', amount: 399, amountCents: 39900, currency: 'usd', packageId: 'five_pack', quantity: 5 });
});

test('a tampered amount never reaches Stripe', async () => {
  const { client } = await signUp(api);
  const before = stripe.requests.length;
  const res = await client.post('/api/create-payment-intent', { amount: 1, quantity: 10 });
  expect(res.status).toBe(400);
  expect(stripe.requests.length).toBe(before);
});

test('confirming before the payment succeeded is refused and credits nothing', async () => {
  const { client, intent } = await buyerWithIntent();
  const res = await client.post('/api/confirm-credit-purchase', { paymentIntentId: intent.paymentIntentId, quantity: 5 });
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ message: messages.paymentNotSucceeded('requires_payment_method') });
  expect(await purchasesOf(intent.paymentIntentId)).toBe(0);
});

test('10 concurrent confirmations and webhook deliveries of one intent credit it exactly once', async () => {
  const { client, intent, paid } = await buyerWithIntent();
  const succeeded = paid();
  const event = paymentIntentEvent(succeeded);
  const results = await Promise.all([
    ...Array.from({ length: 10 }, () => client.post('/api/confirm-credit-purchase', { paymentIntentId: intent.paymentIntentId, quantity: 5 })),
    ...Array.from({ length: 5 }, () => deliver(event)),
    ...Array.from({ length: 5 }, () => deliver(paymentIntentEvent(succeeded))),
  ]);
  for (const res of results) expect(res.status).toBe(200);
  const confirmations = results.slice(0, 10).map((r) => r.body.purchase.id);
  expect(new Set(confirmations).size).toBe(1);
  expect(results.slice(10, 15).filter((r) => r.body.duplicate)).toHaveLength(4);
  expect(await purchasesOf(intent.paymentIntentId)).toBe(1);
  expect((await client.get('/api/credits')).body).toMatchObject({ availableCredits: 5, credits: [{ id: confirmations[0], quantity: 5, remaining: 5 }] });
});

test('the webhook alone credits a paid intent; a repeated event is skipped', async () => {
  const { client, paid } = await buyerWithIntent({ packageId: 'ten_pack' });
  const event = paymentIntentEvent(paid());
  expect((await deliver(event)).body).toEqual({ received: true });
  expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
  expect((await client.get('/api/credits')).body.availableCredits).toBe(10);
});

test('bad, stale, missing and replayed-onto-other-bytes signatures are refused and credit nothing', async () => {
  const { client, intent, paid } = await buyerWithIntent();
  const event = paymentIntentEvent(paid());
  const refusals = [
    await deliver(event, { secret: 'whsec_someone_else' }),
    await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    await deliver(event, { body: JSON.stringify({ ...event, id: 'evt_forged' }) }),
    await api.post('/api/stripe/webhook', JSON.stringify(event), { 'content-type': 'application/json' }),
  ];
  for (const res of refusals) {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: messages.webhookSignatureInvalid });
  }
  expect(await purchasesOf(intent.paymentIntentId)).toBe(0);
  expect((await client.get('/api/credits')).body.availableCredits).toBe(0);
});

test('events for intents that are not credit purchases are acknowledged and skipped', async () => {
  const foreign: FakeIntent = stripe.addIntent({ amount: 1234, status: 'succeeded', metadata: { orderId: '42' } });
  expect((await deliver(paymentIntentEvent(foreign))).body).toEqual({ received: true });
  const underpaid = stripe.addIntent({ amount: 100, status: 'succeeded', metadata: { userId: '1', packageId: 'ten_pack', quantity: '10' } });
  expect((await deliver(paymentIntentEvent(underpaid))).status).toBe(200);
  expect(await purchasesOf(foreign.id)).toBe(0);
  expect(await purchasesOf(underpaid.id)).toBe(0);
  expect((await deliver(paymentIntentEvent(foreign, 'payment_intent.payment_failed'))).status).toBe(200);
});

test("another user's intent, an unknown intent and the demo card form are not found", async () => {
  const owner = await buyerWithIntent();
  owner.paid();
  const stranger = await signUp(api);
  const res = await stranger.client.post('/api/confirm-credit-purchase', { paymentIntentId: owner.intent.paymentIntentId });
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: messages.paymentNotFound });
  expect((await stranger.client.post('/api/confirm-credit-purchase', { paymentIntentId: 'pi_unknown' })).status).toBe(404);
  expect((await owner.client.post(`/api/payments/demo/${owner.intent.paymentIntentId}/pay`, { cardNumber: '4242424242424242' })).status).toBe(404);
  expect(await purchasesOf(owner.intent.paymentIntentId)).toBe(0);
});

test('Stripe refusing our key answers 503 with a retryable message', async () => {
  const misconfigured = await startTestApp({ STRIPE_SECRET_KEY: 'sk_live_revoked', STRIPE_PUBLISHABLE_KEY: 'pk_live_revoked', STRIPE_API_BASE_URL: stripe.url });
  try {
    const { client } = await signUp(new ApiClient(misconfigured.url));
    const res = await client.post('/api/create-payment-intent', { packageId: 'single' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: messages.paymentProviderUnavailable });
    // Without a signing secret the webhook endpoint does not exist.
    expect((await new ApiClient(misconfigured.url).post('/api/stripe/webhook', '{}')).status).toBe(404);
  } finally {
    await misconfigured.close();
  }
});
