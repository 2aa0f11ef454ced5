import { messages } from '@gap/schema';
import { buildUser, signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1000' }, { throttleLimits: { perIp: 1000, perUsername: 3, windowMs: 60_000 } });
  api = new ApiClient(app.url);
}, 120_000);
afterAll(() => app.close());

const login = (username: string, password: string) => api.post('/api/auth/login', { username, password });

describe('sign-out', () => {
  test('POST /api/auth/sign-out revokes the presented token only', async () => {
    const { user, client } = await signUp(api);
    const other = api.withToken((await login(user.username, user.password)).body.token);
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.gql('{ me { id } }')).status).toBe(401);
    expect((await other.get('/api/user')).status).toBe(200);
    expect((await api.post('/api/auth/sign-out')).status).toBe(401);
  });

  test('GraphQL signOut revokes the presented token only', async () => {
    const { user, client } = await signUp(api);
    const other = api.withToken((await login(user.username, user.password)).body.token);
    expect((await client.gql('mutation { signOut }')).body).toEqual({ data: { signOut: true } });
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await other.gql('{ me { username } }')).body.data.me.username).toBe(user.username);
  });
});

describe('usernames', () => {
  test('are normalised with NFKC: a full-width spelling is the same account', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const res = await api.post('/api/auth/register', buildUser({ username: `ｗｉｄｅ_${suffix}` }));
    expect(res.status).toBe(201);
    expect((await api.withToken(res.body.token).get('/api/user')).body.username).toBe(`wide_${suffix}`);
    const again = await api.post('/api/auth/register', buildUser({ username: `wide_${suffix}` }));
    expect(again).toMatchObject({ status: 409, body: { message: messages.usernameTaken } });
  });

  test.each([
    ['bidi override', 'admin\u202Eabc'],
    ['zero-width joiner', 'ad\u200Dmin'],
    ['mixed Latin and Cyrillic (confusable)', 'p\u0430ypal_x'],
  ])('refuse %s', async (_label, username) => {
    const res = await api.post('/api/auth/register', buildUser({ username }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.usernameInvalid);
  });
});

test('failures count against the account whatever the spelling (case, width) of its username', async () => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const { user } = await signUp(api, { username: `fold_${suffix}` });
  for (const spelling of [user.username, user.username.toUpperCase(), `ＦＯＬＤ_${suffix.toUpperCase()}`]) {
    expect((await login(spelling, 'wrong-password')).status).toBe(401);
  }
  expect((await login(`Fold_${suffix}`, user.password)).status).toBe(429);
});

test('registrations are throttled per IP (429 with Retry-After)', async () => {
  const limited = await startTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '2' });
  try {
    const client = new ApiClient(limited.url);
    await signUp(client);
    await signUp(client);
    const third = await client.post('/api/auth/register', buildUser());
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  } finally {
    await limited.close();
  }
}, 120_000);

test('a session check answers its user without getters of its own, and builds the entity only when it is read', async () => {
  // Getters defined per object (object literals' `get`) kept much of each request alive through young-generation
  // collections (docs/decisions/request-prototype-getters.md): the lazy user is a getter on a class instead.
  const { user, token } = await signUp(api);
  const em = app.database.orm.em.fork();
  const session = await app.services.auth.authenticateSession(em, token);
  const ownGetters = (object: object) => Object.entries(Object.getOwnPropertyDescriptors(object)).filter(([, d]) => d.get).map(([name]) => name);
  expect(ownGetters(session!)).toEqual([]);
  expect(session!.profile.username).toBe(user.username);
  expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
  expect(session!.user.username).toBe(user.username);
  expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(1);
});
