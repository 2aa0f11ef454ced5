import { bulkStatusMax, messages, structuredAnswerMessages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
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

const answersPath = (projectId: number) => `/api/projects/${projectId}/assessment-answers`;
const answerOf = async (client: ApiClient, projectId: number, questionId: string) =>
  ((await client.get(answersPath(projectId))).body as { question: { id: string }; answer: any }[]).find((i) => i.question.id === questionId)!.answer;
const statesOf = (answer: { elements: { rubricKey: string; state: string }[] }) => Object.fromEntries(answer.elements.map((e) => [e.rubricKey, e.state]));

describe('structured answers over REST', () => {
  test('a status alone is an answer; element states are merged key by key; a text-only save keeps them', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    const q = p.questions.find((x) => x.id === 'c-4-2')!;
    const first = await p.client.post(answersPath(p.projectId), { questionId: q.id, status: 'implemented' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ answer: '', status: 'implemented', source: 'manual' });
    expect(Object.values(statesOf(first.body))).toEqual(q.rubric.map(() => 'unknown'));
    expect((await p.client.get(`/api/projects/${p.projectId}`)).body.progress).toBe(Math.round(100 / p.questions.length));

    const ticked = await p.client.post(answersPath(p.projectId), {
      questionId: q.id,
      answer: 'Interested parties and their requirements are recorded in the stakeholder register, reviewed annually by the ISMS manager.',
      elements: [{ rubricKey: 'parties-identified', state: 'in_place' }, { rubricKey: 'requirements-recorded', state: 'in_place' }],
    });
    expect(ticked.body.status).toBe('implemented');
    const more = await p.client.post(answersPath(p.projectId), { questionId: q.id, elements: [{ rubricKey: 'register-maintained', state: 'missing' }] });
    expect(statesOf(more.body)).toEqual({ 'parties-identified': 'in_place', 'requirements-recorded': 'in_place', 'requirements-addressed': 'unknown', 'register-maintained': 'missing' });
    expect(more.body.answer).toMatch(/^Interested parties/);
    expect(more.body.elements[0]).toEqual({ rubricKey: 'parties-identified', requirement: q.rubric[0]!.requirement, mustHave: true, state: 'in_place', evidence: [] });

    const textOnly = await p.client.post(answersPath(p.projectId), { questionId: q.id, answer: 'Stakeholder register v2.' });
    expect(textOnly.body).toMatchObject({ answer: 'Stakeholder register v2.', status: 'implemented' });
    expect(statesOf(textOnly.body)).toEqual(statesOf(more.body));
  });

  test('"not implemented" marks every element missing unless states are given', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    const res = await p.client.post(answersPath(p.projectId), { questionId: 'c-5-2', answer: 'Not in place yet.', status: 'not_implemented' });
    expect(new Set(Object.values(statesOf(res.body)))).toEqual(new Set(['missing']));
  });

  test.each([
    ['an unknown status', { status: 'done' }, structuredAnswerMessages.statusInvalid],
    ['a status of the wrong type', { status: 3 }, structuredAnswerMessages.statusInvalid],
    ['an unknown element state', { elements: [{ rubricKey: 'parties-identified', state: 'yes' }] }, structuredAnswerMessages.elementStateInvalid],
    ['an element of another question', { elements: [{ rubricKey: 'restore-tested', state: 'in_place' }] }, structuredAnswerMessages.elementUnknown('restore-tested', '4.2')],
    ['an element given twice', { elements: [{ rubricKey: 'parties-identified', state: 'in_place' }, { rubricKey: 'parties-identified', state: 'missing' }] }, structuredAnswerMessages.elementRepeated('parties-identified')],
    ['elements that are not a list', { elements: 'all' }, 'elements must be a list of {rubricKey, state}'],
    ['neither text nor status', { answer: '  ', status: null }, messages.answerEmpty],
  ])('refuses %s with 400 and its message, changing nothing', async (_label, override, message) => {
    const p = await gapProject(app, api, testTypes.clauses);
    const res = await p.client.post(answersPath(p.projectId), { questionId: 'c-4-2', answer: 'Register kept.', ...override });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await answerOf(p.client, p.projectId, 'c-4-2')).toBeNull();
  });
});

