import { roleRefusal } from '@gap/schema';
import { testPassword } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { team } from './testing/members.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const createToken = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`;

async function tokenOf(client: ApiClient, scope: 'read' | 'read-write'): Promise<ApiClient> {
  const res = await client.gql(createToken, { input: { name: `${scope} token`, scope, password: testPassword } });
  return api.withToken(res.body.data.createApiToken.secret as string);
}

test("an API token acts for its user in the user's workspaces, never beyond the role there; a removed member's tokens lose the workspace at once", async () => {
  const t = await team(app, api);
  const project = (await t.owner.client.post('/api/projects', { name: 'Tokens project' }, t.header)).body as { id: number };
  const answer = { questionId: 'a-5-1', answer: 'The policy is approved by management.' };

  // A viewer's read-write token reads but cannot write: the role decides, not the token's scope.
  const viewerToken = await tokenOf(t.viewer.client, 'read-write');
  expect((await viewerToken.get(`/api/projects/${project.id}`)).status).toBe(200);
  expect((await viewerToken.get('/api/projects', t.header)).body.map((p: { id: number }) => p.id)).toEqual([project.id]);
  const refused = await viewerToken.post(`/api/projects/${project.id}/assessment-answers`, answer);
  expect(refused).toMatchObject({ status: 403, body: { message: roleRefusal('editor', 'viewer') } });
  const gqlRefused = await viewerToken.gql('mutation($p: ID!) { deleteProject(id: $p) }', { p: String(project.id) });
  expect(gqlRefused.body.errors[0].extensions.code).toBe('FORBIDDEN');

  // An editor's read token stays read-only; their read-write token writes.
  const editorRead = await tokenOf(t.editor.client, 'read');
  expect((await editorRead.post(`/api/projects/${project.id}/assessment-answers`, answer)).status).toBe(403);
  const editorWrite = await tokenOf(t.editor.client, 'read-write');
  expect((await editorWrite.post(`/api/projects/${project.id}/assessment-answers`, answer)).status).toBe(200);

  // The outsider's token sees nothing of the workspace.
  const outsiderToken = await tokenOf(t.outsider.client, 'read-write');
  expect((await outsiderToken.get(`/api/projects/${project.id}`)).status).toBe(404);
  expect((await outsiderToken.get('/api/projects', t.header)).status).toBe(404);

  // Removed: the same token loses the workspace on the next request, and keeps the user's own workspace.
  expect((await t.owner.client.delete(`/api/workspaces/${t.workspaceId}/members/${t.editor.id}`)).status).toBe(204);
  expect((await editorWrite.get(`/api/projects/${project.id}`)).status).toBe(404);
  expect((await editorWrite.post(`/api/projects/${project.id}/assessment-answers`, answer)).status).toBe(404);
  expect((await editorWrite.get('/api/projects')).status).toBe(200);
});
