import { LoginThrottle } from './login-throttle.js';

test('wrong passwords slow one IP down for one account, exponentially; the owner elsewhere is not locked out', () => {
  let now = 0;
  const throttle = new LoginThrottle({ perIp: 100, perUsername: 3, windowMs: 15 * 60_000, backoffBaseMs: 1000, backoffMaxMs: 60_000 }, () => now);
  for (let i = 0; i < 3; i++) throttle.recordFailure('10.0.0.1', 'user:1');
  const waitOf = (ip: string) => {
    try {
      throttle.assertAllowed(ip, 'user:1');
      return 0;
    } catch (error) {
      return (error as { retryAfterSeconds: number }).retryAfterSeconds;
    }
  };
  expect(waitOf('10.0.0.1')).toBe(1);
  expect(waitOf('10.0.0.2')).toBe(0); // the owner, from another address
  now += 1000;
  expect(waitOf('10.0.0.1')).toBe(0);
  throttle.recordFailure('10.0.0.1', 'user:1');
  expect(waitOf('10.0.0.1')).toBe(2);
  now += 2000;
  throttle.recordFailure('10.0.0.1', 'user:1');
  expect(waitOf('10.0.0.1')).toBe(4);
  for (let i = 0; i < 20; i++) throttle.recordFailure('10.0.0.1', 'user:1');
  expect(waitOf('10.0.0.1')).toBe(60); // capped
});

test('an IP is limited across accounts too', () => {
  const throttle = new LoginThrottle({ perIp: 5, perUsername: 3, windowMs: 60_000 }, () => 0);
  for (let i = 0; i < 5; i++) throttle.recordFailure('10.0.0.9', `name:${i}`);
  expect(() => throttle.assertAllowed('10.0.0.9', 'name:new')).toThrow();
  expect(() => throttle.assertAllowed('10.0.0.8', 'name:new')).not.toThrow();
});
