import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { signUp } from '../testing/factories.js';
import { ApiClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { graphqlLimits } from './apollo.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

test('queries deeper than the limit are refused before execution', async () => {
  const { client } = await signUp(api);
  expect((await client.gql('{ me { ... on User { ... on User { id } } } }')).body.data.me.id).toEqual(expect.any(String));
  const tooDeep = `query { me { ${'... on User { '.repeat(graphqlLimits.maxDepth + 2)} id ${'} '.repeat(graphqlLimits.maxDepth + 2)} } }`;
  const res = await client.gql(tooDeep);
  expect(res.body.errors?.[0]?.message ?? '').toMatch(/depth/i);
  expect(res.status).toBe(400);
  expect(res.body.errors[0].extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
  expect(res.body.data).toBeUndefined();
});

test('batched requests are refused', async () => {
  const res = await api.post('/graphql', [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
  expect(res.status).toBe(400);
});

test('a multipart request without a preflight header is blocked as CSRF; with one it reaches GraphQL', async () => {
  const form = () => {
    const data = new FormData();
    data.append('operations', JSON.stringify({ query: '{ __typename }', variables: {} }));
    data.append('map', '{}');
    return data;
  };
  const blocked = await api.post('/graphql', form());
  expect(blocked.status).toBe(400);
  expect(JSON.stringify(blocked.body)).toMatch(/Cross-Site Request Forgery/);
  const { client } = await signUp(api);
  const allowed = await client.post('/graphql', form(), { 'apollo-require-preflight': 'true' });
  expect(allowed.status).toBe(200);
  expect(allowed.body).toEqual({ data: { __typename: 'Query' } });
});

test('a simple GET query without a preflight header is blocked (Apollo CSRF prevention)', async () => {
  const res = await api.get('/graphql?query=%7B__typename%7D');
  expect(res.status).toBe(400);
});

test('an unknown field is a validation error', async () => {
  const { client } = await signUp(api);
  const res = await client.gql('{ doesNotExist }');
  expect(res.status).toBe(400);
  expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
});

describe('graphql-ws', () => {
  const connect = (connectionParams: Record<string, unknown> | undefined) =>
    new Promise<{ ok: boolean; code?: number }>((resolve) => {
      const client = createClient({
        url: app.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams,
        lazy: false,
        retryAttempts: 0,
        onNonLazyError: () => undefined,
        on: {
          connected: () => {
            resolve({ ok: true });
            void client.dispose();
          },
          closed: (event) => resolve({ ok: false, code: (event as { code: number }).code }),
        },
      });
    });

  test('refuses a connection without a valid token and accepts one with it', async () => {
    const { token } = await signUp(api);
    expect(await connect(undefined)).toEqual({ ok: false, code: 4403 });
    expect(await connect({ authorization: 'Bearer nonsense' })).toEqual({ ok: false, code: 4403 });
    expect(await connect({ authorization: `Bearer ${token}` })).toEqual({ ok: true });
  });
});

describe('production mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' });
  });
  afterAll(() => prod.close());

  test('introspection is refused', async () => {
    const { client } = await signUp(new ApiClient(prod.url));
    const res = await client.gql('{ __schema { types { name } } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/introspection/i);
  });
});

describe('malformed operations are the client\'s error (400 / BAD_REQUEST), never a server error', () => {
  test('over HTTP: an unknown operationName, two unnamed operations, and a subscription', async () => {
    const { client } = await signUp(api);
    const cases: [Record<string, string>, string][] = [
      [{ query: 'query Q { me { id } }', operationName: 'nope' }, 'BAD_REQUEST'],
      [{ query: 'query A { me { id } } query B { me { id } }' }, 'BAD_REQUEST'],
      // Two anonymous operations break GraphQL's own "lone anonymous operation" rule.
      [{ query: '{ me { id } } { me { username } }' }, 'GRAPHQL_VALIDATION_FAILED'],
      [{ query: 'subscription { runProgress(runId: "1") { type } }' }, 'BAD_REQUEST'],
    ];
    for (const [body, code] of cases) {
      const res = await client.post('/graphql', body);
      expect({ body, status: res.status, code: res.body.errors[0].extensions.code }).toEqual({ body, status: 400, code });
    }
  });

  test('over graphql-ws: an unknown operationName or several operations without a name end that operation with a client error', async () => {
    const { token } = await signUp(api);
    const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    const codeOf = (payload: { query: string; operationName?: string }) =>
      new Promise<unknown>((resolve) => {
        client.subscribe(payload, {
          next: (result) => resolve((result.errors?.[0]?.extensions as { code?: string } | undefined)?.code ?? 'no error'),
          error: (error) => resolve(Array.isArray(error) ? (error[0] as { extensions?: { code?: string } }).extensions?.code : String(error)),
          complete: () => resolve('completed'),
        });
      });
    try {
      expect(await codeOf({ query: 'query Q { me { id } }', operationName: 'nope' })).toBe('BAD_REQUEST');
      expect(await codeOf({ query: 'query A { me { id } } query B { me { username } }' })).toBe('BAD_REQUEST');
      expect(await codeOf({ query: '{ me { id } } { me { username } }' })).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(await codeOf({ query: 'query Q { me { id } }' })).toBe('no error');
    } finally {
      await client.dispose();
    }
  });
});
