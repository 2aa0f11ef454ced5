import { creditPackages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { personalWorkspace } from '../workspaces/testing/personal-workspace.js';
import { creditHistoryLimit } from './credit-ledger.repository.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

/** A signed-up user and a way to credit them directly through the ledger (as a paid intent would). */
async function buyer() {
  const session = await signUp(api);
  const userId = Number((await session.client.get('/api/user')).body.id);
  let n = 0;
  const grant = (quantity: number) =>
    app.services.credits.recordPurchase(app.database.orm.em.fork(), {
      userId,
      packageId: quantity === 1 ? 'single' : quantity === 5 ? 'five_pack' : 'ten_pack',
      quantity,
      amountCents: 100,
      currency: 'usd',
      provider: 'demo',
      paymentIntentId: `pi_seed_${userId}_${n++}`,
    });
  return { ...session, userId, grant };
}

test('a new account has no credits and no purchases', async () => {
  const { client } = await buyer();
  const res = await client.get('/api/credits');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ availableCredits: 0, credits: [] });
});

test('GET /api/credits lists purchases newest first with exactly id, createdAt, quantity, remaining, kind', async () => {
  const { client, grant, userId } = await buyer();
  await grant(1);
  await grant(10);
  await grant(5);
  await app.services.credits.consume(app.database.orm.em.fork(), { id: userId }, await personalWorkspace(app.database.orm.em.fork(), userId), null, 'gap_assessment');
  const res = await client.get('/api/credits');
  expect(res.body.availableCredits).toBe(15);
  expect(res.body.credits.map((c: { quantity: number; remaining: number }) => [c.quantity, c.remaining])).toEqual([
    [5, 5],
    [10, 10],
    [1, 0],
  ]);
  for (const credit of res.body.credits) {
    expect(Object.keys(credit).sort()).toEqual(['createdAt', 'id', 'kind', 'quantity', 'remaining']);
    expect(credit.kind).toBe('purchase');
    expect(new Date(credit.createdAt).toISOString()).toBe(credit.createdAt);
  }
  const gql = await client.gql('{ credits { availableCredits credits { id createdAt quantity remaining kind } } }');
  expect(gql.body.data.credits).toEqual({ ...res.body, credits: res.body.credits.map((c: { id: number }) => ({ ...c, id: String(c.id) })) });
});

test('another user sees none of these purchases; the history is bounded', async () => {
  const owner = await buyer();
  for (let i = 0; i < creditHistoryLimit + 1; i++) await owner.grant(1);
  const res = await owner.client.get('/api/credits');
  expect(res.body.availableCredits).toBe(creditHistoryLimit + 1);
  expect(res.body.credits).toHaveLength(creditHistoryLimit);
  const stranger = await buyer();
  expect((await stranger.client.get('/api/credits')).body).toEqual({ availableCredits: 0, credits: [] });
});

test('credit packages come from the shared table, over REST and GraphQL', async () => {
  const expected = [
    { id: 'single', name: 'Single Assessment', credits: 1, price: 99, priceCents: 9900, currency: 'usd', savingsPercent: 0, popular: false },
    { id: 'five_pack', name: '5-Pack', credits: 5, price: 399, priceCents: 39900, currency: 'usd', savingsPercent: 20, popular: true },
    { id: 'ten_pack', name: '10-Pack', credits: 10, price: 749, priceCents: 74900, currency: 'usd', savingsPercent: 25, popular: false },
  ];
  expect(creditPackages).toHaveLength(3);
  expect((await api.get('/api/credit-packages')).body).toEqual(expected);
  const gql = await api.gql('{ creditPackages { id name credits price priceCents currency savingsPercent popular } }');
  expect(gql.body.data.creditPackages).toEqual(expected);
});

test('credits need a signed-in user', async () => {
  expect((await api.get('/api/credits')).status).toBe(401);
  expect((await api.withToken('nonsense').get('/api/credits')).status).toBe(401);
  const gql = await api.gql('{ credits { availableCredits } }');
  expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
