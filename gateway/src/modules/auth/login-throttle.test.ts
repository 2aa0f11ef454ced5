import { messages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp({}, { throttleLimits: { perIp: 8, perUsername: 3, windowMs: 60_000 } });
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

test('failed logins are throttled per username with 429 and Retry-After, even with the right password', async () => {
  const { user } = await signUp(api);
  for (let i = 0; i < 3; i++) {
    expect((await api.post('/api/auth/login', { username: user.username, password: 'wrong-password' })).status).toBe(401);
  }
  const blocked = await api.post('/api/auth/login', { username: user.username, password: user.password });
  expect(blocked.status).toBe(429);
  expect(blocked.body).toEqual({ message: messages.tooManyAttempts });
  const retryAfter = Number(blocked.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
});

test('wrong passwords sent at once are checked one after another: the free tries answer 401, the rest 429', async () => {
  const { user } = await signUp(api);
  const answers = await Promise.all(Array.from({ length: 12 }, () => api.post('/api/auth/login', { username: user.username, password: 'wrong-password' })));
  expect(answers.map((a) => a.status).sort()).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
});

test('right passwords sent at once all sign in (they take turns)', async () => {
  const { user } = await signUp(api);
  const answers = await Promise.all(Array.from({ length: 8 }, () => api.post('/api/auth/login', { username: user.username, password: user.password })));
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
});

test('failed logins are throttled per IP across usernames', async () => {
  let status = 0;
  for (let i = 0; i < 6; i++) {
    status = (await api.post('/api/auth/login', { username: `ghost_${i}`, password: 'wrong-password' })).status;
  }
  // 3 + 3 earlier failures + 2 here reach the per-IP limit of 8: the 3rd is refused, and so is every one after.
  expect(status).toBe(429);
});
