import Stripe from 'stripe';
import { messages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { FakeStripeServer, paymentIntentEvent, stripeEvent } from '../../testing/fake-stripe-server.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { personalWorkspace } from '../workspaces/testing/personal-workspace.js';

/**
 * Stripe's payment lifecycle over HTTP against the fake Stripe server: one intent per checkout, the state of an
 * intent after a redirect, and the webhook's processing, failure, refund and dispute events, replayed and out of
 * order. The ledger is read back after each event.
 */
const webhookSecret = 'whsec_test_lifecycle_secret';
let stripe: FakeStripeServer;
let app: TestApp;
let api: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  stripe = await new FakeStripeServer().start();
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_gateway',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_gateway',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE_URL: stripe.url,
  });
  api = new ApiClient(app.url);
  // The first account is the administrator.
  admin = (await signUp(api)).client;
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return api.post('/api/stripe/webhook', payload, { 'content-type': 'application/json', 'stripe-signature': signature });
}

async function buyer(packageId = 'five_pack') {
  const session = await signUp(api);
  const res = await session.client.post('/api/create-payment-intent', { packageId });
  expect(res.status).toBe(201);
  const id: string = res.body.paymentIntentId;
  return { ...session, id, intent: res.body };
}

const intentCreations = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

/** The purchase and its reversals as the ledger holds them. */
async function ledgerOf(paymentIntentId: string) {
  const em = app.database.orm.em.fork();
  const [purchase] = await em.execute<{ id: number; quantity: number; remaining: number }[]>(
    'select id, quantity, remaining from credit_purchases where payment_intent_id = ?',
    [paymentIntentId],
  );
  const reversals = await em.execute<{ kind: string; credits_due: number; credits_taken: number; credits_spent: number }[]>(
    'select kind, credits_due, credits_taken, credits_spent from credit_reversals where payment_intent_id = ? order by id',
    [paymentIntentId],
  );
  const [checkout] = await em.execute<{ status: string }[]>('select status from payment_checkouts where payment_intent_id = ?', [paymentIntentId]);
  return {
    purchase: purchase ? { quantity: purchase.quantity, remaining: purchase.remaining } : null,
    reversals: reversals.map((r) => ({ kind: r.kind, due: r.credits_due, taken: r.credits_taken, spent: r.credits_spent })),
    checkout: checkout?.status,
  };
}

const balanceOf = async (client: ApiClient) => (await client.get('/api/credits')).body.availableCredits as number;

async function spend(client: ApiClient, credits: number) {
  const userId = (await client.get('/api/user')).body.id as number;
  for (let i = 0; i < credits; i++) await app.services.credits.consume(app.database.orm.em.fork(), { id: userId }, await personalWorkspace(app.database.orm.em.fork(), userId), null, 'test spend');
}

describe('one intent per checkout', () => {
  test('several visits, also at once, create one intent; another package its own', async () => {
    const { client, id } = await buyer('five_pack');
    const before = intentCreations();
    const again = [await client.post('/api/create-payment-intent', { amount: 399, quantity: 5 })];
    again.push(...(await Promise.all(Array.from({ length: 4 }, () => client.post('/api/create-payment-intent', { packageId: 'five_pack' })))));
    for (const res of again) expect(res.body).toMatchObject({ paymentIntentId: id, clientSecret: stripe.intents.get(id)!.client_secret });
    expect(intentCreations()).toBe(before);
    const single = await client.post('/api/create-payment-intent', { packageId: 'single' });
    expect(single.body.paymentIntentId).not.toBe(id);
    expect(intentCreations()).toBe(before + 1);
  });

  test('a declined intent is reused for the next attempt; a paid or processing one is not', async () => {
    const { client, id } = await buyer('ten_pack');
    stripe.setStatus(id, 'requires_payment_method', messages.cardDeclined);
    expect((await client.post('/api/create-payment-intent', { packageId: 'ten_pack' })).body.paymentIntentId).toBe(id);
    stripe.setStatus(id, 'processing');
    const next = (await client.post('/api/create-payment-intent', { packageId: 'ten_pack' })).body.paymentIntentId;
    expect(next).not.toBe(id);
    expect((await ledgerOf(id)).checkout).toBe('processing');
    stripe.setStatus(next, 'succeeded');
    expect((await client.post('/api/create-payment-intent', { packageId: 'ten_pack' })).body.paymentIntentId).not.toBe(next);
  });

  test("another user's visit never gets the intent", async () => {
    const { id } = await buyer('single');
    const other = await buyer('single');
    expect(other.id).not.toBe(id);
  });
});

