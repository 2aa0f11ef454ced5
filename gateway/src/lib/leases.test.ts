import { startTestApp, type TestApp } from '../testing/test-app.js';
import { LeaseTable, leasedUserSlots, MemoryUserSlots, type Release, type UserSlots } from './leases.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app.close());

const leases = async (user: string) =>
  Number((await app.database.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as "n" from "leases" where "holder" = ?', [user]))[0]!.n);

/** Takes until refused; answers the releases taken. */
async function takeAll(slots: UserSlots, user: string, limit: number) {
  const held: Release[] = [];
  for (let release = await slots.take(user, limit); release; release = await slots.take(user, limit)) held.push(release);
  return held;
}

test('in memory: a user holds at most `limit` slots; a release (once, however often called) frees one', async () => {
  const slots = new MemoryUserSlots();
  const held = await takeAll(slots, 'alice', 2);
  expect(held).toHaveLength(2);
  expect(await slots.take('bob', 2)).not.toBeNull();
  await held[0]!();
  await held[0]!();
  expect(await takeAll(slots, 'alice', 2)).toHaveLength(1);
});

test('in the database: two gateways counting the same user share the limit, even when they ask at the same moment', async () => {
  // Two instances stand for two gateway processes: they share nothing but the table.
  const a = leasedUserSlots(new LeaseTable(app.database.orm), 'uploads');
  const b = leasedUserSlots(new LeaseTable(app.database.orm), 'uploads');
  const user = `u-${Date.now()}`;
  const asked = await Promise.all([a, b, a, b, a, b].map((slots) => slots.take(user, 2)));
  const held = asked.filter((r): r is Release => r !== null);
  expect(held).toHaveLength(2);
  expect(await leases(user)).toBe(2);
  expect(await b.take(user, 2)).toBeNull();
  // Given back (once, however often called): taken on the other gateway.
  await held[0]!();
  await held[0]!();
  const again = await b.take(user, 2);
  expect(again).not.toBeNull();
  expect(await a.take(user, 2)).toBeNull();
  await Promise.all([held[1]!(), again!()]);
  expect(await leases(user)).toBe(0);
});

test('in the database: the slot of a process that died lapses; a held slot is renewed and does not', async () => {
  const timing = { leaseMs: 300, renewMs: 100 };
  const slots = leasedUserSlots(new LeaseTable(app.database.orm, timing), 'uploads');
  const user = `u-${Date.now()}-lapse`;
  const held = await slots.take(user, 1);
  expect(held).not.toBeNull();
  // Renewed while held: still counted well past one lease.
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(await slots.take(user, 1)).toBeNull();
  // A dead process's lease (no renewal) is free once it lapses.
  await app.database.orm.em.fork().execute('insert into "leases" ("id", "kind", "holder", "expires_at") values (gen_random_uuid(), ?, ?, ?)', ['uploads', `${user}-dead`, Date.now() + 200]);
  expect(await slots.take(`${user}-dead`, 1)).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const after = await slots.take(`${user}-dead`, 1);
  expect(after).not.toBeNull();
  await after!();
  await held!();
});
