import { encodeCursor } from '../../lib/connection.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient, type ApiResponse } from '../../testing/http-client.js';
import { walkConnection, walkRest, type ConnectionPage } from '../../testing/page-walk.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createManyProjects } from './testing/many-projects.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

type Client = ReturnType<ApiClient['withToken']>;

const em = () => app.database.orm.em.fork();
const ownerIdOf = async (client: Client): Promise<number> => Number((await client.get('/api/user')).body.id);

const pageQuery = 'query ($first: Int, $after: String) { projectsConnection(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id } edges { cursor node { id } } } }';

type GqlPage = ConnectionPage<{ id: string }>;

/** One page of the projects connection. */
async function gqlPage(client: Client, first: number, after: string | null): Promise<GqlPage> {
  const res = await client.gql(pageQuery, { first, after });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.projectsConnection as GqlPage;
}

/** Every id GraphQL's connection answers, page by page; `between` runs after each page (inserts while paging). */
async function pageThroughGraphql(client: Client, first: number, between?: (page: number) => Promise<void>): Promise<{ ids: number[]; pages: number; totals: number[] }> {
  const pages = await walkConnection<{ id: string }>(client, pageQuery, 'projectsConnection', {}, first, between);
  for (const page of pages) {
    expect(page.edges!.map((edge) => edge.node.id)).toEqual(page.nodes.map((node) => node.id));
    expect(page.pageInfo.endCursor).toBe(page.edges!.at(-1)?.cursor ?? null);
  }
  return { ids: pages.flatMap((page) => page.nodes.map((node) => Number(node.id))), pages: pages.length, totals: pages.map((page) => page.totalCount) };
}

/** Every id REST's bare-array list answers, following Link (with X-Next-Cursor, named in it). */
async function pageThroughRest(client: Client, limit: number): Promise<{ ids: number[]; pages: number }> {
  const { pages, responses } = await walkRest<{ id: number }>(client, `/api/projects?limit=${limit}`);
  for (const res of responses) {
    const cursor = res.headers.get('x-next-cursor');
    expect(res.headers.get('link')).toBe(cursor ? `</api/projects?limit=${limit}&cursor=${cursor}>; rel="next"` : null);
  }
  return { ids: pages.flat().map((project) => project.id), pages: pages.length };
}

describe('1,000 projects', () => {
  let client: Client;
  let created: number[];

  beforeAll(async () => {
    ({ client } = await signUp(api));
    // One flush: every project has (nearly) the same updatedAt, so the id tie-breaker decides most of the order.
    created = await createManyProjects(em(), await ownerIdOf(client), 1000);
  });

  test('GraphQL: every project is reachable, none twice, in the list order, with the total on every page', async () => {
    const { ids, pages, totals } = await pageThroughGraphql(client, 200);
    expect(pages).toBe(5);
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(totals)).toEqual(new Set([1000]));
    // The same order as the list field, most recently updated first (the first 200 of it).
    const listed = (await client.gql('{ projects { id } }')).body.data.projects.map((p: { id: string }) => Number(p.id));
    expect(ids.slice(0, 200)).toEqual(listed);
  });

  test('GraphQL with an odd page size, and the default one', async () => {
    const odd = await pageThroughGraphql(client, 77);
    expect(odd.pages).toBe(13);
    expect(new Set(odd.ids).size).toBe(1000);
    const first = await gqlPage(client, undefined as unknown as number, null);
    expect(first.nodes).toHaveLength(50);
    expect(first.pageInfo.hasNextPage).toBe(true);
  });

  test('REST: every project is reachable, none twice, through X-Next-Cursor and Link', async () => {
    const { ids, pages } = await pageThroughRest(client, 200);
    expect(pages).toBe(5);
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
    // Without a limit the list answers the first 200, as before, and says where the rest starts.
    const all = await client.get('/api/projects');
    expect(all.body).toHaveLength(200);
    expect(all.headers.get('x-next-cursor')).toEqual(expect.any(String));
  });
});

