import { testTypes } from '../../modules/questions/bank/index.js';
import { ApiClient } from '../../testing/http-client.js';
import { signUp } from '../../testing/factories.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { graphqlLimits } from './index.js';

let app: TestApp;
let api: ApiClient;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
  ({ client } = await signUp(api));
}, 120_000);
afterAll(() => app.close());

const questionFields = 'id controlRef title text category guidance typicalEvidence criticality';
const aliased = (n: number, selection: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

function expectRefused(res: { status: number; body: { errors?: { message: string; extensions: { code: string } }[]; data?: unknown } }, pattern: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(res.body.errors?.[0].message).toMatch(pattern);
  expect(res.body.data).toBeUndefined();
}

test(`more than ${graphqlLimits.maxAliases} aliases are refused before execution`, async () => {
  expect((await client.gql(aliased(graphqlLimits.maxAliases, 'me { id }'))).status).toBe(200);
  expectRefused(await client.gql(aliased(graphqlLimits.maxAliases + 1, 'me { id }')), /alias/i);
  // The attack of the issue: aliases of the question list's long texts (1,400 of them pass the document limit no more).
  const started = Date.now();
  expectRefused(await client.gql(aliased(40, `questions(testType: "${testTypes.full}") { guidance }`)), /alias/i);
  expect((await client.gql(aliased(1400, `questions(testType: "${testTypes.full}") { guidance }`))).status).toBe(413);
  expect(Date.now() - started).toBeLessThan(2000);
});

test(`more than ${graphqlLimits.maxRootFields} root fields are refused`, async () => {
  const fields = (n: number) => `{ ${'__typename '.repeat(n)}}`;
  expect((await client.gql(fields(graphqlLimits.maxRootFields))).status).toBe(200);
  expectRefused(await client.gql(fields(graphqlLimits.maxRootFields + 1)), /root fields/i);
});

test('list fields count by their size: a few aliases of wide question lists exceed the cost limit', async () => {
  const wide = `questions(testType: "${testTypes.full}") { ${`${questionFields} `.repeat(3)} }`;
  expect((await client.gql(aliased(2, wide))).status).toBe(200);
  expectRefused(await client.gql(aliased(14, wide)), /too expensive/i);
});

test('a query document over the size limit is refused with 413 before it is parsed', async () => {
  const padding = ' '.repeat(graphqlLimits.maxDocumentBytes);
  const res = await client.gql(`{ me { id ${padding} } }`);
  expect(res.status).toBe(413);
  expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
});