describe('the state after a redirect', () => {
  test('succeeded, processing and failed (with the reason) as Stripe reports them, over REST and GraphQL', async () => {
    const { client, id } = await buyer('five_pack');
    const status = async () => (await client.get(`/api/payments/intents/${id}`)).body;
    stripe.setStatus(id, 'processing');
    expect(await status()).toEqual({ paymentIntentId: id, status: 'processing', outcome: 'processing', message: null, packageId: 'five_pack', quantity: 5, amount: 399 });
    stripe.setStatus(id, 'requires_payment_method', messages.cardDeclined);
    expect(await status()).toMatchObject({ outcome: 'failed', message: messages.cardDeclined });
    stripe.setStatus(id, 'succeeded');
    const gql = await client.gql('query($id: String!) { paymentIntentStatus(paymentIntentId: $id) { outcome status quantity } }', { id });
    expect(gql.body.data.paymentIntentStatus).toEqual({ outcome: 'succeeded', status: 'succeeded', quantity: 5 });
    // Asking changes nothing: the page confirms the purchase itself.
    expect(await balanceOf(client)).toBe(0);
  });

  test("another user's, an unknown and a malformed intent id are refused", async () => {
    const { id } = await buyer();
    const stranger = await signUp(api);
    expect((await stranger.client.get(`/api/payments/intents/${id}`)).status).toBe(404);
    expect((await stranger.client.get('/api/payments/intents/pi_unknown')).body).toEqual({ message: messages.paymentNotFound });
    expect((await stranger.client.get('/api/payments/intents/not-an-intent')).status).toBe(400);
    expect((await api.get(`/api/payments/intents/${id}`)).status).toBe(401);
  });
});

