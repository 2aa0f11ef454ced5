import { jest } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import { pino } from 'pino';
import { WebSocket } from 'ws';
import { unsafeTextMessage } from '../lib/unsafe-text.js';
import { projectWithDocuments, scriptedEngine, startRun } from '../modules/analysis/testing/analysis-test-kit.js';
import { signUp } from '../testing/factories.js';
import { ApiClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { graphqlLimits } from './limits/index.js';
import { wsLimits } from './subscriptions.js';

let app: TestApp;
let prod: TestApp;
let token: string;

beforeAll(async () => {
  // A slow engine: a started run stays running, so subscriptions to its progress stay open.
  app = await startTestApp({}, { analysisEngine: scriptedEngine({ delayMs: 2_000 }) });
  prod = await startTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' });
  ({ token } = await signUp(new ApiClient(app.url)));
}, 120_000); // two gateways start here: slow on a busy machine
afterAll(() => Promise.all([app.close(), prod.close()]));

const wsUrl = (target: TestApp) => target.url.replace('http', 'ws') + '/graphql';
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});

function client(target: TestApp, bearer: string): Client {
  const c = createClient({ url: wsUrl(target), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${bearer}` }, retryAttempts: 0, lazy: true });
  clients.push(c);
  return c;
}

/** Runs one operation; answers its result or the errors it ended with. */
function run(c: Client, query: string, variables?: Record<string, unknown>): Promise<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }> {
  return new Promise((resolve) => {
    let result: { data?: unknown; errors?: never[] } = {};
    c.subscribe({ query, variables }, {
      next: (value) => (result = value as typeof result),
      error: (errors) => resolve({ errors: Array.isArray(errors) ? errors : [{ message: String((errors as Error).message ?? errors) }] }),
      complete: () => resolve(result),
    });
  });
}

test('the alias, root-field, depth and cost limits apply over websockets', async () => {
  const c = client(app, token);
  expect(await run(c, '{ me { id } }')).toEqual({ data: { me: { id: expect.any(String) } } });
  const aliases = `{ ${Array.from({ length: graphqlLimits.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
  expect((await run(c, aliases)).errors?.[0].message).toMatch(/alias/i);
  expect((await run(c, `{ ${'__typename '.repeat(graphqlLimits.maxRootFields + 1)}}`)).errors?.[0].message).toMatch(/root fields/i);
  expect((await run(c, `{ me { id ${' '.repeat(graphqlLimits.maxDocumentBytes)} } }`)).errors?.[0].message).toMatch(/too large/i);
});

test.each([
  ['a NUL character', 'Policy\u0000name'],
  ['a lone high surrogate', 'Policy \uD800 name'],
  ['a lone low surrogate', 'Policy \uDC00 name'],
])('%s in the variables answers BAD_USER_INPUT over websockets, as over HTTP, and stores nothing', async (_label, name) => {
  const { client: http, token: own } = await signUp(new ApiClient(app.url));
  const res = await run(client(app, own), 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id name } }', { input: { name } });
  expect(res.errors).toEqual([expect.objectContaining({ message: unsafeTextMessage, extensions: { code: 'BAD_USER_INPUT' } })]);
  expect((await http.get('/api/projects')).body).toEqual([]);
});

test('errors are formatted as over HTTP: codes kept, details masked', async () => {
  const res = await run(client(app, token), '{ project(id: "999999") { id } }');
  expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
});

test('an internal error over websockets is answered generically and logged with its cause, as over HTTP', async () => {
  const lines: string[] = [];
  const logged = await startTestApp({}, { logger: pino({ level: 'error' }, { write: (line: string) => void lines.push(line) }) });
  try {
    const { token: own } = await signUp(new ApiClient(logged.url));
    const spy = jest.spyOn(logged.services.projects, 'requireProject').mockRejectedValueOnce(new Error('database on fire'));
    const res = await run(client(logged, own), '{ project(id: "1") { id } }');
    spy.mockRestore();
    expect(res.errors).toEqual([expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
    expect(lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })).toContainEqual(
      expect.objectContaining({ msg: 'unhandled GraphQL error (websocket)', err: expect.objectContaining({ message: 'database on fire' }) }),
    );
  } finally {
    await logged.close();
  }
});

test('introspection and field suggestions are off in production over websockets', async () => {
  const { token: prodToken } = await signUp(new ApiClient(prod.url));
  const c = client(prod, prodToken);
  expect((await run(c, '{ __schema { types { name } } }')).errors?.[0].message).toMatch(/introspection/i);
  const suggestion = await run(c, '{ projectz { id } }');
  expect(suggestion.errors?.[0].message).toMatch(/Cannot query field/);
  expect(suggestion.errors?.[0].message).not.toMatch(/Did you mean/);
});

test('a cross-origin browser connection is refused; same-origin and non-browser ones are accepted', async () => {
  const open = (headers: Record<string, string>) =>
    new Promise<number | 'open'>((resolve) => {
      const socket = new WebSocket(wsUrl(app), 'graphql-transport-ws', { headers });
      socket.on('open', () => {
        socket.close();
        resolve('open');
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', () => undefined);
    });
  expect(await open({ origin: 'https://evil.example' })).toBe(403);
  expect(await open({ origin: app.url })).toBe('open');
  expect(await open({})).toBe('open');
});

test('a connection that never sends connection_init is closed (4408)', async () => {
  const code = await new Promise<number>((resolve) => {
    const socket = new WebSocket(wsUrl(app), 'graphql-transport-ws');
    socket.on('close', (closeCode) => resolve(closeCode));
  });
  expect(code).toBe(4408);
});

test(`at most ${wsLimits.maxOperationsPerConnection} operations run at once on a connection`, async () => {
  // Operations that stay open (a running run's progress), so the count does not depend on how fast queries finish.
  const owner = await projectWithDocuments(app.url);
  const runId = (await startRun(owner.client, owner.projectId)).body.runId;
  const c = client(app, owner.token);
  const outcomes = await Promise.all(
    Array.from(
      { length: wsLimits.maxOperationsPerConnection + 5 },
      () =>
        new Promise<string>((resolve) => {
          c.subscribe({ query: `subscription { runProgress(runId: "${runId}") { type } }` }, {
            next: () => resolve('open'),
            error: (errors) => resolve(Array.isArray(errors) ? String(errors[0]?.message) : String(errors)),
            complete: () => resolve('ended'),
          });
        }),
    ),
  );
  expect(outcomes.filter((o) => o === 'open')).toHaveLength(wsLimits.maxOperationsPerConnection);
  expect(outcomes.filter((o) => /too many operations/i.test(o))).toHaveLength(5);
  await owner.client.post(`/api/runs/${runId}/cancel`);
});

test(`at most ${wsLimits.maxConnectionsPerUser} connections per user`, async () => {
  const outcomes = [];
  for (let i = 0; i <= wsLimits.maxConnectionsPerUser; i++) {
    outcomes.push(
      await new Promise<string>((resolve) => {
        const c = createClient({
          url: wsUrl(app),
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${token}` },
          lazy: false,
          retryAttempts: 0,
          onNonLazyError: () => undefined,
          on: { connected: () => resolve('connected'), closed: (event) => resolve(`closed ${(event as { code: number }).code}`) },
        });
        clients.push(c);
      }),
    );
  }
  expect(outcomes.slice(0, -1).every((o) => o === 'connected')).toBe(true);
  expect(outcomes.at(-1)).toBe('closed 4429');
});

test('a message past the payload limit closes the socket (1009)', async () => {
  const code = await new Promise<number>((resolve) => {
    const socket = new WebSocket(wsUrl(app), 'graphql-transport-ws');
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(wsLimits.maxPayloadBytes + 1) } })));
    socket.on('close', (closeCode) => resolve(closeCode));
  });
  expect(code).toBe(1009);
});
