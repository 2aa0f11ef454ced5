import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { apiTokenLimits, apiTokenMessages } from '@gap/schema';
import { signUp, testPassword } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { fileForm, gqlUpload } from '../../testing/uploads.js';
import { hashSecret } from './api-token.service.js';

const rateLimit = 40;
let app: TestApp;
let admin: ApiClient;
let session: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  app = await startTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: String(rateLimit) });
  const api = new ApiClient(app.url);
  ({ client: admin } = await signUp(api)); // the first account: the administrator
  ({ client: session } = await signUp(api));
  ({ client: other } = await signUp(api));
}, 120_000);
afterAll(() => app.close());

const fields = 'id name scope prefix createdAt lastUsedAt expiresAt';
const createMutation = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { ${fields} } } }`;
const revokeMutation = 'mutation($id: ID!) { revokeApiToken(id: $id) }';
const listQuery = `{ apiTokens { ${fields} } }`;
const createProject = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id name } }';

interface Created {
  secret: string;
  token: { id: string; name: string; scope: string; prefix: string; createdAt: string; lastUsedAt: string | null; expiresAt: string | null };
}

/** Creates a token, giving the password again (the factories' default) as a read-write or lasting token needs. */
async function createToken(client: ApiClient, input: Record<string, unknown>): Promise<Created> {
  const res = await client.gql(createMutation, { input: { password: testPassword, ...input } });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createApiToken;
}

const asToken = (secret: string) => new ApiClient(app.url, secret);
const db = () => app.database.orm.em.fork();
const tokenRows = (userTokensOf?: string) =>
  db().execute<{ id: number; name: string; prefix: string; token_hash: string }[]>(
    userTokensOf ? 'select id, name, prefix, token_hash from api_tokens where prefix = ?' : 'select id, name, prefix, token_hash from api_tokens',
    userTokensOf ? [userTokensOf] : [],
  );
const listOf = async (client: ApiClient) => (await client.gql(listQuery)).body.data.apiTokens as Created['token'][];

describe('lifecycle', () => {
  test('a signed-in user creates a token (secret once), lists it and revokes it', async () => {
    const created = await createToken(session, { name: '  Risk register sync  ', scope: 'read' });
    expect(created.secret).toMatch(/^gap_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.secret.slice(4), 'base64url')).toHaveLength(apiTokenLimits.secretBytes);
    expect(created.token).toMatchObject({ name: 'Risk register sync', scope: 'read', prefix: created.secret.slice(0, 12), lastUsedAt: null, expiresAt: null });

    const listed = await listOf(session);
    expect(listed.map((t) => t.id)).toContain(created.token.id);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(await listOf(other)).toEqual([]);

    expect((await asToken(created.secret).get('/api/projects')).status).toBe(200);
    expect((await session.gql(revokeMutation, { id: created.token.id })).body).toEqual({ data: { revokeApiToken: true } });
    expect((await listOf(session)).map((t) => t.id)).not.toContain(created.token.id);
  });

  test('only the SHA-256 of the secret and its lookup prefix are stored', async () => {
    const { secret } = await createToken(session, { name: 'Hash only', scope: 'read-write' });
    const dump = JSON.stringify(await db().execute('select * from api_tokens'));
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain(secret.slice(12));
    const [row] = await tokenRows(secret.slice(0, 12));
    expect(row).toMatchObject({ name: 'Hash only', prefix: secret.slice(0, 12), token_hash: hashSecret(secret) });
  });

  test('a token acts as its owner: the owner\'s projects, and another user\'s resources still answer not found', async () => {
    const { secret } = await createToken(session, { name: 'Owner view', scope: 'read-write' });
    const project = await session.post('/api/projects', { name: 'Session project' });
    const foreign = await other.post('/api/projects', { name: 'Someone else' });
    const token = asToken(secret);
    expect((await token.get(`/api/projects/${project.body.id}`)).body).toMatchObject({ name: 'Session project' });
    expect((await token.get(`/api/projects/${foreign.body.id}`)).status).toBe(404);
    expect((await token.gql(`{ project(id: "${foreign.body.id}") { id } }`)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await token.get('/api/user')).body).toMatchObject({ isAdmin: false });
  });

  test('revoking another user\'s token (or an unknown id) answers not found and changes nothing', async () => {
    const { token, secret } = await createToken(other, { name: 'Not yours', scope: 'read' });
    for (const id of [token.id, '999999', 'abc']) {
      const res = await session.gql(revokeMutation, { id });
      expect(res.body.errors[0]).toMatchObject({ message: apiTokenMessages.notFound, extensions: { code: 'NOT_FOUND' } });
    }
    expect((await listOf(other)).map((t) => t.id)).toContain(token.id);
    expect((await asToken(secret).get('/api/projects')).status).toBe(200);
  });

  test.each([
    ['an empty name', { name: '   ', scope: 'read' }, apiTokenMessages.nameRequired],
    ['a name past 100 characters', { name: 'x'.repeat(101), scope: 'read' }, apiTokenMessages.nameMax],
    ['an unknown scope', { name: 'Bad scope', scope: 'admin' }, apiTokenMessages.scopeInvalid],
    ['an expiry in the past', { name: 'Past', scope: 'read', expiresAt: '2020-01-01' }, apiTokenMessages.expiryPast],
    ['an expiry that is not a date', { name: 'Nonsense', scope: 'read', expiresAt: 'next tuesday' }, apiTokenMessages.expiryInvalid],
    ['an impossible date', { name: 'Feb 30', scope: 'read', expiresAt: '2099-02-30' }, apiTokenMessages.expiryInvalid],
  ])('%s answers a clear error and creates nothing', async (_label, input, message) => {
    const before = (await tokenRows()).length;
    const res = await session.gql(createMutation, { input });
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(res.body.data).toBeNull();
    expect((await tokenRows()).length).toBe(before);
  });

  test('a 100-character name and a future expiry (date or date-time) are accepted', async () => {
    const day = await createToken(session, { name: 'x'.repeat(100), scope: 'read', expiresAt: '2099-12-31' });
    expect(day.token.expiresAt).toBe('2099-12-31T23:59:59.999Z');
    const instant = await createToken(session, { name: 'Instant', scope: 'read', expiresAt: '2099-06-01T12:00:00+02:00' });
    expect(instant.token.expiresAt).toBe('2099-06-01T10:00:00.000Z');
    await session.gql(revokeMutation, { id: day.token.id });
    await session.gql(revokeMutation, { id: instant.token.id });
  });

  test(`at most ${apiTokenLimits.perUser} tokens per user: one more is refused with a clear error`, async () => {
    const { client } = await signUp(new ApiClient(app.url));
    await Promise.all(Array.from({ length: apiTokenLimits.perUser }, (_, i) => createToken(client, { name: `Token ${i}`, scope: 'read' })));
    const res = await client.gql(createMutation, { input: { name: 'One too many', scope: 'read', password: testPassword } });
    expect(res.body.errors[0]).toMatchObject({ message: apiTokenMessages.tooMany, extensions: { code: 'CONFLICT' } });
    expect(await listOf(client)).toHaveLength(apiTokenLimits.perUser);
  });

  test('lastUsedAt is set on use and written at most once a minute', async () => {
    const { secret, token } = await createToken(session, { name: 'Usage', scope: 'read' });
    await asToken(secret).get('/api/projects');
    const first = (await listOf(session)).find((t) => t.id === token.id)!.lastUsedAt;
    expect(first).not.toBeNull();
    const recent = new Date(Date.now() - 30_000);
    await db().execute('update api_tokens set last_used_at = ? where id = ?', [recent, Number(token.id)]);
    await asToken(secret).get('/api/projects');
    expect((await listOf(session)).find((t) => t.id === token.id)!.lastUsedAt).toBe(recent.toISOString());
    await db().execute('update api_tokens set last_used_at = ? where id = ?', [new Date(Date.now() - 120_000), Number(token.id)]);
    await asToken(secret).get('/api/projects');
    const refreshed = Date.parse((await listOf(session)).find((t) => t.id === token.id)!.lastUsedAt!);
    expect(Date.now() - refreshed).toBeLessThan(10_000);
  });
});

describe('a powerful token needs the password again', () => {
  const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const create = (client: ApiClient, input: Record<string, unknown>) => client.gql(createMutation, { input });

  test('a read-write token, or one without expiry, is refused without the password or with a wrong one, and nothing is created', async () => {
    const { client } = await signUp(new ApiClient(app.url));
    for (const input of [
      { name: 'Writer', scope: 'read-write', expiresAt: inAWeek() },
      { name: 'Forever', scope: 'read' },
      { name: 'Writer', scope: 'read-write', password: '' },
    ]) {
      const res = await create(client, input);
      expect(res.body.errors[0]).toMatchObject({ message: apiTokenMessages.passwordNeeded, extensions: { code: 'BAD_USER_INPUT', fields: { password: apiTokenMessages.passwordNeeded } } });
    }
    const wrong = await create(client, { name: 'Writer', scope: 'read-write', password: 'not-my-password' });
    expect(wrong.body.errors[0]).toMatchObject({ message: apiTokenMessages.passwordWrong, extensions: { code: 'BAD_USER_INPUT', fields: { password: apiTokenMessages.passwordWrong } } });
    const wrongType = await create(client, { name: 'Writer', scope: 'read-write', password: 42 });
    expect(wrongType.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await listOf(client)).toEqual([]);
  });

  test('a read-only token with an expiry needs no password; the right password creates the others', async () => {
    const { client } = await signUp(new ApiClient(app.url));
    expect((await create(client, { name: 'Reader', scope: 'read', expiresAt: inAWeek() })).body.data.createApiToken.token.scope).toBe('read');
    expect((await create(client, { name: 'Writer', scope: 'read-write', password: testPassword })).body.data.createApiToken.token).toMatchObject({ scope: 'read-write', expiresAt: null });
    expect((await listOf(client)).map((t) => t.name).sort()).toEqual(['Reader', 'Writer']);
  });
});

describe('a token cannot manage tokens or sessions', () => {
  test('creating or revoking a token with a token is refused; listing is allowed', async () => {
    const { secret, token } = await createToken(session, { name: 'Manager?', scope: 'read-write' });
    const client = asToken(secret);
    const before = (await tokenRows()).length;
    const create = await client.gql(createMutation, { input: { name: 'Minted', scope: 'read-write' } });
    expect(create.body.errors[0]).toMatchObject({ message: apiTokenMessages.sessionOnly, extensions: { code: 'FORBIDDEN' } });
    const revoke = await client.gql(revokeMutation, { id: token.id });
    expect(revoke.body.errors[0]).toMatchObject({ message: apiTokenMessages.sessionOnly });
    expect((await tokenRows()).length).toBe(before);
    expect((await client.gql(listQuery)).body.data.apiTokens.length).toBeGreaterThan(0);
  });

  test('signing out with a token does not revoke it; signing out everywhere is refused', async () => {
    const { secret } = await createToken(session, { name: 'Sign-out', scope: 'read-write' });
    const client = asToken(secret);
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    expect((await client.gql('mutation { signOut }')).body.data).toEqual({ signOut: true });
    expect((await client.get('/api/projects')).status).toBe(200);
    expect(await client.post('/api/auth/sign-out-everywhere')).toMatchObject({ status: 403, body: { message: apiTokenMessages.sessionOnly } });
    expect((await client.gql('mutation { signOutEverywhere { apiTokensRevoked } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await session.get('/api/projects')).status).toBe(200); // the browser session is untouched
  });

  test("the operator's password reset revokes the user's API tokens with their sessions", async () => {
    const { client, user, token: jwt } = await signUp(new ApiClient(app.url));
    const { secret } = await createToken(client, { name: 'Before reset', scope: 'read' });
    expect((await asToken(secret).get('/api/projects')).status).toBe(200);
    expect(await app.services.auth.resetPassword(db(), user.username, 'a-brand-new-password-42')).toBe(true);
    expect((await asToken(secret).get('/api/projects')).status).toBe(401);
    expect((await asToken(jwt).get('/api/projects')).status).toBe(401);
  });

  test('a token never grants more than its user: admin-only actions stay refused for a non-admin', async () => {
    const { secret } = await createToken(session, { name: 'Not admin', scope: 'read-write' });
    const res = await asToken(secret).gql('mutation { clearKnowledge }');
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const adminToken = await createToken(admin, { name: 'Admin', scope: 'read-write' });
    expect((await asToken(adminToken.secret).gql('mutation { clearKnowledge }')).body.data).toEqual({ clearKnowledge: true });
  });
});

describe('scopes', () => {
  let read: ApiClient;
  let readWrite: ApiClient;
  let projectId: string;
  beforeAll(async () => {
    read = asToken((await createToken(session, { name: 'Reader', scope: 'read' })).secret);
    readWrite = asToken((await createToken(session, { name: 'Writer', scope: 'read-write' })).secret);
    projectId = (await session.post('/api/projects', { name: 'Scoped' })).body.id;
  });

  test('REST: a read token reads, and any other method answers 403 without changing anything', async () => {
    expect((await read.get('/api/projects')).status).toBe(200);
    expect((await read.get(`/api/projects/${projectId}`)).status).toBe(200);
    const before = (await session.get('/api/projects')).body.length;
    expect(await read.post('/api/projects', { name: 'Nope' })).toMatchObject({ status: 403, body: { message: apiTokenMessages.readOnly } });
    expect(await read.delete(`/api/projects/${projectId}`)).toMatchObject({ status: 403, body: { message: apiTokenMessages.readOnly } });
    expect(await read.post(`/api/projects/${projectId}/documents`, fileForm('policy.txt', Buffer.from('x')))).toMatchObject({ status: 403 });
    expect((await session.get('/api/projects')).body.length).toBe(before);
    expect((await readWrite.post('/api/projects', { name: 'Written by token' })).status).toBe(201);
    // POSTs that only read (or, for a token, do nothing) stay open to a read token.
    expect((await read.post('/api/auth/sign-out')).status).toBe(204);
    expect((await read.get('/api/projects')).status).toBe(200);
  });

  test('GraphQL over HTTP: a read token queries; mutations and uploads answer 403', async () => {
    expect((await read.gql('{ me { id } projects { id } }')).body.data.projects.length).toBeGreaterThan(0);
    const before = (await session.get('/api/projects')).body.length;
    const mutation = await read.gql(createProject, { input: { name: 'Nope' } });
    expect(mutation.status).toBe(403);
    expect(mutation.body.errors[0]).toMatchObject({ message: apiTokenMessages.readOnly, extensions: { code: 'FORBIDDEN' } });
    const named = await read.post('/graphql', { query: `query Q { me { id } } ${createProject.replace('mutation(', 'mutation M(')}`, operationName: 'M', variables: { input: { name: 'Nope' } } });
    expect(named.status).toBe(403);
    const upload = await gqlUpload(read, 'mutation($projectId: ID!, $file: Upload!) { uploadDocument(projectId: $projectId, file: $file) { id } }', { projectId }, 'policy.pdf', Buffer.from('%PDF-1.4'));
    expect(upload.status).toBe(403);
    expect(upload.body.errors[0].message).toBe(apiTokenMessages.readOnly);
    expect((await session.get('/api/projects')).body.length).toBe(before);
    const written = await readWrite.gql(createProject, { input: { name: 'Token project' } });
    expect(written.body.data.createProject.name).toBe('Token project');
  });

  describe('graphql-ws', () => {
    const clients: Client[] = [];
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((c) => c.dispose()));
    });
    const wsClient = (bearer: string, onClose?: (code: number) => void) => {
      const c = createClient({
        url: app.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${bearer}` },
        retryAttempts: 0,
        lazy: true,
        // Keeps the socket open between operations, so the test can tell an open connection from a new one.
        lazyCloseTimeout: 10_000,
        on: { closed: (event) => onClose?.((event as { code: number }).code) },
      });
      clients.push(c);
      return c;
    };
    const run = (c: Client, query: string, variables?: Record<string, unknown>) =>
      new Promise<{ data?: any; errors?: any[] }>((resolve) => {
        let result = {};
        c.subscribe({ query, variables }, {
          next: (value) => (result = value),
          error: (errors) => resolve({ errors: Array.isArray(errors) ? errors : [{ message: String((errors as { reason?: string }).reason ?? errors) }] }),
          complete: () => resolve(result),
        });
      });

    test('a read token queries over websockets; a mutation is refused (FORBIDDEN); a read-write token may write', async () => {
      const readSecret = (await createToken(session, { name: 'WS reader', scope: 'read' })).secret;
      const c = wsClient(readSecret);
      expect((await run(c, '{ me { id } }')).data).toEqual({ me: { id: expect.any(String) } });
      const before = (await session.get('/api/projects')).body.length;
      const refused = await run(c, createProject, { input: { name: 'Via ws' } });
      expect(refused.errors?.[0]).toMatchObject({ message: apiTokenMessages.readOnly, extensions: { code: 'FORBIDDEN' } });
      expect((await session.get('/api/projects')).body.length).toBe(before);
      const writer = wsClient((await createToken(session, { name: 'WS writer', scope: 'read-write' })).secret);
      expect((await run(writer, createProject, { input: { name: 'Via ws' } })).data.createProject.name).toBe('Via ws');
    });

    test('revocation takes effect at once: the open connection is closed (4403) and a new one is refused', async () => {
      const { secret, token } = await createToken(session, { name: 'WS revoked', scope: 'read' });
      let closedWith!: (code: number) => void;
      const closed = new Promise<number>((resolve) => (closedWith = resolve));
      const c = wsClient(secret, (code) => closedWith(code));
      expect((await run(c, '{ me { id } }')).data).toBeDefined();
      await session.gql(revokeMutation, { id: token.id });
      expect(await closed).toBe(4403);
      let code = 0;
      const fresh = wsClient(secret, (closedCode) => (code = closedCode));
      await run(fresh, '{ me { id } }');
      expect(code).toBe(4403);
    });
  });
});

