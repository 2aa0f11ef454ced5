import ExcelJS from 'exceljs';
import { buildPdf } from '../../testing/document-fixtures.js';
import { gapProject } from '../../testing/gap-fixtures.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { startRun, waitForRun } from '../analysis/testing/analysis-test-kit.js';
import { testTypes } from '../questions/bank/index.js';
import { addMember, team } from '../workspaces/testing/members.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

interface Entry {
  id: number;
  at: string;
  actor: { id: number; username: string } | null;
  kind: string;
  projectId: number | null;
  subject: string;
  before: string | null;
  after: string | null;
}

const kindsOf = (items: Entry[]) => items.map((e) => e.kind);

test('every change of a project is recorded with who, when and what, newest first; edits keep before and after', async () => {
  const p = await gapProject(app, api, testTypes.clauses);
  const [first, second] = p.questions as [(typeof p.questions)[number], (typeof p.questions)[number]];
  const save = (questionId: string, answer: string) => p.client.post(`/api/projects/${p.projectId}/assessment-answers`, { questionId, answer });
  expect((await save(first.id, 'A first draft.')).status).toBe(200);
  expect((await save(first.id, 'The register is reviewed annually.')).status).toBe(200);
  // Bad input changes nothing, its entry included.
  expect((await save(second.id, '')).status).toBe(400);
  const upload = await uploadDocument(p.client, p.projectId, 'Policy.pdf', await buildPdf([['The information security policy is approved by top management.']]));
  expect(upload.status).toBe(201);
  expect((await p.client.delete(`/api/documents/${upload.body.id}`)).status).toBe(204);

  const { items, nextCursor } = (await p.client.get<{ items: Entry[]; nextCursor: string | null }>(`/api/projects/${p.projectId}/activity`)).body;
  expect(nextCursor).toBeNull();
  expect(kindsOf(items)).toEqual(['document.deleted', 'document.uploaded', 'answer.saved', 'answer.saved']);
  expect(items.map((e) => e.subject)).toEqual(['Policy.pdf', 'Policy.pdf', first.controlRef, first.controlRef]);
  expect(items[2]).toMatchObject({ before: 'A first draft.', after: 'The register is reviewed annually.', actor: { id: p.userId, username: p.user.username }, projectId: p.projectId });
  expect(items[3]).toMatchObject({ before: null, after: 'A first draft.' });
  expect(Date.parse(items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(items[3]!.at));
}, 120_000);

test('runs, the gap assessment and the credit it spent are recorded; the export carries the log as its Activity sheet', async () => {
  const p = await gapProject(app, api, testTypes.clauses);
  await uploadDocument(p.client, p.projectId, 'Policy.pdf', await buildPdf([['The information security policy is approved by top management.']]));
  const started = await startRun(p.client, p.projectId);
  expect(started.status).toBe(201);
  await waitForRun(p.client, started.body.runId, undefined, 120_000);
  await p.answerAll();
  await p.grant(1);
  expect((await p.run()).status).toBe(201);

  const gql = await p.client.gql('query($p: ID!) { projectActivity(projectId: $p, first: 3) { totalCount pageInfo { hasNextPage endCursor } nodes { kind subject after actor { username } } } }', { p: String(p.projectId) });
  const page = gql.body.data.projectActivity;
  expect(page.nodes.map((n: { kind: string }) => n.kind)).toEqual(['assessment.completed', 'credits.spent', 'answer.saved']);
  expect(page.pageInfo.hasNextPage).toBe(true);
  const all = (await p.client.get<{ items: Entry[] }>(`/api/projects/${p.projectId}/activity?limit=100`)).body.items;
  expect(kindsOf(all)).toEqual(expect.arrayContaining(['run.started', 'run.finished', 'document.uploaded']));
  expect(all.find((e) => e.kind === 'run.finished')).toMatchObject({ actor: null, after: 'completed' });
  const onlyRuns = await p.client.gql('query($p: ID!) { projectActivity(projectId: $p, kinds: ["run.started", "run.finished"]) { totalCount } }', { p: String(p.projectId) });
  expect(onlyRuns.body.data.projectActivity.totalCount).toBe(2);
  const workspaceLog = await p.client.gql('{ workspaceActivity(kinds: ["credits.bought"]) { nodes { kind after projectId } } }');
  expect(workspaceLog.body.data.workspaceActivity.nodes).toEqual([{ kind: 'credits.bought', after: '1', projectId: null }]);

  const res = await fetch(`${app.url}/api/projects/${p.projectId}/export`, { headers: { authorization: `Bearer ${p.token}` } });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
  const sheet = workbook.getWorksheet('Activity')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'When', 'Who', 'What', 'Kind', 'Subject', 'Before', 'After']);
  expect(sheet.getRow(2).getCell(4).value).toBe('assessment.completed');
  expect(sheet.getRow(2).getCell(2).value).toBe(p.user.username);
  expect(sheet.rowCount - 1).toBe(all.length);
}, 240_000);

