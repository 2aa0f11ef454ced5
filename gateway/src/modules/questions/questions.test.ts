import { messages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { clauseQuestions, questionBank, testTypeQuestions, testTypes } from './bank/index.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const questionsPath = (testType: string) => `/api/questions/${encodeURIComponent(testType)}`;

describe('GET /api/test-types', () => {
  test('lists the three test types, Annex A first', async () => {
    const { client } = await signUp(api);
    const res = await client.get('/api/test-types');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([testTypes.annexA, testTypes.clauses, testTypes.full]);
  });
});

describe('GET /api/questions/{testType}', () => {
  test.each(Object.keys(testTypeQuestions))('answers the questions of %s in bank order', async (testType) => {
    const { client } = await signUp(api);
    const res = await client.get(questionsPath(testType));
    expect(res.status).toBe(200);
    expect(res.body.map((q: { id: string }) => q.id)).toEqual(testTypeQuestions[testType]!.map((q) => q.id));
  });

  test('shows guidance and typical evidence, never the rubric or finding texts', async () => {
    const { client } = await signUp(api);
    const [first] = (await client.get(questionsPath(testTypes.clauses))).body;
    const bank = clauseQuestions[0]!;
    expect(first).toEqual({
      id: bank.id,
      controlRef: bank.controlRef,
      text: bank.text,
      category: bank.category,
      title: bank.title,
      guidance: bank.guidance,
      typicalEvidence: [...bank.typicalEvidence],
      criticality: bank.criticality,
    });
  });

  test.each(['ISO 27001:2013', 'iso 27001:2022 annex a controls', ' ', '__proto__', 'x'.repeat(300)])('an unknown test type (case %#) answers 404 naming it', async (name) => {
    const { client } = await signUp(api);
    const res = await client.get(questionsPath(name));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: messages.testTypeUnknown(name.slice(0, 200)) });
  });

  test('the bank is loaded once: no duplicate rows', async () => {
    const [row] = await app.database.orm.em.fork().execute<{ n: number; ids: number }[]>('select count(*)::int as n, count(distinct id)::int as ids from questions');
    expect(row).toEqual({ n: questionBank.length, ids: questionBank.length });
  });

  test('need a signed-in user', async () => {
    expect((await api.get('/api/test-types')).status).toBe(401);
    expect((await api.get(questionsPath(testTypes.full))).status).toBe(401);
  });
});

describe('GraphQL', () => {
  test('testTypes and questions answer what REST answers', async () => {
    const { client } = await signUp(api);
    const types = await client.gql('{ testTypes }');
    expect(types.body.data.testTypes).toEqual((await client.get('/api/test-types')).body);
    const res = await client.gql('query($t: String!) { questions(testType: $t) { id controlRef text category title guidance typicalEvidence criticality } }', { t: testTypes.annexA });
    expect(res.body.data.questions).toEqual((await client.get(questionsPath(testTypes.annexA))).body);
    expect(res.body.data.questions).toHaveLength(93);
  });

  test('an unknown test type is NOT_FOUND; signed out is UNAUTHENTICATED', async () => {
    const { client } = await signUp(api);
    const res = await client.gql('query { questions(testType: "Nope") { id } }');
    expect(res.body.errors[0]).toMatchObject({ message: messages.testTypeUnknown('Nope'), extensions: { code: 'NOT_FOUND' } });
    expect((await api.gql('{ testTypes }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
