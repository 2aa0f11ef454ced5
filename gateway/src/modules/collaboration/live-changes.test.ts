import { randomBytes } from 'node:crypto';
import { createPostgresDatabase, startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { clausesTestType } from '../analysis/testing/analysis-test-kit.js';
import { testTypeQuestions } from '../questions/bank/index.js';
import { liveSubscription, projectTeam } from './testing/live-clients.js';

/**
 * projectChanges and projectPresence (DESIGN 6): a change saved through one gateway reaches a subscriber on another
 * (PostgreSQL: two gateways on one database; PGlite: one), non-members are refused, a removed member's subscription
 * ends, presence lists who is there, expires and is throttled.
 */
const [q1, q2] = testTypeQuestions[clausesTestType]!.map((q) => q.id);
const changesQuery = `subscription ($p: ID!) { projectChanges(projectId: $p) { activityId kind subject subjectId actor { id username } answer { questionId answer version } document { id } run { runId } assessment { assessmentId } } }`;
const presenceQuery = `subscription ($p: ID!) { projectPresence(projectId: $p) { user { id username name } editingQuestionId } }`;
const setPresence = `mutation ($p: ID!, $q: ID) { setPresence(projectId: $p, editingQuestionId: $q) }`;
type Changes = { projectChanges: { kind: string; subjectId: string; actor: { id: string; username: string } | null; answer: { questionId: string; answer: string; version: number } | null } };
type Presence = { projectPresence: { user: { id: string; username: string; name: string }; editingQuestionId: string | null }[] };

let a: TestApp;
let b: TestApp;
let dropDatabase = async () => undefined as void;
beforeAll(async () => {
  const options = { presenceTtlSeconds: 3 };
  if (usesPostgres) {
    const database = await createPostgresDatabase();
    dropDatabase = () => database.drop();
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
    a = await startTestApp(env, options);
    b = await startTestApp({ ...env, WORKERS: '0' }, options);
  } else {
    a = b = await startTestApp({}, options);
  }
}, 180_000);
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
  await dropDatabase();
});

it("an editor's saved answers reach a viewer subscribed on the other gateway, with the actor and the stored answer", async () => {
  const { editor, viewer, projectId } = await projectTeam(a);
  const live = liveSubscription<Changes>(b.url, viewer.token, changesQuery, { p: String(projectId) });
  try {
    // Subscribed once a first change arrives: keep saving until the subscriber hears one (no fixed wait).
    let text = 0;
    let first;
    while (!first) {
      text += 1;
      expect((await editor.client.post(`/api/projects/${projectId}/assessment-answers`, { questionId: q1, answer: `Text ${text}` })).status).toBe(200);
      first = await Promise.race([live.until((r) => r.data?.projectChanges.answer?.answer === `Text ${text}`), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2000))]);
    }
    expect(first.data!.projectChanges).toMatchObject({ kind: 'answer.saved', subjectId: q1, actor: { id: String(editor.id), username: editor.username }, answer: { questionId: q1, version: text } });
    const saved = await editor.client.post(`/api/projects/${projectId}/assessment-answers`, { questionId: q2, answer: 'Second' });
    expect(saved.status).toBe(200);
    const second = await live.until((r) => r.data?.projectChanges.subjectId === q2);
    expect(second.data!.projectChanges.answer).toMatchObject({ answer: 'Second', version: 1 });
    expect(live.results.every((r) => r.errors === undefined)).toBe(true);
  } finally {
    live.dispose();
  }
}, 120_000);

it('a non-member is refused NOT_FOUND; a removed member’s subscriptions end', async () => {
  const { owner, viewer, outsider, workspaceId, projectId } = await projectTeam(a);
  const refused = liveSubscription<Changes>(b.url, outsider.token, changesQuery, { p: String(projectId) });
  await refused.ended;
  expect(refused.results).toHaveLength(1);
  expect(refused.results[0]!.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  refused.dispose();

  const changes = liveSubscription<Changes>(b.url, viewer.token, changesQuery, { p: String(projectId) });
  const presence = liveSubscription<Presence>(b.url, viewer.token, presenceQuery, { p: String(projectId) });
  try {
    await presence.until(() => true);
    expect((await owner.client.delete(`/api/workspaces/${workspaceId}/members/${viewer.id}`)).status).toBeLessThan(300);
    expect(await changes.ended).toEqual({});
    expect(await presence.ended).toEqual({});
  } finally {
    changes.dispose();
    presence.dispose();
  }
}, 120_000);

it('presence: everyone sees who is viewing and what they edit, across gateways; it expires without a refresh', async () => {
  const { editor, viewer, outsider, projectId } = await projectTeam(a);
  const live = liveSubscription<Presence>(b.url, editor.token, presenceQuery, { p: String(projectId) });
  try {
    await live.until((r) => r.data?.projectPresence.length === 0);
    expect((await viewer.client.gql(setPresence, { p: String(projectId), q: null })).body.data).toEqual({ setPresence: true });
    await live.until((r) => r.data?.projectPresence.some((p) => p.user.id === String(viewer.id) && p.editingQuestionId === null) === true);
    expect((await editor.client.gql(setPresence, { p: String(projectId), q: q1 })).body.data).toEqual({ setPresence: true });
    const both = await live.until((r) => r.data?.projectPresence.length === 2);
    expect(both.data!.projectPresence).toEqual(expect.arrayContaining([{ user: { id: String(editor.id), username: editor.username, name: 'Ada Lovelace' }, editingQuestionId: q1 }]));
    // Nobody refreshes: both entries expire (TTL 3 s in this suite) and the list empties.
    const index = live.results.indexOf(both);
    await live.until((r) => live.results.indexOf(r) > index && r.data?.projectPresence.length === 0);

    // Bad input and outsiders change nothing.
    expect((await editor.client.gql(setPresence, { p: String(projectId), q: 'no-such-question' })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await outsider.client.gql(setPresence, { p: String(projectId), q: null })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const rows = await a.database.orm.em.fork().execute(`select 1 from "project_presence" where "project_id" = ? and "expires_at" > now()`, [projectId]);
    expect(rows).toHaveLength(0);
  } finally {
    live.dispose();
  }
}, 120_000);

it('presence updates flooded: past 5 a second TOO_MANY_REQUESTS, and a refused one changes nothing', async () => {
  const { editor, projectId } = await projectTeam(a);
  const questions = testTypeQuestions[clausesTestType]!.slice(0, 20).map((q) => q.id);
  const answers = await Promise.all(questions.map((q) => editor.client.gql(setPresence, { p: String(projectId), q })));
  const accepted = questions.filter((_, i) => answers[i]!.body.data?.setPresence === true);
  const refused = answers.filter((r) => r.body.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS');
  expect(refused.length).toBeGreaterThan(0);
  expect(accepted.length + refused.length).toBe(questions.length);
  const [row] = await a.database.orm.em.fork().execute<{ editing_question_id: string }[]>(`select "editing_question_id" from "project_presence" where "project_id" = ?`, [projectId]);
  expect(accepted).toContain(row!.editing_question_id);
}, 120_000);
