import { messages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { clauseQuestions, testTypes } from '../questions/bank/index.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const c1 = clauseQuestions[0]!;
const answerFields = `id questionId answer source documentId documentName documentPage sectionLabel evidenceQuote updatedAt
  evidence { documentId documentName page section quote rubricKey } coverage runId status
  elements { rubricKey requirement mustHave state } applicability notApplicableReason updatedBy updatedByName engine version`;
const saveAnswer = `mutation($input: SaveAnswerInput!) { saveAnswer(input: $input) { ${answerFields} } }`;
const questionnaire = `query($p: ID!, $t: String) { assessmentAnswers(projectId: $p, testType: $t) {
  question { id controlRef text category title guidance typicalEvidence criticality } answer { ${answerFields} } } }`;
const setTestType = 'mutation($p: ID!, $t: String!) { setProjectTestType(projectId: $p, testType: $t) { id testType status progress } }';

async function userWithProject() {
  const { client } = await signUp(api);
  const { id } = (await client.post('/api/projects', { name: 'GraphQL project' })).body as { id: number };
  return { client, projectId: String(id) };
}

test('setProjectTestType, saveAnswer and assessmentAnswers answer what REST answers', async () => {
  const { client, projectId } = await userWithProject();
  const set = await client.gql(setTestType, { p: projectId, t: testTypes.clauses });
  expect(set.body.data.setProjectTestType).toEqual({ id: projectId, testType: testTypes.clauses, status: 'not_started', progress: 0 });

  const saved = await client.gql(saveAnswer, { input: { projectId, questionId: c1.id, answer: ' Context register ' } });
  const answer = saved.body.data.saveAnswer;
  expect(answer).toMatchObject({ questionId: c1.id, answer: 'Context register', source: 'manual', documentId: null });

  const items = (await client.gql(questionnaire, { p: projectId })).body.data.assessmentAnswers;
  const rest = (await client.get(`/api/projects/${projectId}/assessment-answers`)).body;
  // The elements' quotes are not selected here (the whole questionnaire with them would pass the cost limit).
  type RestAnswer = { id: number; updatedBy: number; elements: { evidence: unknown }[] };
  const asSelected = (a: RestAnswer) => ({ ...a, id: String(a.id), updatedBy: String(a.updatedBy), elements: a.elements.map(({ evidence: _quotes, ...e }) => e) });
  expect(items).toEqual(rest.map((i: { question: unknown; answer: RestAnswer | null }) => ({ question: i.question, answer: i.answer && asSelected(i.answer) })));
  expect(items[0].answer).toEqual(answer);
  expect(items).toHaveLength(clauseQuestions.length);

  const project = (await client.gql('query($id: ID!) { project(id: $id) { status progress } }', { id: projectId })).body.data.project;
  expect(project).toEqual({ status: 'in_progress', progress: Math.round(100 / clauseQuestions.length) });
});

test('bad input is BAD_USER_INPUT, unknown things NOT_FOUND, with the REST messages', async () => {
  const { client, projectId } = await userWithProject();
  const cases: [unknown, string, string][] = [
    [await client.gql(saveAnswer, { input: { projectId, questionId: c1.id, answer: '   ' } }), 'BAD_USER_INPUT', messages.answerEmpty],
    [await client.gql(saveAnswer, { input: { projectId, questionId: 'nope', answer: 'x' } }), 'NOT_FOUND', messages.questionNotFound],
    [await client.gql(saveAnswer, { input: { projectId: 'abc', questionId: c1.id, answer: 'x' } }), 'NOT_FOUND', messages.projectNotFound],
    [await client.gql(questionnaire, { p: projectId }), 'BAD_USER_INPUT', messages.testTypeRequired],
    [await client.gql(questionnaire, { p: projectId, t: 'Nope' }), 'NOT_FOUND', messages.testTypeUnknown('Nope')],
    [await client.gql(setTestType, { p: projectId, t: 'Nope' }), 'BAD_USER_INPUT', messages.testTypeUnknown('Nope')],
  ];
  for (const [res, code, message] of cases) {
    expect((res as { body: { errors: unknown[] } }).body.errors[0]).toMatchObject({ message, extensions: { code } });
  }
  expect((await api.gql(questionnaire, { p: projectId, t: testTypes.full })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
