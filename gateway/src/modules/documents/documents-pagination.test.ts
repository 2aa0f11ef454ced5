import { messages } from '@gap/schema';
import { encodeCursor } from '../../lib/connection.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { walkConnection, walkRest } from '../../testing/page-walk.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createManyDocuments } from './testing/many-documents.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

type Client = ReturnType<ApiClient['withToken']>;
const em = () => app.database.orm.em.fork();

const pageQuery =
  'query ($projectId: ID!, $first: Int, $after: String) { documentsConnection(projectId: $projectId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id name } } }';

async function userWithProject(): Promise<{ client: Client; projectId: number }> {
  const { client } = await signUp(api);
  const projectId = (await client.post('/api/projects', { name: 'Policies' })).body.id as number;
  return { client, projectId };
}

/** Every document id of the project over GraphQL, page by page; `between` runs after each page. */
async function pageThroughGraphql(client: Client, projectId: number, first: number, between?: () => Promise<void>): Promise<{ ids: number[]; totals: number[] }> {
  const pages = await walkConnection<{ id: string }>(client, pageQuery, 'documentsConnection', { projectId }, first, between);
  return { ids: pages.flatMap((page) => page.nodes.map((node) => Number(node.id))), totals: pages.map((page) => page.totalCount) };
}

async function pageThroughRest(client: Client, projectId: number, limit: number, between?: () => Promise<void>): Promise<number[]> {
  const { pages } = await walkRest<{ id: number }>(client, `/api/projects/${projectId}/documents?limit=${limit}`, between);
  return pages.flat().map((document) => document.id);
}

test('every document is reachable once, in upload order, over GraphQL and REST; the old list is unchanged', async () => {
  const { client, projectId } = await userWithProject();
  const created = await createManyDocuments(em(), projectId, 130);
  const graphql = await pageThroughGraphql(client, projectId, 25);
  expect(graphql.ids).toEqual(created);
  expect(new Set(graphql.totals)).toEqual(new Set([130]));
  expect(await pageThroughRest(client, projectId, 40)).toEqual(created);
  // Without a limit, REST answers every document (up to 200) as before, with nothing to follow.
  const all = await client.get(`/api/projects/${projectId}/documents`);
  expect((all.body as { id: number }[]).map((d) => d.id)).toEqual(created);
  expect(all.headers.get('x-next-cursor')).toBeNull();
  expect((await client.gql('query ($id: ID!) { documents(projectId: $id) { id } }', { id: projectId })).body.data.documents.map((d: { id: string }) => Number(d.id))).toEqual(created);
});

test('documents uploaded while someone pages never shift the rest: every earlier document is seen exactly once', async () => {
  const { client, projectId } = await userWithProject();
  const before = await createManyDocuments(em(), projectId, 30, 'before');
  let round = 0;
  const { ids } = await pageThroughGraphql(client, projectId, 7, async () => {
    round += 1;
    await createManyDocuments(em(), projectId, 2, `during-${round}`);
  });
  expect(ids.filter((id) => before.includes(id))).toEqual(before);
  expect(new Set(ids).size).toBe(ids.length);
  const rest = await pageThroughRest(client, projectId, 9, async () => {
    round += 1;
    await createManyDocuments(em(), projectId, 2, `during-${round}`);
  });
  expect(rest.filter((id) => before.includes(id))).toEqual(before);
  expect(new Set(rest).size).toBe(rest.length);
});

test("another user's project is not found, with or without a cursor; bad page arguments are refused with 400", async () => {
  const owner = await userWithProject();
  await createManyDocuments(em(), owner.projectId, 3);
  const { client: other } = await signUp(api);
  const first = (await owner.client.gql(pageQuery, { projectId: owner.projectId, first: 1 })).body.data.documentsConnection;
  const res = await other.gql(pageQuery, { projectId: owner.projectId, first: 1, after: first.pageInfo.endCursor });
  expect(res.body.errors[0]).toMatchObject({ message: messages.projectNotFound, extensions: { code: 'NOT_FOUND' } });
  expect(await other.get(`/api/projects/${owner.projectId}/documents?limit=1`)).toMatchObject({ status: 404, body: { message: messages.projectNotFound } });

  const bad = await owner.client.gql(pageQuery, { projectId: owner.projectId, first: 201 });
  expect(bad.body.errors[0]).toMatchObject({ message: 'first must be a whole number from 1 to 200', extensions: { code: 'BAD_USER_INPUT' } });
  for (const after of ['nope', encodeCursor(['2026-13-01T00:00:00.000000Z', 1])]) {
    expect((await owner.client.gql(pageQuery, { projectId: owner.projectId, after })).body.errors[0].message).toBe('after is not a cursor this list answered; start again without it');
  }
  expect(await owner.client.get(`/api/projects/${owner.projectId}/documents?limit=0`)).toMatchObject({ status: 400, body: { message: 'limit must be a whole number from 1 to 200' } });
  expect(await owner.client.get(`/api/projects/${owner.projectId}/documents?cursor=zzz`)).toMatchObject({
    status: 400,
    body: { message: 'cursor is not a cursor this list answered; start again without it' },
  });
});
