import { encodeCursor } from '../../lib/connection.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadKnowledge } from './testing/knowledge-calls.js';

let app: TestApp;
let admin: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  const api = new ApiClient(app.url);
  admin = (await signUp(api)).client; // the first account: administrator
  member = (await signUp(api)).client;
}, 60_000);
afterAll(() => app?.close());

const pageQuery =
  'query ($q: String!, $first: Int, $after: String) { searchKnowledgeConnection(query: $q, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id title similarity } } }';

/** Knowledge notes that all mention the asset inventory, uploaded ten at a time (one chunk each). */
async function uploadNotes(from: number, count: number): Promise<void> {
  for (let start = from; start < from + count; start += 10) {
    const files = Array.from({ length: Math.min(10, from + count - start) }, (_, i) => ({
      name: `site-${start + i}.md`,
      content: `# Site ${start + i}\n\nThe asset inventory of site ${start + i} lists every laptop, server and badge reader, reviewed ${(start + i) % 12} times a year by the owner of the inventory.`,
    }));
    const res = await uploadKnowledge(admin, files);
    if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

async function pageThrough(first: number, between?: () => Promise<void>): Promise<{ ids: string[]; similarities: number[]; totals: number[] }> {
  const ids: string[] = [];
  const similarities: number[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  for (;;) {
    const res = await member.gql(pageQuery, { q: 'asset inventory laptop', first, after });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    const page = res.body.data.searchKnowledgeConnection;
    ids.push(...page.nodes.map((node: { id: string }) => node.id));
    similarities.push(...page.nodes.map((node: { similarity: number }) => node.similarity));
    totals.push(page.totalCount);
    if (!page.pageInfo.hasNextPage) return { ids, similarities, totals };
    after = page.pageInfo.endCursor;
    await between?.();
  }
}

test('search results page through by cursor: each once, by similarity, also while notes are added', async () => {
  await uploadNotes(1, 30);
  const all = await pageThrough(4);
  expect(all.ids).toHaveLength(30);
  expect(new Set(all.ids).size).toBe(30);
  expect(new Set(all.totals)).toEqual(new Set([30]));
  expect([...all.similarities].sort((a, b) => b - a)).toEqual(all.similarities);
  // The same results as the capped field's, in another order.
  const capped = (await member.gql('{ searchKnowledge(query: "asset inventory laptop", limit: 50) { id } }')).body.data.searchKnowledge.map((c: { id: string }) => c.id);
  expect([...capped].sort()).toEqual([...all.ids].sort());

  let next = 31;
  const during = await pageThrough(5, async () => {
    await uploadNotes(next, 2);
    next += 2;
  });
  expect(during.ids.filter((id) => all.ids.includes(id)).sort()).toEqual([...all.ids].sort());
  expect(new Set(during.ids).size).toBe(during.ids.length);
});

test('bad arguments are refused with a clear message', async () => {
  expect((await member.gql(pageQuery, { q: 'inventory', first: 51 })).body.errors[0]).toMatchObject({ message: 'first must be a whole number from 1 to 50', extensions: { code: 'BAD_USER_INPUT' } });
  for (const after of ['%%', encodeCursor([2, 'x']), encodeCursor([0.5])]) {
    expect((await member.gql(pageQuery, { q: 'inventory', after })).body.errors[0]).toMatchObject({ message: 'after is not a cursor this list answered; start again without it', extensions: { code: 'BAD_USER_INPUT' } });
  }
  expect((await member.gql(pageQuery, { q: '   ' })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect((await new ApiClient(app.url).gql(pageQuery, { q: 'inventory' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});

test('REST: with a cursor (null first) the results come a page at a time with nextCursor, each once, as GraphQL pages them; without one the SPEC answer', async () => {
  const ids: string[] = [];
  const graphqlIds: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const res: { status: number; body: { chunks: { id: string }[]; nextCursor: string | null } } = await member.post('/api/knowledge/search', { query: 'asset inventory laptop', limit: 7, cursor });
    expect(res.status).toBe(200);
    expect(res.body.chunks.length).toBeLessThanOrEqual(7);
    ids.push(...res.body.chunks.map((chunk) => chunk.id));
    if (!res.body.nextCursor) break;
    cursor = res.body.nextCursor;
  }
  let after: string | null = null;
  for (;;) {
    const page: { nodes: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } = (await member.gql(pageQuery, { q: 'asset inventory laptop', first: 7, after })).body.data.searchKnowledgeConnection;
    graphqlIds.push(...page.nodes.map((node: { id: string }) => node.id));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(ids.length).toBeGreaterThan(7);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(graphqlIds);

  // The SPEC's call, unchanged: {chunks} only.
  const plain = await member.post<Record<string, unknown>>('/api/knowledge/search', { query: 'asset inventory laptop', limit: 10 });
  expect(Object.keys(plain.body)).toEqual(['chunks']);
  expect(plain.body.chunks).toHaveLength(10);

  // A cursor it did not answer, or of the wrong type, is refused with the reason.
  for (const bad of ['%%', encodeCursor([0.5])]) {
    const refused = await member.post<{ message: string }>('/api/knowledge/search', { query: 'inventory', cursor: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('cursor is not a cursor this list answered; start again without it');
  }
  expect((await member.post('/api/knowledge/search', { query: 'inventory', cursor: 5 })).status).toBe(400);
});
