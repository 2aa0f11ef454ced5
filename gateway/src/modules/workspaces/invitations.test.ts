import { workspaceMessages, roleRefusal } from '@gap/schema';
import { closedPort, startTestSmtpServer, type TestSmtpServer } from '../../mail/testing/test-smtp-server.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { invitationEmailErrors } from './invitation.service.js';
import { team } from './testing/members.js';

const perHour = 4;
let smtp: TestSmtpServer;
let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ SMTP_URL: smtp.url, INVITATIONS_PER_WORKSPACE_PER_HOUR: String(perHour) });
  api = new ApiClient(app.url);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const createMutation = `mutation($input: CreateInvitationInput!) {
  createInvitation(input: $input) { url emailSent emailError invitation { id role email expiresAt createdAt invitedBy { id username } } }
}`;
const acceptMutation = 'mutation($token: String!) { acceptInvitation(token: $token) { id name myRole current } }';
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const sql = (query: string, params: unknown[]) => app.database.orm.em.fork().execute(query, params);
const invitationCount = async (workspaceId: number) => Number((await sql('select count(*)::int as "n" from "invitations" where "workspace_id" = ?', [workspaceId]))[0].n);

test('an owner invites without email: the link is shown once, a new user accepts it and joins with the role, made current', async () => {
  const t = await team(app, api);
  const created = await t.owner.client.gql(createMutation, { input: { workspaceId: String(t.workspaceId), role: 'EDITOR' } });
  const result = created.body.data.createInvitation;
  expect(result).toMatchObject({ emailSent: false, emailError: null, invitation: { role: 'EDITOR', email: null, invitedBy: { id: String(t.owner.id), username: t.owner.username } } });
  expect(result.url).toMatch(new RegExp(`^${app.url}/invitations/accept\\?token=[A-Za-z0-9_-]{43}$`));
  const days = (Date.parse(result.invitation.expiresAt) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);
  // The secret is never stored: only its hash.
  const [stored] = await sql('select "token_hash" from "invitations" where "id" = ?', [Number(result.invitation.id)]);
  expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.token_hash).not.toContain(tokenOf(result.url));

  const pending = await t.owner.client.gql('query($id: ID) { workspace(id: $id) { invitations { id role email } } }', { id: String(t.workspaceId) });
  expect(pending.body.data.workspace.invitations).toEqual([{ id: result.invitation.id, role: 'EDITOR', email: null }]);

  const newcomer = await signUp(api);
  const accepted = await newcomer.client.gql(acceptMutation, { token: tokenOf(result.url) });
  expect(accepted.body.data.acceptInvitation).toEqual({ id: String(t.workspaceId), name: 'Acme ISMS', myRole: 'EDITOR', current: true });
  expect((await newcomer.client.post('/api/projects', { name: 'Joined and writing' })).status).toBe(201);
  expect((await t.owner.client.get(`/api/workspaces/${t.workspaceId}/invitations`)).body).toEqual([]);

  // Single use: the same link again, by anyone, is refused.
  const again = await t.outsider.client.gql(acceptMutation, { token: tokenOf(result.url) });
  expect(again.body.errors[0]).toMatchObject({ message: workspaceMessages.invitationInvalid, extensions: { code: 'NOT_FOUND' } });
  expect((await t.outsider.client.get('/api/projects', t.header)).status).toBe(404);
});

test('REST: a signed-in existing user accepts a viewer invitation; the owner lists and revokes pending ones', async () => {
  const t = await team(app, api);
  const created = await t.owner.client.post(`/api/workspaces/${t.workspaceId}/invitations`, { role: 'viewer' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ role: 'viewer', email: null, emailSent: false, emailError: null, url: expect.stringContaining('/invitations/accept?token=') });
  const second = await t.owner.client.post(`/api/workspaces/${t.workspaceId}/invitations`, { role: 'editor', email: '' });
  expect((await t.owner.client.get(`/api/workspaces/${t.workspaceId}/invitations`)).body.map((i: { id: number }) => i.id)).toEqual([second.body.id, created.body.id]);

  const accepted = await t.outsider.client.post('/api/invitations/accept', { token: tokenOf(created.body.url) });
  expect(accepted).toMatchObject({ status: 200, body: { id: t.workspaceId, myRole: 'viewer', current: true } });
  expect((await t.outsider.client.post('/api/projects', { name: 'Viewer cannot' })).body).toMatchObject({ message: roleRefusal('editor', 'viewer') });

  expect((await t.editor.client.delete(`/api/invitations/${second.body.id}`)).status).toBe(403);
  expect((await t.outsider.client.delete(`/api/invitations/${second.body.id}`)).status).toBe(403);
  const stranger = await signUp(api);
  expect((await stranger.client.delete(`/api/invitations/${second.body.id}`)).status).toBe(404);
  expect((await t.owner.client.delete(`/api/invitations/${second.body.id}`)).status).toBe(204);
  expect((await t.owner.client.delete(`/api/invitations/${second.body.id}`)).status).toBe(404);
  expect((await stranger.client.post('/api/invitations/accept', { token: tokenOf(second.body.url) })).body).toEqual({ message: workspaceMessages.invitationInvalid });
  expect((await t.owner.client.get(`/api/workspaces/${t.workspaceId}/invitations`)).body).toEqual([]);
});

