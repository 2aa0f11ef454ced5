import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import type { WorkspaceRole } from '@gap/schema';
import { ApiClient, type ApiResponse } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { gqlUpload, uploadDocument } from '../../testing/uploads.js';
import { scriptedEngine, startRun, waitForRun } from '../analysis/testing/analysis-test-kit.js';
import { restCalls } from '../api-docs/rest-calls.js';
import { testTypes } from '../questions/bank/index.js';
import { team } from './testing/members.js';
import {
  callersFor, expectedVerdicts, gqlVerdict, matrixPdf, membersOf, pendingInvitation, projectIn, restVerdict, spareWorkspace, uploadedDocument,
  type Caller, type Person, type Team, type Verdict,
} from './testing/role-matrix.js';

/**
 * The role matrix (DESIGN section 6): every GraphQL mutation and REST write is classified with the
 * least workspace role it needs, or as not about a workspace; each workspace call is made by the outsider (not
 * found), by every weaker member (403 naming the role) and by the weakest member allowed.
 */

type Classification = WorkspaceRole | 'account';

const mutationRoles: Record<string, Classification> = {
  acceptInvitation: 'account', changePassword: 'account', checkAiModel: 'account', clearKnowledge: 'account', confirmCreditPurchase: 'account',
  createApiToken: 'account', createWorkspace: 'account', login: 'account', payDemoPayment: 'account', register: 'account',
  revokeApiToken: 'account', signOut: 'account', signOutEverywhere: 'account', startKnowledgeCrawl: 'account',
  leaveWorkspace: 'viewer', runStreamToken: 'viewer', setCurrentWorkspace: 'viewer', setPresence: 'viewer',
  analyzeDocuments: 'editor', cancelAnalysisRun: 'editor', createProject: 'editor', deleteDocument: 'editor', runGapAssessment: 'editor',
  saveAnswer: 'editor', setAnswerApplicability: 'editor', setAnswerStatus: 'editor', setProjectTestType: 'editor',
  startAnalysisRun: 'editor', uploadDocument: 'editor',
  changeMemberRole: 'owner', createInvitation: 'owner', createPaymentIntent: 'owner', deleteProject: 'owner', deleteWorkspace: 'owner',
  removeMember: 'owner', renameWorkspace: 'owner', revokeInvitation: 'owner',
};

const restWriteRoles: Record<string, Classification> = {
  'POST /auth/register': 'account', 'POST /auth/login': 'account', 'POST /auth/sign-out': 'account', 'POST /auth/sign-out-everywhere': 'account',
  'POST /auth/password': 'account', 'POST /confirm-credit-purchase': 'account', 'POST /payments/demo/:paymentIntentId/pay': 'account',
  'POST /stripe/webhook': 'account', 'POST /workspaces': 'account', 'POST /invitations/accept': 'account', 'POST /knowledge/search': 'account',
  'POST /knowledge/crawl': 'account', 'POST /knowledge/upload': 'account', 'DELETE /knowledge/clear': 'account',
  'POST /runs/:runId/stream-token': 'viewer',
  'POST /projects': 'editor', 'PUT /projects/:id/test-type': 'editor', 'POST /projects/:id/documents': 'editor', 'DELETE /documents/:id': 'editor',
  'POST /projects/:id/assessment-answers': 'editor', 'POST /projects/:id/assessment-answers/bulk': 'editor',
  'PUT /projects/:id/assessment-answers/:questionId/applicability': 'editor', 'POST /projects/:id/analyze-documents': 'editor',
  'POST /projects/:id/assessment/runs': 'editor', 'POST /runs/:runId/cancel': 'editor', 'POST /projects/:id/gap-assessment': 'editor',
  'DELETE /projects/:id': 'owner', 'POST /create-payment-intent': 'owner', 'PUT /workspaces/:id/members/:userId': 'owner',
  'DELETE /workspaces/:id/members/:userId': 'owner', 'POST /workspaces/:id/invitations': 'owner', 'DELETE /invitations/:id': 'owner',
};

let app: TestApp;
let t: Team;
/** The shared fixture: an Annex A project with a document, and a clauses project whose first run has ended. */
let answers: number;
let runs: number;
let runId: number;

