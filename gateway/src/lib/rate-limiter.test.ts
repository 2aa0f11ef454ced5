import { TooManyRequestsError } from './errors.js';
import { RateLimiter } from './rate-limiter.js';

test('counts per key in a fixed window, refusing past the budget with the seconds until it resets', () => {
  let now = 1_000_000;
  const limiter = new RateLimiter(3, 60_000, 'slow down', () => now);
  for (let i = 0; i < 3; i += 1) limiter.take('a');
  limiter.take('b');
  now += 15_000;
  let refused: unknown;
  try {
    limiter.take('a');
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(TooManyRequestsError);
  expect(refused).toMatchObject({ message: 'slow down', retryAfterSeconds: 45 });
  now += 45_000;
  expect(() => limiter.take('a')).not.toThrow();
});