describe("a consultant's answers score as the consultant meant them", () => {
  const implemented = 'Implemented. A documented and approved policy defines this control; responsibilities are assigned to named owners, it is reviewed annually, and records are kept and monitored.';

  test('25 Annex A answers saved as SPEC text ("Implemented. ...") state implemented: medium risk at most, never high, and say what is not recorded', async () => {
    const p = await gapProject(app, api, testTypes.annexA);
    const first25 = p.questions.slice(0, 25);
    for (const q of first25) await p.client.post(answersPath(p.projectId), { questionId: q.id, answer: implemented, source: 'manual' });
    const preview = (await p.client.get(`/api/projects/${p.projectId}/gap-preview`)).body as { questions: { questionId: string; complianceLevel: number; riskLevel: string }[] };
    expect(preview.questions).toHaveLength(25);
    expect(preview.questions.every((q) => q.complianceLevel === 0.5 && q.riskLevel !== 'high')).toBe(true);
    const items = await p.client.gql('query($p: ID!) { assessmentAnswers(projectId: $p) { question { id } answer { status projection { riskLevel missing { rubricKey } } } } }', { p: String(p.projectId) });
    const a51 = items.body.data.assessmentAnswers.find((i: { question: { id: string } }) => i.question.id === 'a-5-1').answer;
    expect(a51).toEqual({ status: 'implemented', projection: { riskLevel: 'medium', missing: ['policy-set-defined', 'management-approval', 'communicated-acknowledged', 'periodic-review'].map((rubricKey) => ({ rubricKey })) } });
  });

  test('ticked, the same 25 are compliant; clause 4.2 ticked is compliant and its finding lists nothing missing', async () => {
    const p = await gapProject(app, api, testTypes.full);
    const ticked = p.questions.filter((q) => q.controlRef.startsWith('A.')).slice(0, 25).concat(p.questions.filter((q) => q.id === 'c-4-2'));
    for (const q of ticked) {
      const elements = q.rubric.map((e) => ({ rubricKey: e.key, state: 'in_place' }));
      await p.client.post(answersPath(p.projectId), { questionId: q.id, answer: implemented, elements });
    }
    const preview = (await p.client.get(`/api/projects/${p.projectId}/gap-preview`)).body as { questions: { questionId: string; complianceLevel: number; compliant: boolean; missing: unknown[] }[] };
    expect(preview.questions).toHaveLength(26);
    expect(preview.questions.every((q) => q.complianceLevel === 1 && q.compliant && q.missing.length === 0)).toBe(true);
  });
});

describe('bulk status', () => {
  test('sets the status on the filtered questions, creates answers for unanswered ones and skips not-applicable ones', async () => {
    const p = await gapProject(app, api, testTypes.annexA);
    const a8 = p.questions.filter((q) => q.controlRef.startsWith('A.8.')).map((q) => q.id);
    await p.client.request('PUT', `${answersPath(p.projectId)}/a-8-2/applicability`, { applicability: 'not_applicable', reason: 'No privileged access at all' });
    await p.client.post(answersPath(p.projectId), { questionId: 'a-8-3', answer: 'Access is restricted per role.' });
    const res = await p.client.post(`${answersPath(p.projectId)}/bulk`, { questionIds: a8, status: 'not_implemented' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: a8.length - 1, skipped: ['a-8-2'] });
    const kept = await answerOf(p.client, p.projectId, 'a-8-3');
    expect(kept).toMatchObject({ answer: 'Access is restricted per role.', status: 'not_implemented', source: 'manual' });
    expect(await answerOf(p.client, p.projectId, 'a-8-2')).toMatchObject({ applicability: 'not_applicable', status: null });
    const project = (await p.client.get(`/api/projects/${p.projectId}`)).body;
    expect(project.progress).toBe(Math.round((100 * a8.length) / p.questions.length));
  });

  test('GraphQL: setAnswerStatus answers the written answers, and the preview reflects them', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    const ids = p.questions.slice(0, 3).map((q) => String(q.id));
    const res = await p.client.gql(
      `mutation($input: SetAnswerStatusInput!) { setAnswerStatus(input: $input) { skipped answers { questionId status projection { complianceLevel riskLevel } } } }`,
      { input: { projectId: String(p.projectId), questionIds: ids, status: 'planned' } },
    );
    expect(res.body.data.setAnswerStatus.skipped).toEqual([]);
    expect(res.body.data.setAnswerStatus.answers.map((a: { questionId: string; status: string; projection: { complianceLevel: number } }) => [a.questionId, a.status, a.projection.complianceLevel])).toEqual(ids.map((id) => [id, 'planned', 0]));
  });

  test.each([
    ['no questions', { questionIds: [], status: 'implemented' }, structuredAnswerMessages.bulkQuestionsRequired],
    ['too many questions', { questionIds: Array.from({ length: bulkStatusMax + 1 }, (_, i) => `q-${i}`), status: 'implemented' }, structuredAnswerMessages.bulkTooMany],
    ['a question outside the test type', { questionIds: ['c-4-1', 'a-5-1'], status: 'implemented' }, structuredAnswerMessages.bulkQuestionNotInTestType('a-5-1')],
    ['an unknown status', { questionIds: ['c-4-1'], status: 'sort of' }, structuredAnswerMessages.statusInvalid],
    ['a missing status', { questionIds: ['c-4-1'] }, structuredAnswerMessages.statusInvalid],
  ])('refuses %s with 400, writing nothing', async (_label, body, message) => {
    const p = await gapProject(app, api, testTypes.clauses);
    const res = await p.client.post(`${answersPath(p.projectId)}/bulk`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await answerOf(p.client, p.projectId, 'c-4-1')).toBeNull();
  });

  test("another user's project is not found; anonymous is 401", async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    const other = await signUp(api);
    const res = await other.client.post(`${answersPath(p.projectId)}/bulk`, { questionIds: ['c-4-1'], status: 'implemented' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: messages.projectNotFound });
    expect((await api.post(`${answersPath(p.projectId)}/bulk`, { questionIds: ['c-4-1'], status: 'implemented' })).status).toBe(401);
    expect(await answerOf(p.client, p.projectId, 'c-4-1')).toBeNull();
  });
});