beforeAll(async () => {
  app = await startTestApp({}, { analysisEngine: scriptedEngine(), analysisWorker: { pollMs: 50, heartbeatMs: 200, streamHeartbeatMs: 300 } });
  t = await team(app, new ApiClient(app.url));
  answers = await projectIn(t.owner.client, t.header, 'Answers project', testTypes.annexA);
  await uploadedDocument(t.owner.client, answers, 'policy.pdf');
  runs = await projectIn(t.owner.client, t.header, 'Runs project', testTypes.clauses);
  await uploadedDocument(t.owner.client, runs, 'runs-policy.pdf');
  const started = await startRun(t.owner.client, runs);
  if (started.status !== 201) throw new Error(`run not started: ${started.status} ${JSON.stringify(started.body)}`);
  runId = Number(started.body.runId);
  await waitForRun(t.owner.client, runId);
}, 120_000);
afterAll(async () => {
  // The runs the editor started end before the app closes (the scripted engine answers at once).
  try {
    for (const run of (await t.owner.client.get<{ runId: number }[]>(`/api/projects/${runs}/assessment/runs`)).body) await waitForRun(t.owner.client, run.runId);
  } finally {
    await app.close();
  }
});

const person = (caller: Caller): Person => t[caller];
const gql = (query: string, variables: Record<string, unknown> = {}) => async (who: Person) => gqlVerdict(await who.client.gql(query, variables));
const rest = (call: (client: ApiClient) => Promise<ApiResponse>) => async (who: Person) => restVerdict(await call(who.client));
/** Somebody of the team other than the caller (removing or re-roling oneself is another call: leaving). */
const otherThan = (caller: Caller): Person => (caller === 'viewer' ? t.editor : t.viewer);

interface MatrixCall<T> {
  /** Made once before the callers, for calls that destroy or change what they are given. */
  target?: () => Promise<T>;
  call: (target: T, caller: Caller) => (who: Person) => Promise<Verdict>;
  /** What a refused call must leave as it was. */
  state?: (target: T) => Promise<unknown>;
}
const shared = (call: (caller: Caller) => (who: Person) => Promise<Verdict>, state?: () => Promise<unknown>): MatrixCall<void> => ({ call: (_, caller) => call(caller), state });
const fresh = <T>(target: () => Promise<T>, call: (target: T, caller: Caller) => (who: Person) => Promise<Verdict>, state?: (target: T) => Promise<unknown>): MatrixCall<T> => ({ target, call, state });

const answerOf = async (questionId: string) => (await t.owner.client.get(`/api/projects/${answers}/assessment-answers`)).body.find((row: { question: { id: string } }) => row.question.id === questionId)?.answer ?? null;
const projectExists = async (id: number) => (await t.owner.client.get(`/api/projects/${id}`)).status;
const documentsOf = async (id: number) => (await t.owner.client.get(`/api/projects/${id}/documents`)).body.map((d: { id: number }) => d.id);
const freshProject = () => projectIn(t.owner.client, t.header, 'Doomed project', testTypes.clauses);
const freshDocument = () => uploadedDocument(t.owner.client, answers, 'doomed.pdf');
const ws = () => String(t.workspaceId);

