import { messages } from '@gap/schema';
import { PaymentRequiredError } from '../../lib/errors.js';
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

const fork = () => app.database.orm.em.fork();
let intents = 0;

async function userWithPurchases(...quantities: number[]) {
  const { client } = await signUp(api);
  const user = { id: Number((await client.get('/api/user')).body.id) };
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
  const first = await app.services.credits.consume(fork(), user, null, 'gap_assessment');
  expect(await remainingOf(user.id)).toEqual([0, 5]);
  const second = await app.services.credits.consume(fork(), user, null, 'gap_assessment');
  expect(second.purchaseId).not.toBe(first.purchaseId);
  expect(await remainingOf(user.id)).toEqual([0, 4]);
  const [row] = await fork().execute('select purchase_id, project_id, reason from credit_consumptions where id = ?', [second.consumptionId]);
  expect(row).toEqual({ purchase_id: second.purchaseId, project_id: null, reason: 'gap_assessment' });
  expect(await app.services.credits.balance(fork(), user.id)).toBe(4);
});

test('without credits it refuses with 402 and writes nothing', async () => {
  const user = await userWithPurchases();
  const attempt = app.services.credits.consume(fork(), user, null, 'gap_assessment');
  await expect(attempt).rejects.toBeInstanceOf(PaymentRequiredError);
  await expect(attempt).rejects.toMatchObject({ status: 402, message: messages.noCreditsAvailable });
  expect(await consumptionsOf(user.id)).toBe(0);
});

test("inside the caller's transaction a failure afterwards spends nothing", async () => {
  const user = await userWithPurchases(1);
  const failedAssessment = fork().transactional(async (tx) => {
    await app.services.credits.consume(tx, user, null, 'gap_assessment');
    throw new Error('the assessment failed after spending');
  });
  await expect(failedAssessment).rejects.toThrow('the assessment failed after spending');
  expect(await remainingOf(user.id)).toEqual([1]);
  expect(await consumptionsOf(user.id)).toBe(0);
  await fork().transactional((tx) => app.services.credits.consume(tx, user, null, 'gap_assessment'));
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
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => app.services.credits.consume(fork(), user, null, 'gap_assessment')));
  const spent = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(spent).toHaveLength(credits);
  expect(refused).toHaveLength(20 - credits);
  for (const r of refused) expect(r.reason).toBeInstanceOf(PaymentRequiredError);
  expect(await remainingOf(user.id)).toEqual(quantities.map(() => 0));
  expect(await consumptionsOf(user.id)).toBe(credits);
  expect(await app.services.credits.balance(fork(), user.id)).toBe(0);
});
