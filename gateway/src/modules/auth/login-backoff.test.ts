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

test('wrong passwords slow one IP down for one account, exponentially; the owner elsewhere is not locked out', async () => {
  let now = 0;
  const throttle = new LoginThrottle({ perIp: 100, perUsername: 3, windowMs: 15 * 60_000, backoffBaseMs: 1000, backoffMaxMs: 60_000 }, () => now, inMemory());
  for (let i = 0; i < 3; i++) await throttle.recordFailure(em, '10.0.0.1', 'user:1');
  const waitOf = async (ip: string) => {
    try {
      await throttle.assertAllowed(em, ip, 'user:1');
      return 0;
    } catch (error) {
      return (error as { retryAfterSeconds: number }).retryAfterSeconds;
    }
  };
  expect(await waitOf('10.0.0.1')).toBe(1);
  expect(await waitOf('10.0.0.2')).toBe(0); // the owner, from another address
  now += 1000;
  expect(await waitOf('10.0.0.1')).toBe(0);
  await throttle.recordFailure(em, '10.0.0.1', 'user:1');
  expect(await waitOf('10.0.0.1')).toBe(2);
  now += 2000;
  await throttle.recordFailure(em, '10.0.0.1', 'user:1');
  expect(await waitOf('10.0.0.1')).toBe(4);
  for (let i = 0; i < 20; i++) await throttle.recordFailure(em, '10.0.0.1', 'user:1');
  expect(await waitOf('10.0.0.1')).toBe(60); // capped
  await throttle.recordSuccess(em, '10.0.0.1', 'user:1');
  expect(await waitOf('10.0.0.1')).toBe(0);
});

test('an IP is limited across accounts too', async () => {
  const throttle = new LoginThrottle({ perIp: 5, perUsername: 3, windowMs: 60_000 }, () => 0, inMemory());
  for (let i = 0; i < 5; i++) await throttle.recordFailure(em, '10.0.0.9', `name:${i}`);
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