test('two concurrent accepts of one link: exactly one joins', async () => {
  const t = await team(app, api);
  const { url } = (await t.owner.client.post(`/api/workspaces/${t.workspaceId}/invitations`, { role: 'editor' })).body;
  const people = await Promise.all([signUp(api), signUp(api), signUp(api)]);
  const answers = await Promise.all(people.map((p) => p.client.post('/api/invitations/accept', { token: tokenOf(url) })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
  expect((await t.owner.client.get(`/api/workspaces/${t.workspaceId}/members`)).body).toHaveLength(4);
});

test('expired, revoked, unknown, malformed and deleted-workspace links are refused alike and change nothing', async () => {
  const t = await team(app, api);
  const invite = async () => (await t.owner.client.post(`/api/workspaces/${t.workspaceId}/invitations`, { role: 'editor' })).body as { id: number; url: string };
  const expired = await invite();
  await sql(`update "invitations" set "expires_at" = now() - interval '1 second' where "id" = ?`, [expired.id]);
  const revoked = await invite();
  expect((await t.owner.client.gql('mutation($id: ID!) { revokeInvitation(id: $id) }', { id: String(revoked.id) })).body.data.revokeInvitation).toBe(true);
  const { client } = await signUp(api);
  const before = (await client.get('/api/workspaces')).body;
  for (const token of [tokenOf(expired.url), tokenOf(revoked.url), 'A'.repeat(43), 'not-a-token', 'x'.repeat(5000)]) {
    expect((await client.post('/api/invitations/accept', { token }))).toMatchObject({ status: 404, body: { message: workspaceMessages.invitationInvalid } });
  }
  expect((await client.post('/api/invitations/accept', {})).status).toBe(400);
  expect((await client.post('/api/invitations/accept', { token: 42 })).status).toBe(400);
  expect((await t.owner.client.get(`/api/workspaces/${t.workspaceId}/invitations`)).body).toEqual([]);

  const orphan = await invite();
  expect((await t.owner.client.gql('mutation($id: ID!) { deleteWorkspace(id: $id) }', { id: String(t.workspaceId) })).body.data.deleteWorkspace).toBe(true);
  expect((await client.post('/api/invitations/accept', { token: tokenOf(orphan.url) }))).toMatchObject({ status: 404, body: { message: workspaceMessages.invitationInvalid } });
  expect((await client.get('/api/workspaces')).body).toEqual(before);
});

test('a member already, or at the workspace limit: 409 and the link stays unused', async () => {
  const t = await team(app, api);
  const { url } = (await t.owner.client.post(`/api/workspaces/${t.workspaceId}/invitations`, { role: 'owner' })).body;
  expect((await t.editor.client.post('/api/invitations/accept', { token: tokenOf(url) }))).toMatchObject({ status: 409, body: { message: workspaceMessages.alreadyMember } });
  expect((await t.editor.client.get('/api/workspaces')).body.find((w: { id: number }) => w.id === t.workspaceId).myRole).toBe('editor');
  const accepted = await t.outsider.client.post('/api/invitations/accept', { token: tokenOf(url) });
  expect(accepted.body).toMatchObject({ myRole: 'owner' });
  // Two owners now: either may leave, the last owner rules still hold.
  expect((await t.owner.client.gql('mutation($w: ID!) { leaveWorkspace(workspaceId: $w) }', { w: String(t.workspaceId) })).body.data.leaveWorkspace).toBe(true);
  expect((await t.outsider.client.delete(`/api/workspaces/${t.workspaceId}/members/${t.outsider.id}`))).toMatchObject({ status: 409, body: { message: workspaceMessages.lastOwner } });
});

test('bad input: a role outside the three, a bad address, editors and viewers, non-members; each refused, nothing created', async () => {
  const t = await team(app, api);
  const path = `/api/workspaces/${t.workspaceId}/invitations`;
  for (const body of [{ role: 'admin' }, { role: 'OWNER' }, {}, { role: 'editor', email: 'not an address' }, { role: 'editor', email: 42 }]) {
    expect((await t.owner.client.post(path, body)).status).toBe(400);
  }
  const gqlRole = await t.owner.client.gql(createMutation, { input: { workspaceId: String(t.workspaceId), role: 'ADMIN' } });
  expect(gqlRole.body.errors[0].extensions.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  expect((await t.editor.client.post(path, { role: 'viewer' }))).toMatchObject({ status: 403, body: { message: roleRefusal('owner', 'editor') } });
  expect((await t.viewer.client.post(path, { role: 'viewer' })).status).toBe(403);
  expect((await t.outsider.client.post(path, { role: 'viewer' })).status).toBe(404);
  expect((await t.editor.client.get(path)).status).toBe(403);
  expect((await t.outsider.client.get(path)).status).toBe(404);
  const field = await t.viewer.client.gql('query($id: ID) { workspace(id: $id) { invitations { id } } }', { id: String(t.workspaceId) });
  expect(field.body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(await invitationCount(t.workspaceId)).toBe(0);
});

test(`past ${perHour} invitations per workspace and hour: 429 with Retry-After, nothing created; other workspaces unaffected`, async () => {
  const t = await team(app, api);
  const path = `/api/workspaces/${t.workspaceId}/invitations`;
  for (let i = 0; i < perHour; i += 1) expect((await t.owner.client.post(path, { role: 'viewer' })).status).toBe(201);
  const refused = await t.owner.client.post(path, { role: 'viewer' });
  expect(refused).toMatchObject({ status: 429, body: { message: workspaceMessages.tooManyInvitations(perHour) } });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  const gql = await t.owner.client.gql(createMutation, { input: { workspaceId: String(t.workspaceId), role: 'VIEWER' } });
  expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  expect(await invitationCount(t.workspaceId)).toBe(perHour);
  const personal = (await t.owner.client.get('/api/workspaces')).body.find((w: { personal: boolean }) => w.personal);
  expect((await t.owner.client.post(`/api/workspaces/${personal.id}/invitations`, { role: 'viewer' })).status).toBe(201);
});

test('with SMTP_URL the invitation is emailed with its link, and the link in the email works', async () => {
  const t = await team(app, api);
  const created = await t.owner.client.gql(createMutation, { input: { workspaceId: String(t.workspaceId), role: 'VIEWER', email: 'Priya@Example.com' } });
  const result = created.body.data.createInvitation;
  expect(result).toMatchObject({ emailSent: true, emailError: null, invitation: { email: 'priya@example.com' } });
  const mail = smtp.received.find((m) => m.envelope.to.includes('priya@example.com'))!;
  expect(mail.subject).toContain('Acme ISMS');
  expect(mail.text).toContain(result.url);
  const link = /Accept: (\S+)/.exec(mail.text)![1]!;
  const { client } = await signUp(api);
  expect((await client.post('/api/invitations/accept', { token: tokenOf(link) })).body).toMatchObject({ id: t.workspaceId, myRole: 'viewer' });
});

test('a mail server that cannot be reached: the invitation is still made, emailSent false with the reason', async () => {
  const unreachable = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  try {
    const other = new ApiClient(unreachable.url);
    const { client } = await signUp(other);
    const workspace = (await client.post('/api/workspaces', { name: 'Offline mail' })).body;
    const created = await client.post(`/api/workspaces/${workspace.id}/invitations`, { role: 'editor', email: 'sam@example.com' });
    expect(created).toMatchObject({ status: 201, body: { emailSent: false, emailError: invitationEmailErrors.unreachable, email: 'sam@example.com' } });
    expect((await client.get(`/api/workspaces/${workspace.id}/invitations`)).body).toHaveLength(1);
    const joiner = await signUp(other);
    expect((await joiner.client.post('/api/invitations/accept', { token: tokenOf(created.body.url) })).status).toBe(200);
  } finally {
    await unreachable.close();
  }
});