// Each row has its own target type (a project, a document, a workspace id…); the record only holds them together.
const matrix: Record<string, MatrixCall<any>> = {
  // GraphQL over HTTP
  setCurrentWorkspace: shared(() => gql('mutation($id: ID!) { setCurrentWorkspace(id: $id) { __typename } }', { id: ws() })),
  runStreamToken: shared(() => gql('mutation($r: ID!) { runStreamToken(runId: $r) }', { r: String(runId) })),
  setPresence: shared(() => gql('mutation($p: ID!) { setPresence(projectId: $p, editingQuestionId: null) }', { p: String(answers) })),
  leaveWorkspace: fresh(() => spareWorkspace(app, t, 'Left'), (w) => gql('mutation($w: ID!) { leaveWorkspace(workspaceId: $w) }', { w: String(w) })),
  createProject: shared(() => gql('mutation($w: ID) { createProject(workspaceId: $w, input: { name: "By GraphQL" }) { __typename } }', { w: ws() })),
  setProjectTestType: shared(() => gql('mutation($p: ID!, $t: String!) { setProjectTestType(projectId: $p, testType: $t) { __typename } }', { p: String(answers), t: testTypes.annexA })),
  uploadDocument: shared(() => async (who) => gqlVerdict(await gqlUpload(who.client, 'mutation($file: Upload!, $p: ID!) { uploadDocument(file: $file, projectId: $p) { __typename } }', { p: String(answers) }, 'gql.pdf', await matrixPdf()))),
  deleteDocument: fresh(freshDocument, (d) => gql('mutation($d: ID!) { deleteDocument(id: $d) }', { d: String(d) }), () => documentsOf(answers)),
  saveAnswer: shared(
    () => gql('mutation($i: SaveAnswerInput!) { saveAnswer(input: $i) { __typename } }', { i: { projectId: String(answers), questionId: 'a-5-1', answer: 'Saved over GraphQL.' } }),
    () => answerOf('a-5-1'),
  ),
  setAnswerStatus: shared(() => gql('mutation($i: SetAnswerStatusInput!) { setAnswerStatus(input: $i) { __typename } }', { i: { projectId: String(answers), questionIds: ['a-5-2'], status: 'planned' } }), () => answerOf('a-5-2')),
  setAnswerApplicability: shared(
    () => gql('mutation($p: ID!) { setAnswerApplicability(projectId: $p, questionId: "a-7-1", applicability: not_applicable, reason: "No premises.") { __typename } }', { p: String(answers) }),
    () => answerOf('a-7-1'),
  ),
  startAnalysisRun: shared(() => gql('mutation($p: ID!, $t: String!) { startAnalysisRun(projectId: $p, testType: $t) { __typename } }', { p: String(runs), t: testTypes.clauses })),
  analyzeDocuments: shared(() => gql('mutation($p: ID!, $t: String!) { analyzeDocuments(projectId: $p, testType: $t) { __typename } }', { p: String(runs), t: testTypes.clauses })),
  cancelAnalysisRun: shared(() => gql('mutation($r: ID!) { cancelAnalysisRun(runId: $r) { __typename } }', { r: String(runId) })),
  runGapAssessment: shared(() => gql('mutation($p: ID!) { runGapAssessment(projectId: $p) { __typename } }', { p: String(answers) })),
  createPaymentIntent: shared(() => gql('mutation($w: ID) { createPaymentIntent(workspaceId: $w, input: { packageId: "single" }) { __typename } }', { w: ws() })),
  createInvitation: shared(() => gql('mutation($w: ID!) { createInvitation(input: { workspaceId: $w, role: VIEWER }) { url } }', { w: ws() })),
  revokeInvitation: fresh(() => pendingInvitation(t, t.workspaceId), (i) => gql('mutation($i: ID!) { revokeInvitation(id: $i) }', { i: String(i) })),
  renameWorkspace: shared(() => gql('mutation($w: ID!) { renameWorkspace(id: $w, name: "Acme ISMS") { __typename } }', { w: ws() })),
  changeMemberRole: fresh(
    () => spareWorkspace(app, t, 'Re-roled'),
    (w, caller) => gql('mutation($i: ChangeMemberRoleInput!) { changeMemberRole(input: $i) { __typename } }', { i: { workspaceId: String(w), userId: String(otherThan(caller).id), role: 'OWNER' } }),
    (w) => membersOf(t, w),
  ),
  removeMember: fresh(
    () => spareWorkspace(app, t, 'Removed'),
    (w, caller) => gql('mutation($w: ID!, $u: ID!) { removeMember(workspaceId: $w, userId: $u) }', { w: String(w), u: String(otherThan(caller).id) }),
    (w) => membersOf(t, w),
  ),
  deleteProject: fresh(freshProject, (p) => gql('mutation($p: ID!) { deleteProject(id: $p) }', { p: String(p) }), projectExists),
  deleteWorkspace: fresh(() => spareWorkspace(app, t, 'Deleted'), (w) => gql('mutation($w: ID!) { deleteWorkspace(id: $w) }', { w: String(w) }), (w) => membersOf(t, w)),

  // REST
  'POST /runs/:runId/stream-token': shared(() => rest((c) => c.post(`/api/runs/${runId}/stream-token`))),
  'POST /projects': shared(() => rest((c) => c.post('/api/projects', { name: 'By REST' }, t.header))),
  'PUT /projects/:id/test-type': shared(() => rest((c) => c.request('PUT', `/api/projects/${answers}/test-type`, { testType: testTypes.annexA }))),
  'POST /projects/:id/documents': shared(() => async (who) => restVerdict(await uploadDocument(who.client, answers, 'rest.pdf', await matrixPdf()))),
  'DELETE /documents/:id': fresh(freshDocument, (d) => rest((c) => c.delete(`/api/documents/${d}`)), () => documentsOf(answers)),
  'POST /projects/:id/assessment-answers': shared(() => rest((c) => c.post(`/api/projects/${answers}/assessment-answers`, { questionId: 'a-5-3', answer: 'Saved over REST.' })), () => answerOf('a-5-3')),
  'POST /projects/:id/assessment-answers/bulk': shared(() => rest((c) => c.post(`/api/projects/${answers}/assessment-answers/bulk`, { questionIds: ['a-5-4'], status: 'planned' })), () => answerOf('a-5-4')),
  'PUT /projects/:id/assessment-answers/:questionId/applicability': shared(
    () => rest((c) => c.request('PUT', `/api/projects/${answers}/assessment-answers/a-7-2/applicability`, { applicability: 'not_applicable', reason: 'No premises.' })),
    () => answerOf('a-7-2'),
  ),
  'POST /projects/:id/assessment/runs': shared(() => rest((c) => startRun(c, runs))),
  'POST /projects/:id/analyze-documents': shared(() => rest((c) => c.post(`/api/projects/${runs}/analyze-documents`, { testType: testTypes.clauses }))),
  'POST /runs/:runId/cancel': shared(() => rest((c) => c.post(`/api/runs/${runId}/cancel`))),
  'POST /projects/:id/gap-assessment': shared(() => rest((c) => c.post(`/api/projects/${answers}/gap-assessment`))),
  'POST /create-payment-intent': shared(() => rest((c) => c.post('/api/create-payment-intent', { packageId: 'single' }, t.header))),
  'POST /workspaces/:id/invitations': shared(() => rest((c) => c.post(`/api/workspaces/${t.workspaceId}/invitations`, { role: 'viewer' }))),
  'DELETE /invitations/:id': fresh(() => pendingInvitation(t, t.workspaceId), (i) => rest((c) => c.delete(`/api/invitations/${i}`))),
  'PUT /workspaces/:id/members/:userId': fresh(
    () => spareWorkspace(app, t, 'Re-roled by REST'),
    (w, caller) => rest((c) => c.request('PUT', `/api/workspaces/${w}/members/${otherThan(caller).id}`, { role: 'owner' })),
    (w) => membersOf(t, w),
  ),
  'DELETE /workspaces/:id/members/:userId': fresh(
    () => spareWorkspace(app, t, 'Removed by REST'),
    (w, caller) => rest((c) => c.delete(`/api/workspaces/${w}/members/${otherThan(caller).id}`)),
    (w) => membersOf(t, w),
  ),
  'DELETE /projects/:id': fresh(freshProject, (p) => rest((c) => c.delete(`/api/projects/${p}`)), projectExists),
};

