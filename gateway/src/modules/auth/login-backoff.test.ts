import type { Em } from '../../db/orm.js';
import { LoginThrottle, RegistrationThrottle } from './login-throttle.js';
import { MemoryThrottleStore } from './throttle.repository.js';

// The arithmetic of the throttles, on a clock the test moves; the database store is exercised over HTTP
// (login-throttle.test.ts, and across two gateways in analysis-gateways.test.ts).
const em = {} as Em;
const inMemory = () => {
  const store = new MemoryThrottleStore();
  return () => store;
};

/** A sign-in attempt as the auth service makes it: claimed first, then (wrong password) counted for the IP. Answers the wait it was refused with, or 0. */
async function attempt(throttle: LoginThrottle, ip: string, account: string, { wrong = true } = {}): Promise<number> {
  try {
    await throttle.assertAllowed(em, ip);
    await throttle.claimAttempt(em, ip, account);
  } catch (error) {
    return (error as { retryAfterSeconds: number }).retryAfterSeconds;
  }
  if (wrong) await throttle.recordFailure(em, ip);
  else await throttle.recordSuccess(em, ip, account);
  return 0;
}

test('wrong passwords slow one IP down for one account, exponentially; the owner elsewhere is not locked out', async () => {
  let now = 0;
  const throttle = new LoginThrottle({ perIp: 100, perUsername: 3, windowMs: 15 * 60_000, backoffBaseMs: 1000, backoffMaxMs: 60_000 }, () => now, inMemory());
  for (let i = 0; i < 3; i++) expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(0);
  expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(1);
  expect(await attempt(throttle, '10.0.0.2', 'user:1', { wrong: false })).toBe(0); // the owner, from another address
  // Refused attempts are taken back: waiting, not insisting, is what lets the next one through.
  expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(1);
  now += 1000;
  expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(0);
  expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(2);
  now += 2000;
  expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(0);
  expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(4);
  for (let i = 0; i < 10; i++) {
    now += 60_000;
    await attempt(throttle, '10.0.0.1', 'user:1');
  }
  expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(60); // capped
  now += 60_000;
  expect(await attempt(throttle, '10.0.0.1', 'user:1', { wrong: false })).toBe(0);
  expect(await attempt(throttle, '10.0.0.1', 'user:1')).toBe(0); // the right password cleared the count
});

test('attempts sent at once: only the free ones reach the password check, the rest wait (429)', async () => {
  const throttle = new LoginThrottle({ perIp: 100, perUsername: 5, windowMs: 15 * 60_000, backoffBaseMs: 1000, backoffMaxMs: 60_000 }, () => 0, inMemory());
  const waits = await Promise.all(Array.from({ length: 30 }, () => attempt(throttle, '10.0.0.3', 'user:7')));
  expect(waits.filter((w) => w === 0)).toHaveLength(5);
  expect(waits.filter((w) => w > 0)).toHaveLength(25);
});

test('an IP is limited across accounts too', async () => {
  const throttle = new LoginThrottle({ perIp: 5, perUsername: 3, windowMs: 60_000 }, () => 0, inMemory());
  for (let i = 0; i < 5; i++) expect(await attempt(throttle, '10.0.0.9', `name:${i}`)).toBe(0);
  await expect(throttle.assertAllowed(em, '10.0.0.9', 'name:new')).rejects.toThrow();
  await expect(throttle.assertAllowed(em, '10.0.0.8', 'name:new')).resolves.toBeUndefined();
});

test('registrations: a budget per IP and hour, counted afresh in the next hour', async () => {
  let now = 0;
  const throttle = new RegistrationThrottle(2, () => now, inMemory());
  await throttle.take(em, '10.0.0.7');
  await throttle.take(em, '10.0.0.7');
  await expect(throttle.take(em, '10.0.0.7')).rejects.toMatchObject({ retryAfterSeconds: 3600 });
  await expect(throttle.take(em, '10.0.0.6')).resolves.toBeUndefined();
  now += 3600_000;
  await expect(throttle.take(em, '10.0.0.7')).resolves.toBeUndefined();
});
