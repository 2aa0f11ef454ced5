import { messages } from '@gap/schema';
import { PaymentRequiredError } from '../../lib/errors.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { personalWorkspace } from '../workspaces/testing/personal-workspace.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const fork = () => app.database.orm.em.fork();
let intents = 0;

async function userWithPurchases(...quantities: number[]) {
  const { client } = await signUp(api);
  const id = Number((await client.get('/api/user')).body.id);
  const user = { id, workspaceId: await personalWorkspace(fork(), id) };
  for (const quantity of quantities) {
    await app.services.credits.recordPurchase(fork(), {
      userId: user.id,
      packageId: 'single',
      quantity,
      amountCents: 9900 * quantity,
      currency: 'usd',
      provider: 'demo',
      paymentIntentId: `pi_ledger_${user.id}_${intents++}`,
    });
  }
  return user;
}

const remainingOf = async (userId: number) =>
  (await fork().execute<{ quantity: number; remaining: number }[]>('select quantity, remaining from credit_purchases where user_id = ? order by id', [userId])).map((r) => r.remaining);
const consumptionsOf = async (userId: number) =>
  (await fork().execute<{ count: number }[]>('select count(*)::int as count from credit_consumptions where user_id = ?', [userId]))[0]!.count;

test('spends from the oldest purchase with credits left, and records what it paid for', async () => {
  const user = await userWithPurchases(1, 5);
  const first = await app.services.credits.consume(fork(), user, user.workspaceId, null, 'gap_assessment');
  expect(await remainingOf(user.id)).toEqual([0, 5]);
  const second = await app.services.credits.consume(fork(), user, user.workspaceId, null, 'gap_assessment');
  expect(second.purchaseId).not.toBe(first.purchaseId);
  expect(await remainingOf(user.id)).toEqual([0, 4]);
  const [row] = await fork().execute('select purchase_id, project_id, reason from credit_consumptions where id = ?', [second.consumptionId]);
  expect(row).toEqual({ purchase_id: second.purchaseId, project_id: null, reason: 'gap_assessment' });
  expect(await app.services.credits.balance(fork(), user.workspaceId)).toBe(4);
});

test('counts the credits spent on each project asked about, 0 where none was', async () => {
  const { client } = await signUp(api);
  const id = Number((await client.get('/api/user')).body.id);
  const user = { id, workspaceId: await personalWorkspace(fork(), id) };
  const grant = { userId: user.id, packageId: 'five_pack', quantity: 5, amountCents: 39900, currency: 'usd', provider: 'demo', paymentIntentId: `pi_spent_on_${user.id}` } as const;
  await app.services.credits.recordPurchase(fork(), grant);
  const ids: number[] = [];
  for (const name of ['Spent twice', 'Spent once', 'Nothing spent']) ids.push((await client.post<{ id: number }>('/api/projects', { name })).body.id);
  const [a, b, c] = ids as [number, number, number];
  for (const project of [a, a, b]) await app.services.credits.consume(fork(), user, user.workspaceId, project, 'gap_assessment');
  expect(await app.services.credits.spentOn(fork(), [a, b, c])).toEqual(new Map([[a, 2], [b, 1], [c, 0]]));
  expect(await app.services.credits.spentOn(fork(), [])).toEqual(new Map());
});

test('without credits it refuses with 402 and writes nothing', async () => {
  const user = await userWithPurchases();
  const attempt = app.services.credits.consume(fork(), user, user.workspaceId, null, 'gap_assessment');
  await expect(attempt).rejects.toBeInstanceOf(PaymentRequiredError);
  await expect(attempt).rejects.toMatchObject({ status: 402, message: messages.noCreditsAvailable });
  expect(await consumptionsOf(user.id)).toBe(0);
});

test("inside the caller's transaction a failure afterwards spends nothing", async () => {
  const user = await userWithPurchases(1);
  const failedAssessment = fork().transactional(async (tx) => {
    await app.services.credits.consume(tx, user, user.workspaceId, null, 'gap_assessment');
    throw new Error('the assessment failed after spending');
  });
  await expect(failedAssessment).rejects.toThrow('the assessment failed after spending');
  expect(await remainingOf(user.id)).toEqual([1]);
  expect(await consumptionsOf(user.id)).toBe(0);
  await fork().transactional((tx) => app.services.credits.consume(tx, user, user.workspaceId, null, 'gap_assessment'));
  expect(await remainingOf(user.id)).toEqual([0]);
});

test.each([
  ['one 5-pack', [5]],
  ['a single and a 5-pack', [1, 5]],
  ['three singles', [1, 1, 1]],
])('20 concurrent spenders with %s: exactly that many succeed, the balance ends at 0', async (_label, quantities) => {
  const user = await userWithPurchases(...quantities);
  const credits = quantities.reduce((a, b) => a + b, 0);
  // Each spender has its own EntityManager, as concurrent requests do.
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => app.services.credits.consume(fork(), user, user.workspaceId, null, 'gap_assessment')));
  const spent = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(spent).toHaveLength(credits);
  expect(refused).toHaveLength(20 - credits);
  for (const r of refused) expect(r.reason).toBeInstanceOf(PaymentRequiredError);
  expect(await remainingOf(user.id)).toEqual(quantities.map(() => 0));
  expect(await consumptionsOf(user.id)).toBe(credits);
  expect(await app.services.credits.balance(fork(), user.workspaceId)).toBe(0);
});
