import argon2 from 'argon2';
import { SignJWT } from 'jose';
import { messages } from '@gap/schema';
import { buildUser, signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp({}, { throttleLimits: { perIp: 1000, perUsername: 1000, windowMs: 60_000 } });
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

describe('register', () => {
  test('answers a token; the first account is the administrator, later ones are not', async () => {
    const first = await signUp(api);
    const second = await signUp(api);
    const me1 = await first.client.get('/api/user');
    const me2 = await second.client.get('/api/user');
    expect(me1.status).toBe(200);
    // The first account of this fresh database is the administrator.
    expect(me1.body).toMatchObject({ username: first.user.username, email: first.user.email, role: 'Security Manager', isAdmin: true, firstName: 'Ada', lastName: 'Lovelace' });
    expect(me2.body.isAdmin).toBe(false);
    expect(JSON.stringify(me1.body)).not.toMatch(/hash|argon|tokenVersion/i);
  });

  test.each([
    [{ username: 'ab' }, messages.usernameMin],
    [{ username: 'x'.repeat(51) }, messages.usernameMax],
    [{ email: 'not-an-email' }, messages.emailInvalid],
    [{ email: '' }, messages.emailInvalid],
    [{ password: 'short' }, messages.passwordMin],
    [{ password: 'p'.repeat(129) }, messages.passwordMax],
    [{ username: 42 }, messages.usernameMin],
    [{ username: undefined }, messages.usernameMin],
  ])('refuses %j with its message', async (override, message) => {
    const res = await api.post('/api/auth/register', { ...buildUser(), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  test('duplicate username (any case) and duplicate email answer 409 and create nothing', async () => {
    const { user } = await signUp(api);
    const sameName = await api.post('/api/auth/register', buildUser({ username: user.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: messages.usernameTaken });
    const sameEmail = await api.post('/api/auth/register', buildUser({ email: user.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: messages.emailTaken });
  });

  test('a name that reads as an existing one in another script (Cyrillic сосо for coco, Latin koa for Greek ΚΟΑ) answers 409', async () => {
    expect((await api.post('/api/auth/register', buildUser({ username: 'coco' }))).status).toBe(201);
    // All Cyrillic (с, о): one script, so only the look-alike rule refuses it.
    expect(await api.post('/api/auth/register', buildUser({ username: '\u0441\u043e\u0441\u043e' }))).toMatchObject({ status: 409, body: { message: messages.usernameTaken } });
    // Registered first in Greek capitals, the Latin spelling is the look-alike.
    expect((await api.post('/api/auth/register', buildUser({ username: '\u039a\u039f\u0391' }))).status).toBe(201);
    expect(await api.post('/api/auth/register', buildUser({ username: 'koa' }))).toMatchObject({ status: 409, body: { message: messages.usernameTaken } });
    // Another word of the same script is no look-alike.
    expect((await api.post('/api/auth/register', buildUser({ username: '\u0434\u043e\u043c' }))).status).toBe(201);
  });

  test('malformed JSON answers 400 with a message', async () => {
    const res = await api.post('/api/auth/register', '{"username":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});

describe('login', () => {
  test('answers a token accepted by /api/user and GraphQL me, username case-insensitive', async () => {
    const { user } = await signUp(api);
    const res = await api.post('/api/auth/login', { username: user.username.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    const authed = api.withToken(res.body.token);
    expect((await authed.get('/api/user')).body.username).toBe(user.username);
    const gql = await authed.gql('{ me { username email role } }');
    expect(gql.body.data).toEqual({ me: { username: user.username, email: user.email, role: 'Security Manager' } });
  });

  test('required fields have their messages', async () => {
    expect((await api.post('/api/auth/login', { password: 'x' })).body).toEqual({ message: messages.usernameRequired });
    expect((await api.post('/api/auth/login', { username: 'someone', password: '' })).body).toEqual({ message: messages.passwordRequired });
  });

  test('unknown user and wrong password are indistinguishable, in timing too', async () => {
    const { user } = await signUp(api);
    const time = async (body: object) => {
      const started = performance.now();
      const res = await api.post('/api/auth/login', body);
      return { res, ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await time({ username: user.username, password: 'wrong-password' });
      const b = await time({ username: `nobody_${i}_${user.username}`, password: 'wrong-password' });
      expect(a.res.status).toBe(401);
      expect(b.res.status).toBe(401);
      expect(a.res.body).toEqual({ message: messages.invalidCredentials });
      expect(b.res.body).toEqual(a.res.body);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[2];
    // An unknown user still pays for a full argon2 verification: without it the ratio would be near 0.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.4);
  });
});

describe('password hashes', () => {
  const hashOf = async (username: string) =>
    (await app.database.orm.em.fork().execute<{ password_hash: string }[]>('select password_hash from users where username = ?', [username]))[0]!.password_hash;

  test("argon2id at OWASP's baseline; an older hash still signs in and is replaced by one at the baseline", async () => {
    const { user } = await signUp(api);
    expect(await hashOf(user.username)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    // A hash made with the library's former default parameters (64 MiB, 3 passes, 4 lanes).
    const older = await argon2.hash(user.password, { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await app.database.orm.em.fork().execute('update users set password_hash = ? where username = ?', [older, user.username]);
    expect((await api.post('/api/auth/login', { username: user.username, password: 'wrong-password' })).status).toBe(401);
    expect(await hashOf(user.username)).toBe(older);
    expect((await api.post('/api/auth/login', { username: user.username, password: user.password })).status).toBe(200);
    const replaced = await hashOf(user.username);
    expect(replaced).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2.verify(replaced, user.password)).toBe(true);
    expect((await api.post('/api/auth/login', { username: user.username, password: user.password })).status).toBe(200);
  });
});

describe('tokens', () => {
  test('missing, malformed, tampered, expired, alg:none and foreign-secret tokens are refused', async () => {
    const { token, user } = await signUp(api);
    const [header, payload, signature] = token.split('.');
    const me = await api.withToken(token).get('/api/user');
    const id = String(me.body.id);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: id, ver: 0, iss: 'iso27001-gap-assessment', aud: 'gap-assessment-api' };
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(app.jwtSecret));
    const foreign = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(id).setIssuer(claims.iss).setAudience(claims.aud).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(64)));
    const bad = [
      undefined,
      'not-a-jwt',
      `${header}.${b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '999' })}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}AA`,
      expired,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 3600 })}.`,
      foreign,
    ];
    for (const candidate of bad) {
      const res = await api.withToken(candidate).get('/api/user');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: messages.authenticationRequired });
    }
    expect(user.username).toBeTruthy();
  });

  test('signing out everywhere revokes every earlier token', async () => {
    const { user, token } = await signUp(api);
    const second = (await api.post('/api/auth/login', { username: user.username, password: user.password })).body.token;
    expect((await api.withToken(second).post('/api/auth/sign-out-everywhere')).status).toBe(200);
    expect((await api.withToken(token).get('/api/user')).status).toBe(401);
    expect((await api.withToken(second).get('/api/user')).status).toBe(401);
    const fresh = (await api.post('/api/auth/login', { username: user.username, password: user.password })).body.token;
    expect((await api.withToken(fresh).get('/api/user')).status).toBe(200);
  });
});

describe('GraphQL auth', () => {
  test('register, login and me through GraphQL; errors carry extensions.code', async () => {
    const input = buildUser();
    const reg = await api.gql('mutation($input: RegisterInput!) { register(input: $input) { token } }', { input });
    expect(reg.body.data.register.token).toEqual(expect.any(String));
    const dup = await api.gql('mutation($input: RegisterInput!) { register(input: $input) { token } }', { input });
    expect(dup.body.errors[0]).toMatchObject({ message: messages.usernameTaken, extensions: { code: 'CONFLICT' } });
    const invalid = await api.gql('mutation($input: RegisterInput!) { register(input: $input) { token } }', { input: { ...buildUser(), email: 'nope' } });
    expect(invalid.body.errors[0]).toMatchObject({ message: messages.emailInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    const login = await api.gql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { username: input.username, password: 'wrong-password' } });
    expect(login.body.errors[0]).toMatchObject({ message: messages.invalidCredentials, extensions: { code: 'UNAUTHENTICATED' } });
    const anonymous = await api.gql('{ me { id } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const me = await api.withToken(reg.body.data.register.token).gql('{ me { username isAdmin } }');
    expect(me.body.data.me.username).toBe(input.username);
  });
});
