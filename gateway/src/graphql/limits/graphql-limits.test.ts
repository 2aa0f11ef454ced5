import { jest } from '@jest/globals';
import { runStore } from '../../modules/analysis/run.repository.js';
import { testTypes } from '../../modules/questions/bank/index.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
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

// The cost is the real work: a list's size comes from its variables, not a fixed guess.
const projectFields = 'id name description scope targetDate testType status progress createdAt updatedAt documentCount analysisRuns { used allowed }';

test('a list limit given as a variable is costed at the largest limit the field accepts (200 projects), not at the default', async () => {
  const literal = (n: number) => `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: projects(limit: ${n}) { ${projectFields} }`).join(' ')} }`;
  const variable = `query Many($n: Int) { ${Array.from({ length: 15 }, (_, i) => `a${i}: projects(limit: $n) { ${projectFields} }`).join(' ')} }`;
  expect((await client.gql(literal(100))).status).toBe(200);
  expectRefused(await client.gql(literal(200)), /too expensive/i);
  // The same 15 lists with $n: costed as n = 200, whatever n is sent (validation does not see variables).
  expectRefused(await client.gql(variable, { n: 5 }), /too expensive/i);
  expect((await client.gql(`query One($n: Int) { projects(limit: $n) { ${projectFields} } }`, { n: 200 })).status).toBe(200);
});

test("a project list's analysisRuns are read in one statement for the whole list, each project's own figures", async () => {
  const { client: owner } = await signUp(api);
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) ids.push((await owner.post<{ id: number }>('/api/projects', { name: `Batch ${i}` })).body.id);
  // Project 3 has two runs on record: used 2 of its 5.
  const em = app.database.orm.em.fork();
  const [user] = await em.execute<{ owner_id: number }[]>('select owner_id from projects where id = ?', [ids[3]]);
  for (let r = 0; r < 2; r++) {
    await em.execute(`insert into analysis_runs (project_id, owner_id, test_type, status, engine, total_questions, created_at) values (?, ?, 'Annex A', 'completed', 'offline', 1, now())`, [ids[3], user!.owner_id]);
  }
  const spy = jest.spyOn(runStore, 'countRunsAndCreditsOf');
  try {
    const res = await owner.gql('{ projects(limit: 10) { id analysisRuns { used allowed } } }');
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data.projects as { id: string; analysisRuns: { used: number; allowed: number } }[]).map((p) => [Number(p.id), p.analysisRuns]));
    expect(ids.map((id) => byId.get(id))).toEqual([0, 1, 2, 3, 4].map((i) => ({ used: i === 3 ? 2 : 0, allowed: 5 })));
    expect(spy).toHaveBeenCalledTimes(1);
    expect([...(spy.mock.calls[0]![1] as number[])].sort()).toEqual([...ids].sort());
  } finally {
    spy.mockRestore();
  }
});
