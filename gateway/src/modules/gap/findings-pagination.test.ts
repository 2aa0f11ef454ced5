import { messages } from '@gap/schema';
import { gapProject } from '../../testing/gap-fixtures.js';
import { ApiClient } from '../../testing/http-client.js';
import { walkConnection, walkRest } from '../../testing/page-walk.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { testTypes } from '../questions/bank/index.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

type Client = ReturnType<ApiClient['withToken']>;

const pageQuery =
  'query ($p: ID!, $a: ID, $first: Int, $after: String) { gapFindingsConnection(projectId: $p, assessmentId: $a, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id questionId } } }';

async function pageThroughGraphql(client: Client, projectId: number, assessmentId: number | null, first: number, between?: () => Promise<void>): Promise<string[]> {
  const pages = await walkConnection<{ id: string }>(client, pageQuery, 'gapFindingsConnection', { p: projectId, a: assessmentId }, first, between);
  return pages.flatMap((page) => page.nodes.map((node) => node.id));
}

/** Follows the Link header (it names the assessment read), as an integrator would. */
async function pageThroughRest(client: Client, firstPath: string, between?: () => Promise<void>): Promise<string[]> {
  const { pages } = await walkRest<{ id: number | string }>(client, firstPath, between);
  return pages.flat().map((finding) => String(finding.id));
}

test("every finding is reachable once, in bank order, over GraphQL and REST, also while a newer assessment is run; another user's project is not found", async () => {
  const p = await gapProject(app, api, testTypes.clauses);
  await p.grant(10);
  await p.grant(10);
  await p.answerAll();
  const { assessmentId } = (await p.run()).body as { assessmentId: number };
  const listed = (await p.client.gql('query ($p: ID!) { gapFindings(projectId: $p) { id } }', { p: p.projectId })).body.data.gapFindings.map((f: { id: string }) => f.id);
  expect(listed.length).toBeGreaterThan(10);

  const first = (await p.client.gql(pageQuery, { p: p.projectId, first: 4 })).body.data.gapFindingsConnection;
  expect(first.totalCount).toBe(listed.length);
  expect(await pageThroughGraphql(p.client, p.projectId, null, 4)).toEqual(listed);
  expect(await pageThroughRest(p.client, `/api/projects/${p.projectId}/gap-findings?limit=6`)).toEqual(listed);
  // Without a limit, the whole list as before, nothing to follow.
  const all = await p.client.get(`/api/projects/${p.projectId}/gap-findings`);
  expect((all.body as { id: number }[]).map((f) => String(f.id))).toEqual(listed);
  expect(all.headers.get('x-next-cursor')).toBeNull();

  // A newer assessment written while someone pages: the walk stays on the assessment it started with.
  let round = 0;
  const during = async () => {
    // Another answer each time, so the new assessment is not the same as the last (which is refused).
    round += 1;
    const answer = { questionId: p.questions[0]!.id, answer: `Reviewed again, round ${round}.`, status: round % 2 ? 'not_implemented' : 'implemented' };
    expect((await p.client.post(`/api/projects/${p.projectId}/assessment-answers`, answer)).status).toBe(200);
    expect((await p.run()).status).toBe(201);
  };
  expect(await pageThroughRest(p.client, `/api/projects/${p.projectId}/gap-findings?limit=9`, during)).toEqual(listed);
  expect(await pageThroughGraphql(p.client, p.projectId, assessmentId, 9, during)).toEqual(listed);

  const other = await gapProject(app, api, testTypes.clauses);
  expect((await other.client.gql(pageQuery, { p: p.projectId, after: first.pageInfo.endCursor })).body.errors[0]).toMatchObject({ message: messages.projectNotFound, extensions: { code: 'NOT_FOUND' } });
  expect((await other.client.get(`/api/projects/${p.projectId}/gap-findings?limit=2`)).status).toBe(404);
  // Before any assessment, an empty page.
  const empty = (await other.client.gql(pageQuery, { p: other.projectId })).body.data.gapFindingsConnection;
  expect(empty).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
});

test('bad page arguments are refused with 400', async () => {
  const p = await gapProject(app, api, testTypes.clauses);
  expect((await p.client.gql(pageQuery, { p: p.projectId, first: 501 })).body.errors[0]).toMatchObject({ message: 'first must be a whole number from 1 to 500', extensions: { code: 'BAD_USER_INPUT' } });
  expect((await p.client.gql(pageQuery, { p: p.projectId, after: 'W1swLDBdXQ' })).body.errors[0].message).toBe('after is not a cursor this list answered; start again without it');
  expect(await p.client.get(`/api/projects/${p.projectId}/gap-findings?limit=x`)).toMatchObject({ status: 400, body: { message: 'limit must be a whole number from 1 to 500' } });
  expect(await p.client.get(`/api/projects/${p.projectId}/gap-findings?cursor=!`)).toMatchObject({ status: 400, body: { message: 'cursor is not a cursor this list answered; start again without it' } });
});
