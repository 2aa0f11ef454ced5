import { gapMessages, messages } from '@gap/schema';
import { completeAnswer, gapProject } from '../../testing/gap-fixtures.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { testTypes } from '../questions/bank/index.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const path = (projectId: number, questionId: string) => `/api/projects/${projectId}/assessment-answers/${questionId}/applicability`;
const put = (client: ApiClient, projectId: number, questionId: string, body: unknown) => client.request<any>('PUT', path(projectId, questionId), body);

describe('marking a question not applicable', () => {
  test('an Annex A control is excluded with its reason, counts as answered and gets no finding', async () => {
    const p = await gapProject(app, api, testTypes.annexA);
    const [excluded, answered] = [p.questions[40]!, p.questions[41]!];
    const res = await put(p.client, p.projectId, excluded.id, { applicability: 'not_applicable', reason: '  No development is done in-house.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ questionId: excluded.id, answer: '', applicability: 'not_applicable', notApplicableReason: 'No development is done in-house.' });
    expect((await p.client.get(`/api/projects/${p.projectId}`)).body.progress).toBe(1);

    // An existing answer is kept while excluded.
    await p.client.post(`/api/projects/${p.projectId}/assessment-answers`, { questionId: answered.id, answer: 'Kept text' });
    expect((await put(p.client, p.projectId, answered.id, { applicability: 'not_applicable', reason: 'Outsourced' })).body).toMatchObject({ answer: 'Kept text' });

    await p.answerAll(completeAnswer, [excluded.id, answered.id]);
    await p.grant(1);
    const run = await p.run();
    expect(run.status).toBe(201);
    expect(run.body.findings).toBe(91);
    const findings = (await p.client.get(`/api/projects/${p.projectId}/gap-findings`)).body as { questionId: string }[];
    expect(findings.map((f) => f.questionId)).not.toContain(excluded.id);
    expect((await p.client.get(`/api/projects/${p.projectId}/gap-assessments`)).body[0].notApplicable).toBe(2);
  });

  test('applicable again: an exclusion without an answer disappears (unanswered), an answer keeps its text', async () => {
    const p = await gapProject(app, api, testTypes.annexA);
    const [q1, q2] = [p.questions[0]!, p.questions[1]!];
    await put(p.client, p.projectId, q1.id, { applicability: 'not_applicable', reason: 'Not relevant' });
    expect((await put(p.client, p.projectId, q1.id, { applicability: 'applicable' })).status).toBe(204);
    await p.client.post(`/api/projects/${p.projectId}/assessment-answers`, { questionId: q2.id, answer: 'Our policy' });
    await put(p.client, p.projectId, q2.id, { applicability: 'not_applicable', reason: 'Not relevant' });
    const back = await put(p.client, p.projectId, q2.id, { applicability: 'applicable' });
    expect(back.body).toMatchObject({ answer: 'Our policy', applicability: 'applicable', notApplicableReason: null });
    const items = (await p.client.get(`/api/projects/${p.projectId}/assessment-answers`)).body as { question: { id: string }; answer: unknown }[];
    expect(items.find((i) => i.question.id === q1.id)!.answer).toBeNull();
  });

  test.each([
    ['a clause 4-10 item', 'c-6-1-2', { applicability: 'not_applicable', reason: 'x' }, 400, gapMessages.clauseNotExcludable],
    ['no reason', 'a-8-25', { applicability: 'not_applicable' }, 400, gapMessages.reasonRequired],
    ['a blank reason', 'a-8-25', { applicability: 'not_applicable', reason: '   ' }, 400, gapMessages.reasonRequired],
    ['a reason over 1000 characters', 'a-8-25', { applicability: 'not_applicable', reason: 'x'.repeat(1001) }, 400, gapMessages.reasonTooLong],
    ['an unknown applicability', 'a-8-25', { applicability: 'maybe' }, 400, gapMessages.applicabilityInvalid],
    ['an unknown question', 'a-99-1', { applicability: 'not_applicable', reason: 'x' }, 404, messages.questionNotFound],
  ])('refuses %s, changing nothing', async (_label, questionId, body, status, message) => {
    const p = await gapProject(app, api, testTypes.full);
    const res = await put(p.client, p.projectId, questionId, body);
    expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
    const items = (await p.client.get(`/api/projects/${p.projectId}/assessment-answers`)).body as { answer: unknown }[];
    expect(items.every((i) => i.answer === null)).toBe(true);
  });

  test("another user's project answers 404 over REST and GraphQL", async () => {
    const owner = await gapProject(app, api, testTypes.annexA);
    const other = await gapProject(app, api, testTypes.annexA);
    expect((await put(other.client, owner.projectId, 'a-5-1', { applicability: 'not_applicable', reason: 'x' })).status).toBe(404);
    const gql = await other.client.gql(
      'mutation($p: ID!) { setAnswerApplicability(projectId: $p, questionId: "a-5-1", applicability: not_applicable, reason: "x") { id } }',
      { p: String(owner.projectId) },
    );
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  test('GraphQL: sets and clears the decision; a clause item is refused with BAD_USER_INPUT', async () => {
    const p = await gapProject(app, api, testTypes.full);
    const set = 'mutation($p: ID!, $q: ID!, $a: Applicability!, $r: String) { setAnswerApplicability(projectId: $p, questionId: $q, applicability: $a, reason: $r) { applicability notApplicableReason } }';
    const ok = await p.client.gql(set, { p: String(p.projectId), q: 'a-7-4', a: 'not_applicable', r: 'No premises' });
    expect(ok.body.data.setAnswerApplicability).toEqual({ applicability: 'not_applicable', notApplicableReason: 'No premises' });
    const cleared = await p.client.gql(set, { p: String(p.projectId), q: 'a-7-4', a: 'applicable' });
    expect(cleared.body.data.setAnswerApplicability).toBeNull();
    const clause = await p.client.gql(set, { p: String(p.projectId), q: 'c-4-1', a: 'not_applicable', r: 'x' });
    expect(clause.body.errors[0]).toMatchObject({ message: gapMessages.clauseNotExcludable, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
