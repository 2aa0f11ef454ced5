import http from 'node:http';
import { signUp } from '../testing/factories.js';
import { ApiClient } from '../testing/http-client.js';
import { rawAnswer, type RawAnswer } from '../testing/raw-answer.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { unsafeTextMessage } from './body-limits.js';

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await signUp(new ApiClient(app.url)));
}, 120_000);
afterAll(() => app.close());

const create = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }';

test.each([
  ['a NUL character', 'Policy\u0000name'],
  ['a lone high surrogate', 'Policy \uD800 name'],
  ['a lone low surrogate', 'Policy \uDC00 name'],
])('%s in a string answers 400 over REST and GraphQL, and changes nothing', async (_label, name) => {
  const before = (await client.get('/api/projects')).body.length;
  const rest = await client.post('/api/projects', { name, description: 'x' });
  expect(rest).toMatchObject({ status: 400, body: { message: unsafeTextMessage } });
  const gql = await client.gql(create, { input: { name } });
  expect(gql.status).toBe(400);
  expect(gql.body.errors[0]).toMatchObject({ message: unsafeTextMessage, extensions: { code: 'BAD_USER_INPUT' } });
  const inline = await client.gql(`mutation { createProject(input: { name: ${JSON.stringify(name)} }) { id } }`);
  expect(inline.status).toBe(400);
  expect((await client.get('/api/projects')).body.length).toBe(before);
});

test('a well-formed astral character (emoji) is accepted', async () => {
  expect((await client.post('/api/projects', { name: 'Policy 🔒 review' })).status).toBe(201);
});

describe('production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' });
  }, 120_000);
  afterAll(() => prod.close());

  test('GraphQL validation errors carry no "Did you mean" suggestions', async () => {
    const { client: prodClient } = await signUp(new ApiClient(prod.url));
    const res = await prodClient.gql('{ projectz { id } }');
    expect(res.body.errors[0].message).toMatch(/Cannot query field/);
    expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
  });
});

/** Sends a request by hand: the headers as given (a declared length may exceed what `send` writes); its answer, status 0 if none came. */
function rawPost(target: TestApp, path: string, headers: Record<string, string>, send: (req: http.ClientRequest) => void, waitMs = 8_000): Promise<RawAnswer> {
  const req = http.request(`${target.url}${path}`, { method: 'POST', headers });
  const answer = rawAnswer(req, waitMs);
  send(req);
  return answer;
}

describe('oversized bodies are refused at once, unread, so a declared size costs the server nothing', () => {
  test('an anonymous JSON body declaring 1 MB with 100 bytes sent: 413 now, not after the body', async () => {
    const res = await rawPost(app, '/api/auth/login', { 'content-type': 'application/json', 'content-length': String(1024 * 1024) }, (req) => req.write('{"username":"' + 'a'.repeat(80) + '"'));
    expect(res).toEqual({ status: 413, body: JSON.stringify({ message: 'Request body is too large' }) });
  });

  test('a chunked anonymous JSON body is cut at its limit: 413 while the sender still sends', async () => {
    let sent = 0;
    const res = await rawPost(app, '/graphql', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, (req) => {
      const piece = Buffer.alloc(16 * 1024, 0x20);
      const pump = setInterval(() => {
        if (req.destroyed || sent >= 50 * 1024 * 1024) return clearInterval(pump);
        req.write(piece);
        sent += piece.length;
      }, 5);
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ errors: [{ message: 'Request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    expect(sent).toBeLessThan(5 * 1024 * 1024);
  });

  test('the Stripe webhook without Stripe (demo payments) answers 404 before reading its body', async () => {
    const res = await rawPost(app, '/api/stripe/webhook', { 'content-type': 'application/json', 'content-length': String(1024 * 1024) }, (req) => req.write('{"id":"evt_1"'));
    expect(res.status).toBe(404);
  });
});