describe('webhook events', () => {
  test('processing, then succeeded: credits only on success; the checkout follows', async () => {
    const { client, id } = await buyer();
    expect((await deliver(paymentIntentEvent(stripe.setStatus(id, 'processing'), 'payment_intent.processing'))).body).toEqual({ received: true });
    expect(await ledgerOf(id)).toEqual({ purchase: null, reversals: [], checkout: 'processing' });
    expect(await balanceOf(client)).toBe(0);
    await deliver(paymentIntentEvent(stripe.setStatus(id, 'succeeded')));
    expect(await ledgerOf(id)).toEqual({ purchase: { quantity: 5, remaining: 5 }, reversals: [], checkout: 'succeeded' });
  });

  test('payment_failed credits nothing; failed or processing delivered after succeeded changes nothing', async () => {
    const { client, id } = await buyer();
    await deliver(paymentIntentEvent(stripe.setStatus(id, 'requires_payment_method', messages.cardDeclined), 'payment_intent.payment_failed'));
    expect(await ledgerOf(id)).toEqual({ purchase: null, reversals: [], checkout: 'requires_payment_method' });
    const failed = paymentIntentEvent(stripe.setStatus(id, 'requires_payment_method'), 'payment_intent.payment_failed');
    const processing = paymentIntentEvent(stripe.setStatus(id, 'processing'), 'payment_intent.processing');
    await deliver(paymentIntentEvent(stripe.setStatus(id, 'succeeded')));
    await deliver(failed);
    await deliver(processing);
    expect(await ledgerOf(id)).toEqual({ purchase: { quantity: 5, remaining: 5 }, reversals: [], checkout: 'succeeded' });
    expect(await balanceOf(client)).toBe(5);
  });

  test('a full refund takes back the unspent credits once, however often it is delivered', async () => {
    const { client, id } = await buyer();
    await deliver(paymentIntentEvent(stripe.setStatus(id, 'succeeded')));
    const refunded = stripeEvent('charge.refunded', stripe.refund(id));
    expect((await deliver(refunded)).body).toEqual({ received: true });
    expect((await deliver(refunded)).body).toEqual({ received: true, duplicate: true });
    // The same refund announced by another event (another id) owes nothing more.
    await deliver(stripeEvent('charge.refunded', stripe.chargeOf(id)));
    expect(await ledgerOf(id)).toEqual({ purchase: { quantity: 5, remaining: 0 }, reversals: [{ kind: 'refund', due: 5, taken: 5, spent: 0 }], checkout: 'succeeded' });
    expect(await balanceOf(client)).toBe(0);
  });

  test('partial refunds take back their share, rounded down; together never more than the purchase', async () => {
    const { client, id } = await buyer();
    await deliver(paymentIntentEvent(stripe.setStatus(id, 'succeeded')));
    await deliver(stripeEvent('charge.refunded', stripe.refund(id, 1000)));
    expect((await ledgerOf(id)).reversals).toEqual([]);
    await deliver(stripeEvent('charge.refunded', stripe.refund(id, 15_000)));
    expect(await ledgerOf(id)).toMatchObject({ purchase: { remaining: 3 }, reversals: [{ kind: 'refund', due: 2, taken: 2, spent: 0 }] });
    await deliver(stripeEvent('charge.refunded', stripe.refund(id)));
    expect((await ledgerOf(id)).reversals).toEqual([
      { kind: 'refund', due: 2, taken: 2, spent: 0 },
      { kind: 'refund', due: 3, taken: 3, spent: 0 },
    ]);
    expect(await balanceOf(client)).toBe(0);
  });

  test('a refund of spent credits takes what is left, never below zero, and reports the rest to the administrator', async () => {
    const { client, id } = await buyer();
    await deliver(paymentIntentEvent(stripe.setStatus(id, 'succeeded')));
    await spend(client, 3);
    await deliver(stripeEvent('charge.refunded', stripe.refund(id)));
    expect(await ledgerOf(id)).toEqual({ purchase: { quantity: 5, remaining: 0 }, reversals: [{ kind: 'refund', due: 5, taken: 2, spent: 3 }], checkout: 'succeeded' });
    expect(await balanceOf(client)).toBe(0);
    const listed = await admin.gql('{ creditReversals(onlySpent: true) { kind paymentIntentId creditsDue creditsTaken creditsSpent } }');
    expect(listed.body.data.creditReversals).toContainEqual({ kind: 'refund', paymentIntentId: id, creditsDue: 5, creditsTaken: 2, creditsSpent: 3 });
    const refused = await client.gql('{ creditReversals { id } }');
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  test('a refund delivered before the success credits the paid intent first, then takes back; the late success adds nothing', async () => {
    const { client, id } = await buyer('ten_pack');
    const succeeded = paymentIntentEvent(stripe.setStatus(id, 'succeeded'));
    await deliver(stripeEvent('charge.refunded', stripe.refund(id)));
    expect(await ledgerOf(id)).toEqual({ purchase: { quantity: 10, remaining: 0 }, reversals: [{ kind: 'refund', due: 10, taken: 10, spent: 0 }], checkout: 'succeeded' });
    expect((await deliver(succeeded)).body).toEqual({ received: true });
    expect((await client.post('/api/confirm-credit-purchase', { paymentIntentId: id })).body.availableCredits).toBe(0);
    expect((await ledgerOf(id)).purchase).toEqual({ quantity: 10, remaining: 0 });
  });

  test('a dispute takes back every unspent credit; named by its charge only, the intent is looked up', async () => {
    const { client, id } = await buyer();
    await deliver(paymentIntentEvent(stripe.setStatus(id, 'succeeded')));
    await spend(client, 1);
    const disputed = stripeEvent('charge.dispute.created', stripe.dispute(id, { withIntent: false }));
    await deliver(disputed);
    await deliver(disputed);
    expect(await ledgerOf(id)).toEqual({ purchase: { quantity: 5, remaining: 0 }, reversals: [{ kind: 'dispute', due: 5, taken: 4, spent: 1 }], checkout: 'succeeded' });
    // A refund after the dispute owes nothing more.
    await deliver(stripeEvent('charge.refunded', stripe.refund(id)));
    expect((await ledgerOf(id)).reversals).toHaveLength(1);
    expect(await balanceOf(client)).toBe(0);
  });

  test('a dispute before the success, then the success: credited once and taken back once', async () => {
    const { client, id } = await buyer('single');
    const succeeded = paymentIntentEvent(stripe.setStatus(id, 'succeeded'));
    await deliver(stripeEvent('charge.dispute.created', stripe.dispute(id)));
    await deliver(succeeded);
    expect(await ledgerOf(id)).toEqual({ purchase: { quantity: 1, remaining: 0 }, reversals: [{ kind: 'dispute', due: 1, taken: 1, spent: 0 }], checkout: 'succeeded' });
    expect(await balanceOf(client)).toBe(0);
  });

  test('refunds and disputes of payments that are not credit purchases are acknowledged and change nothing', async () => {
    const foreign = stripe.addIntent({ amount: 1234, status: 'succeeded', metadata: { orderId: '42' } });
    expect((await deliver(stripeEvent('charge.refunded', stripe.refund(foreign.id)))).body).toEqual({ received: true });
    expect((await deliver(stripeEvent('charge.dispute.created', stripe.dispute(foreign.id)))).status).toBe(200);
    const unpaid = await buyer();
    expect((await deliver(stripeEvent('charge.refunded', stripe.refund(unpaid.id)))).status).toBe(200);
    expect(await ledgerOf(foreign.id)).toEqual({ purchase: null, reversals: [], checkout: undefined });
    expect(await ledgerOf(unpaid.id)).toEqual({ purchase: null, reversals: [], checkout: 'requires_payment_method' });
  });
});