describe('free preview', () => {
  test('projects the paid result exactly, spends nothing, and names the assessment when nothing changed since', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.answerAll(completeAnswer, [p.questions[0]!.id]);
    const before = (await p.client.get(`/api/projects/${p.projectId}/gap-preview`)).body;
    expect(before).toMatchObject({ unanswered: 1, highRisk: 0, lowRisk: p.questions.length - 1, currentAssessmentId: null });
    await p.client.post(answersPath(p.projectId), { questionId: p.questions[0]!.id, answer: 'Not yet.', status: 'not_implemented' });
    const preview = (await p.client.get(`/api/projects/${p.projectId}/gap-preview`)).body;
    expect(preview.questions[0]).toMatchObject({ questionId: p.questions[0]!.id, complianceLevel: 0, compliant: false });
    expect(await p.balance()).toBe(0);

    await p.grant(1);
    const paid = (await p.run()).body;
    expect(paid).toMatchObject({ highRisk: preview.highRisk, mediumRisk: preview.mediumRisk, lowRisk: preview.lowRisk });
    const findings = (await p.client.get(`/api/projects/${p.projectId}/gap-findings`)).body as { questionId: string; complianceLevel: number; riskLevel: string; missing: unknown[] }[];
    expect(findings.map((f) => [f.questionId, f.complianceLevel, f.riskLevel, f.missing.length])).toEqual(
      preview.questions.map((q: { questionId: string; complianceLevel: number; riskLevel: string; missing: unknown[] }) => [q.questionId, q.complianceLevel, q.riskLevel, q.missing.length]),
    );
    const after = await p.client.gql('query($id: ID!) { gapPreview(projectId: $id) { currentAssessmentId averageCompliance unanswered } }', { id: String(p.projectId) });
    expect(after.body.data.gapPreview).toEqual({ currentAssessmentId: String(paid.assessmentId), averageCompliance: preview.averageCompliance, unanswered: 0 });
  });

  test("refuses without a test type, and for another user's project", async () => {
    const { client } = await signUp(api);
    const { id } = (await client.post('/api/projects', { name: 'No type yet' })).body as { id: number };
    expect((await client.get(`/api/projects/${id}/gap-preview`)).body).toEqual({ message: messages.testTypeRequired });
    const other = await signUp(api);
    const res = await other.client.get(`/api/projects/${id}/gap-preview`);
    expect(res.status).toBe(404);
    const gql = await other.client.gql('query($id: ID!) { gapPreview(projectId: $id) { unanswered } }', { id: String(id) });
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('element suggestions', () => {
  test('suggest ticks from the text being written, and refuse bad input', async () => {
    const { client } = await signUp(api);
    const query = 'query($q: ID!, $t: String!) { elementSuggestions(questionId: $q, text: $t) { rubricKey state phrase } }';
    const res = await client.gql(query, { q: 'a-5-18', t: 'Access reviews happen quarterly. We do not keep access records.' });
    expect(res.body.data.elementSuggestions).toEqual([
      { rubricKey: 'periodic-review', state: 'in_place', phrase: expect.any(String) },
      { rubricKey: 'records-kept', state: 'missing', phrase: expect.any(String) },
    ]);
    expect((await client.gql(query, { q: 'nope', t: 'x' })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await client.gql(query, { q: 'a-5-18', t: 'x'.repeat(10_001) })).body.errors[0]).toMatchObject({ message: messages.answerTooLong, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await api.gql(query, { q: 'a-5-18', t: 'x' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
