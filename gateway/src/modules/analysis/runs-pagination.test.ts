import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { walkConnection, walkRest } from '../../testing/page-walk.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';
import { AnalysisRun } from './analysis-run.entity.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

type Client = ReturnType<ApiClient['withToken']>;

/** Ended runs of a project, written in one flush (their createdAt is the transaction's now(): the id breaks the tie). */
async function createRuns(projectId: number, ownerId: number, count: number): Promise<number[]> {
  const em: Em = app.database.orm.em.fork();
  const project = em.getReference(Project, projectId);
  const owner = em.getReference(User, ownerId);
  const runs = Array.from({ length: count }, () => em.create(AnalysisRun, { project, owner, testType: 'annex-a', status: 'completed', engine: 'offline' }));
  await em.flush();
  return runs.map((run) => run.id);
}

async function userWithProject(): Promise<{ client: Client; projectId: number; ownerId: number }> {
  const { client } = await signUp(api);
  const projectId = (await client.post('/api/projects', { name: 'Runs' })).body.id as number;
  return { client, projectId, ownerId: Number((await client.get('/api/user')).body.id) };
}

const pageQuery =
  'query ($projectId: ID!, $first: Int, $after: String) { analysisRunsConnection(projectId: $projectId, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { runId status } } }';

async function pageThroughGraphql(client: Client, projectId: number, first: number, between?: () => Promise<void>): Promise<{ ids: number[]; totals: number[] }> {
  const pages = await walkConnection<{ runId: string }>(client, pageQuery, 'analysisRunsConnection', { projectId }, first, between);
  return { ids: pages.flatMap((page) => page.nodes.map((node) => Number(node.runId))), totals: pages.map((page) => page.totalCount) };
}

async function pageThroughRest(client: Client, projectId: number, limit: number, between?: () => Promise<void>): Promise<number[]> {
  const { pages } = await walkRest<{ runId: number }>(client, `/api/projects/${projectId}/assessment/runs?limit=${limit}`, between);
  return pages.flat().map((run) => run.runId);
}

test('every run is reachable once, newest first, over GraphQL and REST; the capped list field still answers 20', async () => {
  const { client, projectId, ownerId } = await userWithProject();
  const created = await createRuns(projectId, ownerId, 120);
  const newestFirst = [...created].reverse();
  const graphql = await pageThroughGraphql(client, projectId, 50);
  expect(graphql.ids).toEqual(newestFirst);
  expect(new Set(graphql.totals)).toEqual(new Set([120]));
  expect(await pageThroughRest(client, projectId, 17)).toEqual(newestFirst);
  const capped = await client.gql('query ($p: ID!) { analysisRuns(projectId: $p) { runId } }', { p: projectId });
  expect(capped.body.data.analysisRuns.map((run: { runId: string }) => Number(run.runId))).toEqual(newestFirst.slice(0, 20));
});

test('runs started while someone pages never shift the rest: every earlier run is seen exactly once', async () => {
  const { client, projectId, ownerId } = await userWithProject();
  const before = await createRuns(projectId, ownerId, 25);
  const { ids } = await pageThroughGraphql(client, projectId, 6, async () => void (await createRuns(projectId, ownerId, 2)));
  expect(ids.filter((id) => before.includes(id))).toEqual([...before].reverse());
  expect(new Set(ids).size).toBe(ids.length);
  const rest = await pageThroughRest(client, projectId, 8, async () => void (await createRuns(projectId, ownerId, 2)));
  expect(rest.filter((id) => before.includes(id))).toEqual([...before].reverse());
});

test("another user's project is not found; bad page arguments are refused with 400", async () => {
  const owner = await userWithProject();
  await createRuns(owner.projectId, owner.ownerId, 3);
  const { client: other } = await signUp(api);
  expect((await other.gql(pageQuery, { projectId: owner.projectId })).body.errors[0]).toMatchObject({ message: messages.projectNotFound, extensions: { code: 'NOT_FOUND' } });
  expect((await other.get(`/api/projects/${owner.projectId}/assessment/runs`)).status).toBe(404);

  expect((await owner.client.gql(pageQuery, { projectId: owner.projectId, first: 51 })).body.errors[0]).toMatchObject({ message: 'first must be a whole number from 1 to 50', extensions: { code: 'BAD_USER_INPUT' } });
  expect((await owner.client.gql(pageQuery, { projectId: owner.projectId, after: 'xyz' })).body.errors[0].message).toBe('after is not a cursor this list answered; start again without it');
  expect(await owner.client.get(`/api/projects/${owner.projectId}/assessment/runs?limit=0`)).toMatchObject({ status: 400, body: { message: 'limit must be a whole number from 1 to 50' } });
  expect(await owner.client.get(`/api/projects/${owner.projectId}/assessment/runs?cursor=xyz`)).toMatchObject({ status: 400, body: { message: 'cursor is not a cursor this list answered; start again without it' } });
});