describe('revocation and expiry', () => {
  test('a revoked token answers 401 at once on REST and GraphQL', async () => {
    const { secret, token } = await createToken(session, { name: 'Revoke me', scope: 'read-write' });
    const client = asToken(secret);
    expect((await client.get('/api/projects')).status).toBe(200);
    await session.gql(revokeMutation, { id: token.id });
    expect((await client.get('/api/projects')).status).toBe(401);
    expect((await client.gql('{ me { id } }')).status).toBe(401);
  });

  test('an expired token answers 401; a token with a future expiry works', async () => {
    const { secret, token } = await createToken(session, { name: 'Expiring', scope: 'read', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const client = asToken(secret);
    expect((await client.get('/api/projects')).status).toBe(200);
    await db().execute("update api_tokens set expires_at = now() - interval '1 second' where id = ?", [Number(token.id)]);
    expect((await client.get('/api/projects')).status).toBe(401);
    expect((await client.gql('{ me { id } }')).status).toBe(401);
  });

  test('a tampered or unknown secret answers 401', async () => {
    const { secret } = await createToken(session, { name: 'Tamper', scope: 'read' });
    const flipped = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    for (const bad of [flipped, `${secret}x`, 'gap_short', `gap_${'A'.repeat(43)}`]) {
      expect((await asToken(bad).get('/api/projects')).status).toBe(401);
    }
  });
});

test(`rate limit: past ${rateLimit} requests a minute a token answers 429 with Retry-After; other tokens are unaffected`, async () => {
  const { secret } = await createToken(session, { name: 'Busy', scope: 'read' });
  const client = asToken(secret);
  for (let i = 0; i < rateLimit; i += 1) expect((await client.get('/api/user')).status).toBe(200);
  const rest = await client.get('/api/projects');
  expect(rest).toMatchObject({ status: 429, body: { message: apiTokenMessages.rateLimited } });
  expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(rest.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  const gql = await client.gql('{ me { id } }');
  expect(gql.status).toBe(429);
  expect(gql.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(gql.body.errors[0]).toMatchObject({ message: apiTokenMessages.rateLimited, extensions: { code: 'TOO_MANY_REQUESTS' } });
  const fresh = await createToken(session, { name: 'Calm', scope: 'read' });
  expect((await asToken(fresh.secret).get('/api/projects')).status).toBe(200);
  expect((await session.get('/api/projects')).status).toBe(200); // the browser session has no such budget
});