test('members read the log and filter it by person; membership changes are in the workspace log; bad filters and outsiders are refused', async () => {
  const t = await team(app, api);
  const project = (await t.owner.client.post('/api/projects', { name: 'Team project' }, t.header)).body as { id: number };
  await t.owner.client.request('PUT', `/api/projects/${project.id}/test-type`, { testType: testTypes.clauses });
  const save = (client: ApiClient, answer: string) => client.post(`/api/projects/${project.id}/assessment-answers`, { questionId: 'c-4-1', answer });
  expect((await save(t.editor.client, 'Issues are listed in the context register.')).status).toBe(200);
  expect((await save(t.owner.client, 'Issues are listed in the context register, reviewed yearly.')).status).toBe(200);

  const byEditor = (await t.viewer.client.get<{ items: Entry[] }>(`/api/projects/${project.id}/activity?actorId=${t.editor.id}`)).body.items;
  expect(byEditor.map((e) => [e.kind, e.actor?.username])).toEqual([['answer.saved', t.editor.username]]);
  expect((await t.viewer.client.get(`/api/projects/${project.id}/activity?kinds=answer.saved,nonsense`)).status).toBe(400);
  expect((await t.viewer.client.get(`/api/projects/${project.id}/activity?cursor=forged`)).status).toBe(400);
  expect((await t.viewer.client.get(`/api/projects/${project.id}/activity?limit=1000`)).status).toBe(400);
  expect((await t.outsider.client.get(`/api/projects/${project.id}/activity`)).status).toBe(404);
  const outsiderGql = await t.outsider.client.gql('query($w: ID!) { workspaceActivity(workspaceId: $w) { totalCount } }', { w: String(t.workspaceId) });
  expect(outsiderGql.body.errors[0].extensions.code).toBe('NOT_FOUND');

  // Paging by cursor reaches every entry once.
  const firstPage = (await t.viewer.client.get<{ items: Entry[]; nextCursor: string }>(`/api/projects/${project.id}/activity?limit=1`)).body;
  const secondPage = (await t.viewer.client.get<{ items: Entry[]; nextCursor: string | null }>(`/api/projects/${project.id}/activity?limit=1&cursor=${firstPage.nextCursor}`)).body;
  expect([...firstPage.items, ...secondPage.items].map((e) => e.actor?.id)).toEqual([t.owner.id, t.editor.id]);
  expect(secondPage.nextCursor).toBeNull();

  await t.owner.client.request('PUT', `/api/workspaces/${t.workspaceId}/members/${t.viewer.id}`, { role: 'editor' });
  await t.owner.client.delete(`/api/workspaces/${t.workspaceId}/members/${t.editor.id}`);
  await addMember(app, t.workspaceId, t.outsider.id, 'viewer');
  const members = await t.owner.client.gql('query($w: ID!) { workspaceActivity(workspaceId: $w, kinds: ["member.role_changed", "member.removed"]) { nodes { kind subject before after actor { id } } } }', { w: String(t.workspaceId) });
  expect(members.body.data.workspaceActivity.nodes).toEqual([
    { kind: 'member.removed', subject: t.editor.username, before: 'editor', after: 'removed', actor: { id: String(t.owner.id) } },
    { kind: 'member.role_changed', subject: t.viewer.username, before: 'viewer', after: 'editor', actor: { id: String(t.owner.id) } },
  ]);
});
