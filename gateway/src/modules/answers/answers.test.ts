import { limits, messages } from '@gap/schema';
import { putTestType } from '../../testing/assessment-calls.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { annexAQuestions, clauseQuestions, testTypes } from '../questions/bank/index.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const [c1, c2] = clauseQuestions as [(typeof clauseQuestions)[number], (typeof clauseQuestions)[number]];
const answersPath = (projectId: number, testType?: string) =>
  `/api/projects/${projectId}/assessment-answers${testType === undefined ? '' : `?testType=${encodeURIComponent(testType)}`}`;

async function userWithProject(testType?: string) {
  const { client } = await signUp(api);
  const { id } = (await client.post('/api/projects', { name: 'ISMS 2026' })).body as { id: number };
  if (testType) expect((await putTestType(client, id, { testType })).status).toBe(200);
  return { client, projectId: id };
}

describe('saving a manual answer', () => {
  test('answers the saved answer; saving again replaces it (one row per question)', async () => {
    const { client, projectId } = await userWithProject(testTypes.clauses);
    const first = await client.post(answersPath(projectId), { questionId: c1.id, answer: '  We keep a PESTLE analysis.  ', source: 'manual' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(Number),
      questionId: c1.id,
      answer: 'We keep a PESTLE analysis.',
      source: 'manual',
      documentId: null,
      documentName: null,
      documentPage: null,
      sectionLabel: null,
      evidenceQuote: null,
      evidence: [],
      status: null,
      // Every rubric element, not recorded: text alone never ticks one.
      elements: c1.rubric.map((e) => ({ rubricKey: e.key, requirement: e.requirement, mustHave: e.mustHave === true, state: 'unknown', evidence: [] })),
      coverage: null,
      runId: null,
      engine: null,
      applicability: 'applicable',
      notApplicableReason: null,
      updatedAt: expect.any(String),
      updatedBy: expect.any(Number),
      updatedByName: 'Ada Lovelace',
      version: 1,
    });
    const second = await client.post(answersPath(projectId), { questionId: c1.id, answer: 'Reviewed yearly.' });
    expect(second.body).toMatchObject({ id: first.body.id, answer: 'Reviewed yearly.', source: 'manual', version: 2 });
    const items = (await client.get(answersPath(projectId))).body;
    expect(items.filter((i: { answer: unknown }) => i.answer)).toEqual([{ question: expect.objectContaining({ id: c1.id }), answer: second.body }]);
  });

  test.each([
    ['an empty answer', { answer: '' }, 400, messages.answerEmpty],
    ['a whitespace answer', { answer: '   \n\t ' }, 400, messages.answerEmpty],
    ['a missing answer', { answer: undefined }, 400, messages.answerEmpty],
    ['a null answer', { answer: null }, 400, messages.answerEmpty],
    ['a number as answer', { answer: 42 }, 400, messages.answerNotText],
    ['a list as answer', { answer: ['a'] }, 400, messages.answerNotText],
    ['an answer over the limit', { answer: 'x'.repeat(limits.answerMax + 1) }, 400, messages.answerTooLong],
    ['a missing question id', { questionId: undefined }, 400, messages.questionIdRequired],
    ['a numeric question id', { questionId: 7 }, 400, messages.questionIdRequired],
    ['an unknown question', { questionId: 'a-99-1' }, 404, messages.questionNotFound],
    ['a huge question id', { questionId: 'x'.repeat(500) }, 404, messages.questionNotFound],
    ['source ai', { source: 'ai' }, 400, messages.aiAnswerFromClient],
    ['an unknown source', { source: 'robot' }, 400, messages.answerSourceInvalid],
  ])('refuses %s with its status and message, saving nothing', async (_label, override, status, message) => {
    const { client, projectId } = await userWithProject(testTypes.clauses);
    const res = await client.post(answersPath(projectId), { questionId: c1.id, answer: 'Fine', source: 'manual', ...override });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    const items = (await client.get(answersPath(projectId))).body;
    expect(items.every((i: { answer: unknown }) => i.answer === null)).toBe(true);
    expect((await client.get(`/api/projects/${projectId}`)).body).toMatchObject({ status: 'not_started', progress: 0 });
  });

  test('a missing source is a manual answer; the longest allowed answer is kept whole', async () => {
    const { client, projectId } = await userWithProject();
    const long = 'y'.repeat(limits.answerMax);
    const res = await client.post(answersPath(projectId), { questionId: c1.id, answer: long });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: 'manual', answer: long });
  });

  test('a non-JSON or malformed body answers 400', async () => {
    const { client, projectId } = await userWithProject();
    const res = await client.post(answersPath(projectId), '{"questionId":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    const noJson = await client.post(answersPath(projectId), 'text');
    expect(noJson.status).toBe(400);
    expect(noJson.body).toEqual({ message: messages.questionIdRequired });
  });
});

