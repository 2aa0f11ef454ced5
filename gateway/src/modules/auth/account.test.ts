import { apiTokenMessages, messages } from '@gap/schema';
import { signUp, testPassword } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/** The account settings calls: changing the password, and signing out everywhere with or without the API tokens. */
let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp({}, { throttleLimits: { perIp: 1000, perUsername: 3, windowMs: 60_000 } });
  api = new ApiClient(app.url);
}, 120_000);
afterAll(() => app.close());

const changePassword = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }';
const signOutEverywhere = 'mutation($revoke: Boolean) { signOutEverywhere(revokeApiTokens: $revoke) { sessionsRevoked apiTokensRevoked } }';
const createToken = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }';
const login = (username: string, password: string) => api.post<{ token: string }>('/api/auth/login', { username, password });

async function tokenOf(client: ApiClient, name: string): Promise<string> {
  const res = await client.gql(createToken, { input: { name, scope: 'read-write', password: testPassword } });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createApiToken.secret;
}

describe('change password', () => {
  test('REST: the new password signs in, the old one no longer does, every other session ends and this one gets a fresh token', async () => {
    const { user, client } = await signUp(api);
    const other = api.withToken((await login(user.username, testPassword)).body.token);
    const res = await client.post<{ token: string }>('/api/auth/password', { currentPassword: testPassword, newPassword: 'a-new-and-longer-secret' });
    expect(res.status).toBe(200);
    expect((await api.withToken(res.body.token).get('/api/user')).body.username).toBe(user.username);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await login(user.username, testPassword)).status).toBe(401);
    expect((await login(user.username, 'a-new-and-longer-secret')).status).toBe(200);
  });

  test('GraphQL: the same, with API tokens kept', async () => {
    const { user, client } = await signUp(api);
    const secret = await tokenOf(client, 'Kept');
    const res = await client.gql(changePassword, { input: { currentPassword: testPassword, newPassword: 'another-fine-secret' } });
    expect(res.body.data.changePassword.token).toEqual(expect.any(String));
    expect((await api.withToken(secret).get('/api/projects')).status).toBe(200);
    expect((await login(user.username, 'another-fine-secret')).status).toBe(200);
  });

  test.each([
    [{ currentPassword: 'wrong-password', newPassword: 'a-new-and-longer-secret' }, messages.currentPasswordWrong, 'currentPassword'],
    [{ currentPassword: testPassword, newPassword: testPassword }, messages.newPasswordSame, 'newPassword'],
    [{ currentPassword: testPassword, newPassword: 'short' }, messages.passwordMin, 'newPassword'],
    [{ currentPassword: testPassword, newPassword: 'p'.repeat(129) }, messages.passwordMax, 'newPassword'],
    [{ currentPassword: testPassword }, messages.passwordMin, 'newPassword'],
    [{ newPassword: 'a-new-and-longer-secret' }, messages.passwordRequired, 'currentPassword'],
    [{ currentPassword: 42, newPassword: 'a-new-and-longer-secret' }, messages.passwordRequired, 'currentPassword'],
  ])('refuses %j with its message and changes nothing', async (body: Record<string, unknown>, message, field) => {
    const { user, client } = await signUp(api);
    const res = await client.post('/api/auth/password', body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    const gql = await client.gql(changePassword, { input: { currentPassword: 'unset', newPassword: 'unset', ...body } });
    expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    if (typeof body.currentPassword === 'string' && typeof body.newPassword === 'string') expect(gql.body.errors[0]).toMatchObject({ message, extensions: { fields: { [field]: message } } });
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await login(user.username, testPassword)).status).toBe(200);
  });

  test('wrong current passwords count towards the sign-in backoff; anonymous callers and API tokens are refused', async () => {
    const { user, client } = await signUp(api);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/auth/password', { currentPassword: `wrong-${i}-password`, newPassword: 'a-new-and-longer-secret' })).status).toBe(400);
    const blocked = await client.post('/api/auth/password', { currentPassword: testPassword, newPassword: 'a-new-and-longer-secret' });
    expect(blocked.status).toBe(429);
    expect((await login(user.username, testPassword)).status).toBe(429);
    expect((await api.post('/api/auth/password', { currentPassword: 'x', newPassword: 'y'.repeat(10) })).status).toBe(401);

    const { client: owner } = await signUp(api);
    const viaToken = api.withToken(await tokenOf(owner, 'Not for passwords'));
    expect(await viaToken.post('/api/auth/password', { currentPassword: testPassword, newPassword: 'a-new-and-longer-secret' })).toMatchObject({ status: 403, body: { message: apiTokenMessages.sessionOnly } });
    expect((await viaToken.gql(changePassword, { input: { currentPassword: testPassword, newPassword: 'a-new-and-longer-secret' } })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('sign out everywhere', () => {
  test('REST without a body keeps the API tokens and says so; with revokeApiTokens it revokes them and counts them', async () => {
    const { user, client } = await signUp(api);
    const secrets = [await tokenOf(client, 'One'), await tokenOf(client, 'Two')];
    expect(await client.post('/api/auth/sign-out-everywhere')).toMatchObject({ status: 200, body: { apiTokensRevoked: 0 } });
    expect((await client.get('/api/user')).status).toBe(401);
    for (const secret of secrets) expect((await api.withToken(secret).get('/api/projects')).status).toBe(200);

    const again = api.withToken((await login(user.username, testPassword)).body.token);
    expect(await again.post('/api/auth/sign-out-everywhere', { revokeApiTokens: true })).toMatchObject({ status: 200, body: { apiTokensRevoked: 2 } });
    for (const secret of secrets) expect((await api.withToken(secret).get('/api/projects')).status).toBe(401);
    expect((await again.get('/api/user')).status).toBe(401);
  });

  test('GraphQL answers what it revoked; a malformed flag changes nothing', async () => {
    const { user, client } = await signUp(api);
    const secret = await tokenOf(client, 'Only');
    expect((await client.post('/api/auth/sign-out-everywhere', { revokeApiTokens: 'yes' })).status).toBe(400);
    expect((await client.gql(signOutEverywhere, { revoke: 'yes' })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await client.get('/api/user')).status).toBe(200);
    const res = await client.gql(signOutEverywhere, { revoke: true });
    expect(res.body.data.signOutEverywhere).toEqual({ sessionsRevoked: true, apiTokensRevoked: 1 });
    expect((await api.withToken(secret).get('/api/projects')).status).toBe(401);
    expect((await login(user.username, testPassword)).status).toBe(200);
  });
});
