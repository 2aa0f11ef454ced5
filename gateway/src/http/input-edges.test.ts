import { ApiClient } from '../testing/http-client.js';
import { signUp } from '../testing/factories.js';
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