const committedMutations = () => {
  const schema = buildSchema(readFileSync(new URL('../../../../schema/schema.graphql', import.meta.url), 'utf8'));
  return Object.keys(schema.getMutationType()!.getFields()).sort();
};
const restWrites = () => restCalls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`).sort();

test('every GraphQL mutation and REST write is classified with the role it needs, and every classified one exists', () => {
  expect(Object.keys(mutationRoles).sort()).toEqual(committedMutations());
  expect(Object.keys(restWriteRoles).sort()).toEqual(restWrites());
});

test('every workspace call of the classification has its row in the matrix, and the matrix has no other', () => {
  const scoped = [...Object.entries(mutationRoles), ...Object.entries(restWriteRoles)].filter(([, role]) => role !== 'account').map(([name]) => name);
  expect(Object.keys(matrix).sort()).toEqual(scoped.sort());
});

const rows = Object.entries(matrix).map(([name, row]) => [name, (mutationRoles[name] ?? restWriteRoles[name]) as WorkspaceRole, row] as const);

test.each(rows)('%s needs %s: the outsider gets not-found, a weaker member 403 naming the role, and a refusal changes nothing', async (_name, needed, row) => {
  const target = await row.target?.();
  const before = await row.state?.(target);
  const got: Partial<Record<Caller, Verdict>> = {};
  for (const caller of callersFor(needed)) {
    got[caller] = await row.call(target, caller)(person(caller));
    if (got[caller] !== 'allowed' && row.state) expect(await row.state(target)).toEqual(before);
  }
  const expected = expectedVerdicts(needed);
  expect(got).toEqual(Object.fromEntries(callersFor(needed).map((caller) => [caller, expected[caller]])));
}, 30_000);
