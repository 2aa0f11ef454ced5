import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { clausesTestType } from '../analysis/testing/analysis-test-kit.js';
import { testTypeQuestions } from '../questions/bank/index.js';
import { projectTeam } from './testing/live-clients.js';

/** Answers carry a version; a save that started from an older one is refused with the stored answer (DESIGN 6). */
const [q1, q2, q3] = testTypeQuestions[clausesTestType]!.map((q) => q.id);
const save = (expectedVersion: unknown, answer: string) => ({ questionId: q1, answer, expectedVersion });
const saveGql = `mutation ($input: SaveAnswerInput!) { saveAnswer(input: $input) { id questionId answer version updatedBy } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app.close());

it('counts every write; a stale or never-seen version is CONFLICT over GraphQL and 409 over REST, with the stored answer', async () => {
  const { editor, owner, projectId } = await projectTeam(app);
  const path = `/api/projects/${projectId}/assessment-answers`;
  // Never answered: 0 is the version to expect.
  const first = await editor.client.post(path, save(0, 'First text'));
  expect(first.status).toBe(200);
  expect(first.body.version).toBe(1);
  // Without expectedVersion the last write wins, as before.
  const blind = await owner.client.post(path, { questionId: q1, answer: 'Owner text' });
  expect(blind.body.version).toBe(2);

  const staleRest = await editor.client.post(path, save(1, 'Editor, stale'));
  expect(staleRest.status).toBe(409);
  expect(staleRest.body.message).toEqual(expect.any(String));
  expect(staleRest.body.current).toMatchObject({ id: blind.body.id, questionId: q1, answer: 'Owner text', version: 2, updatedBy: owner.id });

  const staleGql = await editor.client.gql(saveGql, { input: { projectId: String(projectId), questionId: q1, answer: 'Editor, stale', expectedVersion: 1 } });
  expect(staleGql.body.errors[0].extensions.code).toBe('CONFLICT');
  expect(staleGql.body.errors[0].extensions.current).toMatchObject({ id: String(blind.body.id), answer: 'Owner text', version: 2, updatedBy: String(owner.id), applicability: 'applicable' });
  expect(typeof staleGql.body.errors[0].extensions.current.updatedAt).toBe('string');
  // 0 for a question someone has since answered is stale too.
  expect((await editor.client.post(path, save(0, 'Editor, late'))).status).toBe(409);

  const fresh = await editor.client.gql(saveGql, { input: { projectId: String(projectId), questionId: q1, answer: 'Merged text', expectedVersion: 2 } });
  expect(fresh.body.errors).toBeUndefined();
  expect(fresh.body.data.saveAnswer).toMatchObject({ answer: 'Merged text', version: 3 });

  // Bulk status and N/A count as writes too.
  const typed = await editor.client.gql(`mutation ($p: ID!, $t: String!) { setProjectTestType(projectId: $p, testType: $t) { id } }`, { p: String(projectId), t: clausesTestType });
  expect(typed.body.errors).toBeUndefined();
  const bulk = await editor.client.post(`${path}/bulk`, { questionIds: [q1], status: 'implemented' });
  expect(bulk.status).toBe(200);
  expect(bulk.body.answers[0].version).toBe(4);
  const stored = await app.database.orm.em.fork().execute<{ answer: string; version: number }[]>(`select "answer", "version" from "assessment_answers" where "project_id" = ? and "question_id" = ?`, [projectId, q1]);
  expect(stored[0]).toMatchObject({ answer: 'Merged text', version: 4 });
}, 120_000);

it('of two saves expecting the same version exactly one is written, the other gets 409 with the winner', async () => {
  const { editor, owner, projectId } = await projectTeam(app);
  const path = `/api/projects/${projectId}/assessment-answers`;
  await owner.client.post(path, { questionId: q2, answer: 'Base' });
  for (const expected of [1, 2]) {
    const [a, b] = await Promise.all([
      editor.client.post(path, { questionId: q2, answer: `Editor ${expected}`, expectedVersion: expected }),
      owner.client.post(path, { questionId: q2, answer: `Owner ${expected}`, expectedVersion: expected }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(won.body.version).toBe(expected + 1);
    expect(lost.body.current).toMatchObject({ answer: won.body.answer, version: expected + 1 });
  }
  // Two first answers of a question never answered (expecting 0): one insert wins.
  const [c, d] = await Promise.all([
    editor.client.post(path, { questionId: q3, answer: 'Editor first', expectedVersion: 0 }),
    owner.client.post(path, { questionId: q3, answer: 'Owner first', expectedVersion: 0 }),
  ]);
  expect([c.status, d.status].sort()).toEqual([200, 409]);
  const entries = await app.database.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as "n" from "activities" where "project_id" = ? and "subject_id" = ?`, [projectId, q3]);
  // The refused save recorded nothing.
  expect(entries[0]!.n).toBe(1);
}, 120_000);

it('an expectedVersion that is not a whole number of 0 or more is 400 / BAD_USER_INPUT and changes nothing', async () => {
  const { editor, projectId } = await projectTeam(app);
  const path = `/api/projects/${projectId}/assessment-answers`;
  for (const bad of [-1, 1.5, 'two', true, 2 ** 40]) {
    const res = await editor.client.post(path, save(bad, 'Never stored'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expectedVersion/);
  }
  const gql = await editor.client.gql(saveGql, { input: { projectId: String(projectId), questionId: q1, answer: 'Never stored', expectedVersion: -3 } });
  expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  const rows = await app.database.orm.em.fork().execute(`select 1 from "assessment_answers" where "project_id" = ?`, [projectId]);
  expect(rows).toHaveLength(0);
}, 120_000);