test('projects created while someone pages never shift the rest: every pre-existing project is seen exactly once', async () => {
  const { client } = await signUp(api);
  const ownerId = await ownerIdOf(client);
  const before = await createManyProjects(em(), ownerId, 40, 'Before');
  const { ids } = await pageThroughGraphql(client, 7, async (page) => {
    // New projects go to the head of the list (most recently updated): with offsets, each would push an already
    // seen project onto the next page.
    await createManyProjects(em(), ownerId, 3, `During ${page}`);
  });
  expect(ids.filter((id) => before.includes(id)).sort((a, b) => a - b)).toEqual(before);
  expect(new Set(ids).size).toBe(ids.length);

  // REST too.
  const more: number[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse = await client.get(`/api/projects?limit=9${cursor ? `&cursor=${cursor}` : ''}`);
    more.push(...(res.body as { id: number }[]).map((project) => project.id));
    cursor = res.headers.get('x-next-cursor');
    await createManyProjects(em(), ownerId, 2, 'During REST');
  } while (cursor);
  expect(more.filter((id) => before.includes(id)).sort((a, b) => a - b)).toEqual(before);
  expect(new Set(more).size).toBe(more.length);
});

test("someone else's projects never appear, even with their cursor", async () => {
  const alice = await signUp(api);
  const bob = await signUp(api);
  const alices = await createManyProjects(em(), await ownerIdOf(alice.client), 5, 'Alice');
  const bobs = await createManyProjects(em(), await ownerIdOf(bob.client), 3, 'Bob');
  const alicePage = await gqlPage(alice.client, 2, null);
  expect(alicePage.totalCount).toBe(5);

  // Bob reading on from Alice's cursor sees his own projects after that point, never hers.
  const bobFromAlice = await pageThroughGraphql(bob.client, 2);
  expect(bobFromAlice.ids.sort((a, b) => a - b)).toEqual(bobs);
  const res = await bob.client.gql(pageQuery, { first: 10, after: alicePage.pageInfo.endCursor });
  expect(res.body.data.projectsConnection.nodes.map((n: { id: string }) => Number(n.id)).every((id: number) => bobs.includes(id))).toBe(true);
  expect(res.body.data.projectsConnection.totalCount).toBe(3);
  const rest = await bob.client.get(`/api/projects?limit=10&cursor=${alicePage.pageInfo.endCursor}`);
  expect((rest.body as { id: number }[]).some((project) => alices.includes(project.id))).toBe(false);
  // Alice's own project ids stay not-found for Bob, as before.
  expect((await bob.client.get(`/api/projects/${alices[0]}`)).status).toBe(404);
  // Without a token, nothing.
  expect((await api.gql(pageQuery, { first: 2 })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});

describe('bad page arguments are refused with a clear message, before anything is read', () => {
  const forged = [
    'not a cursor!',
    'bm90LWpzb24', // base64url of "not-json"
    encodeCursor(['yesterday', 1]),
    encodeCursor(['2026-02-30T10:00:00.000000Z', 1]),
    encodeCursor(['2026-13-01T10:00:00.000000Z', 1]),
    encodeCursor(['2026-02-03T10:00:00.000000Z', -1]),
    encodeCursor(['2026-02-03T10:00:00.000000Z', 1, 2]),
    encodeCursor(['2026-02-03T10:00:00.000000Z', '1']),
    'A'.repeat(5000),
  ];

  test.each([0, -1, 201])('GraphQL first: %p', async (first) => {
    const { client } = await signUp(api);
    const res = await client.gql(pageQuery, { first });
    expect(res.body.errors[0]).toMatchObject({ message: 'first must be a whole number from 1 to 200', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('GraphQL after', async () => {
    const { client } = await signUp(api);
    for (const after of forged) {
      const res = await client.gql(pageQuery, { first: 5, after });
      expect(res.body.errors[0]).toMatchObject({ message: 'after is not a cursor this list answered; start again without it', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  test('REST limit and cursor', async () => {
    const { client } = await signUp(api);
    for (const limit of ['0', '-1', '201', '2.5', 'abc']) {
      expect(await client.get(`/api/projects?limit=${limit}`)).toMatchObject({ status: 400, body: { message: 'limit must be a whole number from 1 to 200' } });
    }
    for (const cursor of forged) {
      expect(await client.get(`/api/projects?limit=5&cursor=${encodeURIComponent(cursor)}`)).toMatchObject({
        status: 400,
        body: { message: 'cursor is not a cursor this list answered; start again without it' },
      });
    }
    // A blank cursor is the first page, like a blank limit.
    expect((await client.get('/api/projects?limit=&cursor=')).status).toBe(200);
  });
});
