import { roleRefusal, workspaceMessages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
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

interface WorkspaceBody {
  id: number;
  name: string;
  personal: boolean;
  myRole: string;
  current: boolean;
  memberCount: number;
}

test('registration makes a personal workspace, owned and current, that holds the new projects and credits', async () => {
  const { client, user } = await signUp(api);
  const listed = (await client.get<WorkspaceBody[]>('/api/workspaces')).body;
  expect(listed).toEqual([expect.objectContaining({ name: `${user.username}'s workspace`, personal: true, myRole: 'owner', current: true, memberCount: 1 })]);
  const project = (await client.post('/api/projects', { name: 'In my own space' })).body;
  expect((await client.gql('{ project(id: "' + project.id + '") { workspaceId myRole } }')).body.data.project).toEqual({ workspaceId: String(listed[0]!.id), myRole: 'OWNER' });
});

test('a second workspace becomes current; projects, dashboard and credits follow the current or named workspace', async () => {
  const { client } = await signUp(api);
  const personal = (await client.get<WorkspaceBody[]>('/api/workspaces')).body[0]!;
  await client.post('/api/projects', { name: 'Personal project' });
  const created = await client.post<WorkspaceBody>('/api/workspaces', { name: '  Client A  ' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name: 'Client A', personal: false, myRole: 'owner', current: true });
  expect((await client.get('/api/projects')).body).toEqual([]);
  expect((await client.post('/api/projects', { name: 'Client project' })).status).toBe(201);
  expect((await client.get('/api/projects')).body.map((p: { name: string }) => p.name)).toEqual(['Client project']);
  expect((await client.get('/api/projects', { 'x-workspace-id': String(personal.id) })).body.map((p: { name: string }) => p.name)).toEqual(['Personal project']);
  expect((await client.get('/api/assessment/dashboard-stats')).body).toMatchObject({ activeProjects: 1 });
  expect((await client.get('/api/credits')).body.availableCredits).toBe(0);

  const switched = await client.gql('mutation($id: ID!) { setCurrentWorkspace(id: $id) { id current } }', { id: String(personal.id) });
  expect(switched.body.data.setCurrentWorkspace).toEqual({ id: String(personal.id), current: true });
  expect((await client.get('/api/projects')).body.map((p: { name: string }) => p.name)).toEqual(['Personal project']);
  const listed = (await client.gql('{ workspaces { name current myRole creditBalance members { role user { username } } } }')).body.data.workspaces;
  expect(listed.map((w: { current: boolean }) => w.current)).toEqual([true, false]);
});

test('bad workspace input is refused with a clear message and changes nothing', async () => {
  const { client } = await signUp(api);
  const before = (await client.get<WorkspaceBody[]>('/api/workspaces')).body;
  expect((await client.post('/api/workspaces', { name: '   ' })).body).toMatchObject({ message: workspaceMessages.nameRequired });
  expect((await client.post('/api/workspaces', { name: 'x'.repeat(101) })).status).toBe(400);
  expect((await client.post('/api/workspaces', { name: 42 })).status).toBe(400);
  expect((await client.post('/api/workspaces', {})).status).toBe(400);
  for (const id of ['abc', '0', '-1', '99999999', '1.5']) {
    expect((await client.get('/api/projects', { 'x-workspace-id': id })).status).toBe(404);
    expect((await client.gql('mutation($id: ID!) { setCurrentWorkspace(id: $id) { id } }', { id })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  }
  expect((await client.get<WorkspaceBody[]>('/api/workspaces')).body).toEqual(before);
  const personal = before[0]!;
  const refused = await client.gql('mutation($id: ID!) { deleteWorkspace(id: $id) }', { id: String(personal.id) });
  expect(refused.body.errors[0]).toMatchObject({ message: workspaceMessages.personalNotDeletable, extensions: { code: 'CONFLICT' } });
});

test("a non-member gets not-found for every id of the workspace; a member with a weaker role gets 403 naming the role", async () => {
  const t = await team(app, api);
  const project = await t.editor.client.post('/api/projects', { name: 'Shared project' }, t.header);
  expect(project.status).toBe(201);
  const id = project.body.id as number;

  // Everyone in the workspace reads it; the outsider cannot tell it exists.
  for (const member of [t.owner, t.editor, t.viewer]) expect((await member.client.get(`/api/projects/${id}`)).status).toBe(200);
  expect((await t.outsider.client.get(`/api/projects/${id}`)).status).toBe(404);
  expect((await t.outsider.client.get('/api/projects', t.header)).status).toBe(404);
  expect((await t.outsider.client.get(`/api/workspaces/${t.workspaceId}/members`)).status).toBe(404);

  const viewerWrite = await t.viewer.client.post(`/api/projects/${id}/assessment-answers`, { questionId: 'a-5-1', answer: 'We have a policy.' });
  expect(viewerWrite).toMatchObject({ status: 403, body: { message: roleRefusal('editor', 'viewer') } });
  expect((await t.viewer.client.post('/api/projects', { name: 'Not allowed' }, t.header)).status).toBe(403);
  expect((await t.editor.client.post(`/api/projects/${id}/assessment-answers`, { questionId: 'a-5-1', answer: 'We have a policy.' })).status).toBe(200);

  const editorDelete = await t.editor.client.delete(`/api/projects/${id}`);
  expect(editorDelete).toMatchObject({ status: 403, body: { message: roleRefusal('owner', 'editor') } });
  expect((await t.editor.client.post('/api/create-payment-intent', { packageId: 'single' }, t.header)).status).toBe(403);
  expect((await t.owner.client.post('/api/create-payment-intent', { packageId: 'single' }, t.header)).status).toBe(201);

  const gqlRefusal = await t.viewer.client.gql('mutation($p: ID!) { setProjectTestType(projectId: $p, testType: "annex_a") { id } }', { p: String(id) });
  expect(gqlRefusal.body.errors[0]).toMatchObject({ message: roleRefusal('editor', 'viewer'), extensions: { code: 'FORBIDDEN' } });
  expect((await t.viewer.client.gql('{ project(id: "' + id + '") { myRole } }')).body.data.project.myRole).toBe('VIEWER');
  expect((await t.owner.client.delete(`/api/projects/${id}`)).status).toBe(204);
});

test('owners change roles and remove members; the last owner cannot be demoted, removed or leave', async () => {
  const t = await team(app, api);
  const members = (await t.viewer.client.get(`/api/workspaces/${t.workspaceId}/members`)).body;
  expect(members.map((m: { role: string }) => m.role)).toEqual(['owner', 'editor', 'viewer']);

  const putRole = (client: ApiClient, userId: number, role: unknown) => client.request('PUT', `/api/workspaces/${t.workspaceId}/members/${userId}`, { role });
  expect((await putRole(t.editor.client, t.viewer.id, 'editor')).status).toBe(403);
  expect((await putRole(t.owner.client, t.viewer.id, 'admin')).status).toBe(400);
  expect((await putRole(t.owner.client, t.outsider.id, 'editor')).status).toBe(404);
  expect((await putRole(t.owner.client, t.owner.id, 'viewer'))).toMatchObject({ status: 409, body: { message: workspaceMessages.lastOwner } });
  expect((await t.owner.client.delete(`/api/workspaces/${t.workspaceId}/members/${t.owner.id}`)).status).toBe(409);
  const leave = await t.owner.client.gql('mutation($w: ID!) { leaveWorkspace(workspaceId: $w) }', { w: String(t.workspaceId) });
  expect(leave.body.errors[0].extensions.code).toBe('CONFLICT');

  expect((await putRole(t.owner.client, t.viewer.id, 'editor')).body).toMatchObject({ role: 'editor' });
  expect((await t.viewer.client.post('/api/projects', { name: 'Now allowed' }, t.header)).status).toBe(201);
  expect((await t.owner.client.delete(`/api/workspaces/${t.workspaceId}/members/${t.editor.id}`)).status).toBe(204);
  // Removal takes effect at once.
  expect((await t.editor.client.get('/api/projects', t.header)).status).toBe(404);
  const left = await t.viewer.client.gql('mutation($w: ID!) { leaveWorkspace(workspaceId: $w) }', { w: String(t.workspaceId) });
  expect(left.body.data.leaveWorkspace).toBe(true);
  expect((await t.owner.client.get(`/api/workspaces/${t.workspaceId}/members`)).body.map((m: { role: string }) => m.role)).toEqual(['owner']);
});

test('credits are bought for, and spent from, a workspace: a member of two sees each balance apart', async () => {
  const t = await team(app, api);
  const em = app.database.orm.em.fork();
  await app.services.credits.recordPurchase(em, { userId: t.owner.id, workspaceId: t.workspaceId, packageId: 'single', quantity: 1, amountCents: 9900, currency: 'usd', provider: 'demo', paymentIntentId: `pi_team_${t.workspaceId}` });
  expect((await t.editor.client.get('/api/credits', t.header)).body.availableCredits).toBe(1);
  expect((await t.editor.client.get('/api/credits')).body.availableCredits).toBe(0);
  expect((await t.outsider.client.get('/api/credits', t.header)).status).toBe(404);
});
