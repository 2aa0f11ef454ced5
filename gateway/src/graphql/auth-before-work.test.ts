import { anonymousBodyLimitBytes } from '../http/body-limits.js';
import { buildUser, signUp } from '../testing/factories.js';
import { ApiClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
}, 120_000);
afterAll(() => app.close());

const big = 'x'.repeat(anonymousBodyLimitBytes + 1);

test('an anonymous GraphQL body past the public operations\' need is refused with 413 before parsing', async () => {
  const res = await api.gql(`{ __typename }`, { padding: big });
  expect(res.status).toBe(413);
  const { client } = await signUp(api);
  expect((await client.gql(`{ __typename }`, { padding: big })).status).toBe(200);
});

test('an anonymous GraphQL operation that is not public answers 401 before validation; public ones run', async () => {
  const res = await api.gql('{ me { id } }');
  expect(res.status).toBe(401);
  expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  // An invalid or expired token is anonymous too.
  expect((await api.withToken('nonsense').gql('{ projects { id } }')).status).toBe(401);
  const user = buildUser();
  const registered = await api.withToken('stale').gql('mutation($input: RegisterInput!) { register(input: $input) { token } }', { input: user });
  expect(registered.body.data.register.token).toEqual(expect.any(String));
  expect((await api.gql('{ creditPackages { id } paymentConfig { provider } __typename }')).status).toBe(200);
});

test('an anonymous persisted-query request (a hash, no query text) answers the same 401, even for a document the server knows', async () => {
  const { createHash } = await import('node:crypto');
  const query = '{ me { id } }';
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const persisted = { version: 1, sha256Hash };
  const { client } = await signUp(api);
  // A signed-in caller registers the document in the server's persisted-query cache.
  expect((await client.post('/graphql', { query, extensions: { persistedQuery: persisted } })).status).toBe(200);
  expect((await client.post('/graphql', { extensions: { persistedQuery: persisted } })).status).toBe(200);
  for (const body of [{ extensions: { persistedQuery: persisted } }, { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }, { extensions: {} }]) {
    const res = await api.post('/graphql', body);
    expect({ body, status: res.status, code: res.body.errors?.[0]?.extensions?.code }).toEqual({ body, status: 401, code: 'UNAUTHENTICATED' });
  }
});

test('an anonymous multipart GraphQL request is refused with 401 before the file is read', async () => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($f: Upload!) { uploadDocument(projectId: "1", file: $f) { id } }', variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([new Uint8Array(Buffer.alloc(5 * 1024 * 1024, 1))]), 'a.pdf');
  const res = await api.post('/graphql', form, { 'apollo-require-preflight': 'true' });
  expect(res.status).toBe(401);
  expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});

test('an anonymous REST body past 16 KB is refused with 413; a signed-in one may be larger', async () => {
  const res = await api.post('/api/auth/login', { username: 'someone', password: big });
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ message: 'Request body is too large' });
  const { client } = await signUp(api);
  expect((await client.post('/api/projects', { name: 'Big description', description: 'd', padding: big })).status).not.toBe(413);
});