describe('the questionnaire', () => {
  test('lists the test type in bank order with answers or null; defaults to the project test type', async () => {
    const { client, projectId } = await userWithProject(testTypes.clauses);
    await client.post(answersPath(projectId), { questionId: c2.id, answer: 'Scope statement v3' });
    const remembered = await client.get(answersPath(projectId));
    expect(remembered.status).toBe(200);
    expect(remembered.body.map((i: { question: { id: string } }) => i.question.id)).toEqual(clauseQuestions.map((q) => q.id));
    expect(remembered.body[0]).toEqual({
      question: { id: c1.id, controlRef: c1.controlRef, text: c1.text, category: c1.category, title: c1.title, guidance: c1.guidance, typicalEvidence: [...c1.typicalEvidence], criticality: c1.criticality },
      answer: null,
    });
    expect(remembered.body[1].answer).toMatchObject({ questionId: c2.id, answer: 'Scope statement v3' });
    expect((await client.get(answersPath(projectId, ''))).body).toEqual(remembered.body);
    const annexA = await client.get(answersPath(projectId, testTypes.annexA));
    expect(annexA.body).toHaveLength(annexAQuestions.length);
    expect(annexA.body.every((i: { answer: unknown }) => i.answer === null)).toBe(true);
  });

  test('without a test type anywhere: 400; an unknown one: 404', async () => {
    const { client, projectId } = await userWithProject();
    const missing = await client.get(answersPath(projectId));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: messages.testTypeRequired });
    const unknown = await client.get(answersPath(projectId, 'Annex Z'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: messages.testTypeUnknown('Annex Z') });
  });

  test("an answer for project A never appears in project B of the same user", async () => {
    const { client, projectId: a } = await userWithProject(testTypes.clauses);
    const { id: b } = (await client.post('/api/projects', { name: 'Second' })).body;
    await client.post(answersPath(a), { questionId: c1.id, answer: 'Only in A' });
    const inB = (await client.get(answersPath(b, testTypes.clauses))).body;
    expect(inB.every((i: { answer: unknown }) => i.answer === null)).toBe(true);
  });
});

describe('test type and progress', () => {
  test('setting the test type stores it; answers move progress and the status', async () => {
    const { client, projectId } = await userWithProject();
    const set = await putTestType(client, projectId, { testType: testTypes.clauses });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: projectId, testType: testTypes.clauses, status: 'not_started', progress: 0 });
    const n = clauseQuestions.length;
    await client.post(answersPath(projectId), { questionId: c1.id, answer: 'One' });
    expect((await client.get(`/api/projects/${projectId}`)).body).toMatchObject({ status: 'in_progress', progress: Math.round(100 / n) });
    await client.post(answersPath(projectId), { questionId: c2.id, answer: 'Two' });
    await client.post(answersPath(projectId), { questionId: c2.id, answer: 'Two, edited' });
    expect((await client.get(`/api/projects/${projectId}`)).body.progress).toBe(Math.round(200 / n));
    // Switching the test type recomputes over its questions; the clause answers stay for the full assessment.
    const full = await putTestType(client, projectId, { testType: testTypes.annexA });
    expect(full.body).toMatchObject({ testType: testTypes.annexA, progress: 0, status: 'in_progress' });
    const back = await putTestType(client, projectId, { testType: testTypes.full });
    expect(back.body.progress).toBe(Math.round(200 / (n + annexAQuestions.length)));
  });

  test('answering every question of the test type reaches 100%', async () => {
    const { client, projectId } = await userWithProject(testTypes.clauses);
    for (const q of clauseQuestions) await client.post(answersPath(projectId), { questionId: q.id, answer: `Answer to ${q.controlRef}` });
    expect((await client.get(`/api/projects/${projectId}`)).body).toMatchObject({ status: 'in_progress', progress: 100 });
  });

  test.each([
    [{}, messages.testTypeRequired],
    [{ testType: '' }, messages.testTypeRequired],
    [{ testType: 3 }, messages.testTypeRequired],
    [{ testType: 'ISO 9001' }, messages.testTypeUnknown('ISO 9001')],
  ])('refuses the test type %j with 400', async (body, message) => {
    const { client, projectId } = await userWithProject(testTypes.clauses);
    const res = await putTestType(client, projectId, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await client.get(`/api/projects/${projectId}`)).body.testType).toBe(testTypes.clauses);
  });
});

describe('ownership', () => {
  test("every call on another user's project answers 404 and changes nothing", async () => {
    const { client: owner, projectId } = await userWithProject(testTypes.clauses);
    await owner.post(answersPath(projectId), { questionId: c1.id, answer: 'Secret' });
    const { client: other } = await signUp(api);
    for (const res of [
      await other.get(answersPath(projectId)),
      await other.get(answersPath(projectId, testTypes.clauses)),
      await other.post(answersPath(projectId), { questionId: c1.id, answer: 'Overwrite' }),
      await other.post(answersPath(projectId), { questionId: c1.id, answer: '' }),
      await putTestType(other, projectId, { testType: testTypes.annexA }),
      await other.get(answersPath(999999, testTypes.clauses)),
      await other.get(answersPath('abc' as unknown as number)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.projectNotFound });
    }
    const gql = [
      await other.gql('query($p: ID!) { assessmentAnswers(projectId: $p) { answer { answer } } }', { p: String(projectId) }),
      await other.gql('mutation($i: SaveAnswerInput!) { saveAnswer(input: $i) { id } }', { i: { projectId: String(projectId), questionId: c1.id, answer: 'x' } }),
      await other.gql('mutation($p: ID!, $t: String!) { setProjectTestType(projectId: $p, testType: $t) { id } }', { p: String(projectId), t: testTypes.full }),
    ];
    for (const res of gql) expect(res.body.errors[0]).toMatchObject({ message: messages.projectNotFound, extensions: { code: 'NOT_FOUND' } });
    const mine = (await owner.get(answersPath(projectId))).body;
    expect(mine[0].answer.answer).toBe('Secret');
    expect((await owner.get(`/api/projects/${projectId}`)).body.testType).toBe(testTypes.clauses);
  });

  test('every route needs a signed-in user', async () => {
    for (const res of [
      await api.get(answersPath(1, testTypes.clauses)),
      await api.post(answersPath(1), { questionId: c1.id, answer: 'x' }),
      await putTestType(api, 1, { testType: testTypes.clauses }),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});
