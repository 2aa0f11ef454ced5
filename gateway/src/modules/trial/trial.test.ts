import { messages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { waitUntil } from '../../testing/wait.js';
import { testTypes } from '../questions/bank/index.js';
import { exampleOrganisation } from './example/organisation.js';
import { examplePolicies } from './example-documents.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp({ TRIAL_CREDITS: '1', TRIAL_EXAMPLE_PROJECT: 'true' });
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

interface ProjectBody {
  id: number;
  name: string;
  status: string;
  testType: string | null;
  documentCount: number;
  example: boolean;
  examplePreparing: boolean;
}

/** The account's example project once it is prepared (the registration answers before it is). */
async function preparedExample(client: ApiClient): Promise<ProjectBody> {
  let example: ProjectBody | undefined;
  await waitUntil(async () => {
    example = ((await client.get<ProjectBody[]>('/api/projects')).body).find((p) => p.example);
    return example?.examplePreparing === false;
  }, 180_000);
  return example!;
}

const rows = async <T>(sql: string, params: unknown[]) => app.database.orm.em.fork().execute<T[]>(sql, params);

test('registration gives one trial credit and an example project that is analysed, partly answered and assessed for free', async () => {
  const { client, user } = await signUp(api);
  const listed = (await client.get<ProjectBody[]>('/api/projects')).body;
  expect(listed).toEqual([expect.objectContaining({ name: exampleOrganisation.projectName, example: true })]);
  const credits = await client.get('/api/credits');
  expect(credits.body).toEqual({ availableCredits: 1, credits: [{ id: expect.any(Number), createdAt: expect.any(String), quantity: 1, remaining: 1, kind: 'trial' }] });

  const example = await preparedExample(client);
  expect(example).toMatchObject({ status: 'completed', testType: testTypes.full, documentCount: examplePolicies.length, examplePreparing: false });

  const documents = (await client.get(`/api/projects/${example.id}/documents`)).body as { name: string; type: string }[];
  expect(documents.map((d) => d.name).sort()).toEqual(examplePolicies.map((p) => p.fileName).sort());
  expect(new Set(documents.map((d) => d.type))).toEqual(new Set(['application/pdf']));

  const runs = (await client.get(`/api/projects/${example.id}/assessment/runs`)).body as { status: string; engine: string; testType: string; succeeded: number }[];
  expect(runs).toEqual([expect.objectContaining({ status: 'completed', engine: 'offline', testType: testTypes.full })]);
  expect(runs[0]!.succeeded).toBeGreaterThan(10);

  // The assessed test type is answered in full: by the AI with cited pages, the rest by hand.
  const clauses = (await client.get(`/api/projects/${example.id}/assessment-answers?testType=${encodeURIComponent(testTypes.clauses)}`)).body as {
    answer: { source: string; answer: string; evidence: { documentName: string; page: number | null; quote: string }[] } | null;
  }[];
  expect(clauses.every((item) => item.answer !== null)).toBe(true);
  const ai = clauses.filter((item) => item.answer!.source === 'ai');
  const manual = clauses.filter((item) => item.answer!.source === 'manual');
  expect(ai.length).toBeGreaterThan(5);
  expect(manual.length).toBeGreaterThan(0);
  for (const { answer } of ai) {
    expect(answer!.evidence.length).toBeGreaterThan(0);
    for (const item of answer!.evidence) {
      expect(examplePolicies.map((p) => p.fileName)).toContain(item.documentName);
      expect(item.page).toBeGreaterThanOrEqual(1);
    }
  }
  expect(manual.some(({ answer }) => /^Not implemented\./.test(answer!.answer))).toBe(true);
  // The project is left on the full test type, with questions remaining for the person.
  const full = (await client.get(`/api/projects/${example.id}/assessment-answers`)).body as { answer: unknown }[];
  expect(full.filter((item) => item.answer === null).length).toBeGreaterThan(0);

  const history = (await client.get(`/api/projects/${example.id}/gap-assessments`)).body as unknown[];
  expect(history).toHaveLength(1);
  const findings = (await client.get(`/api/projects/${example.id}/gap-findings`)).body as { riskLevel: string }[];
  expect(findings).toHaveLength(clauses.length);
  expect(new Set(findings.map((f) => f.riskLevel)).size).toBeGreaterThan(1);

  // No credit spent; the example's run draws on the example's own allowance, and a new project has its full one.
  expect((await client.get('/api/credits')).body.availableCredits).toBe(1);
  const [spent] = await rows<{ n: number }>('select count(*)::int as n from credit_consumptions c join users u on u.id = c.user_id where u.username = ?', [user.username]);
  expect(spent!.n).toBe(0);
  expect((await client.get(`/api/projects/${example.id}`)).body.analysisRuns).toEqual({ used: 1, allowed: 5 });
  const own = await client.post('/api/projects', { name: 'Our own ISMS' });
  expect((await client.get(`/api/projects/${own.body.id}`)).body).toMatchObject({ example: false, examplePreparing: false, analysisRuns: { used: 0, allowed: 5 } });

  const exported = await client.get(`/api/projects/${example.id}/export`);
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toContain('spreadsheetml');

  // Another account cannot see it.
  const stranger = (await signUp(api)).client;
  expect((await stranger.get(`/api/projects/${example.id}`)).status).toBe(404);
  expect((await stranger.get(`/api/projects/${example.id}/export`)).status).toBe(404);
  expect((await stranger.delete(`/api/projects/${example.id}`)).body).toEqual({ message: messages.projectNotFound });
  const gql = await stranger.gql('query($id: ID!) { project(id: $id) { id } }', { id: String(example.id) });
  expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');

  // An ordinary project: deleting it works, and nothing brings it back.
  expect((await client.delete(`/api/projects/${example.id}`)).status).toBe(204);
  expect(((await client.get<ProjectBody[]>('/api/projects')).body).map((p) => p.name)).toEqual(['Our own ISMS']);
  const [jobs] = await rows<{ n: number }>('select count(*)::int as n from trial_example_jobs j join users u on u.id = j.user_id where u.username = ?', [user.username]);
  expect(jobs!.n).toBe(0);
  expect((await client.get('/api/credits')).body.availableCredits).toBe(1);
}, 240_000);

test('each account gets its own example once; one handed back part way (a gateway stopping) is resumed, not repeated', async () => {
  const first = await signUp(api);
  // Stopped once a first document is in, as a gateway shutting down does: the job goes back to the queue and
  // resumes where it stopped (the documents already there are not uploaded again).
  await waitUntil(async () => ((await first.client.get<ProjectBody[]>('/api/projects')).body[0]?.documentCount ?? 0) > 0, 120_000);
  await app.services.trial.stopWorker();
  const second = await signUp(api);
  await app.services.trial.startWorker(app.database.orm);
  const [a, b] = await Promise.all([preparedExample(first.client), preparedExample(second.client)]);
  expect(a.id).not.toBe(b.id);
  for (const [{ client }, example] of [[first, a], [second, b]] as const) {
    expect((await client.get<ProjectBody[]>('/api/projects')).body.filter((p) => p.example)).toHaveLength(1);
    expect(example).toMatchObject({ status: 'completed', documentCount: examplePolicies.length });
    expect((await client.get(`/api/projects/${example.id}/assessment/runs`)).body.map((r: { status: string }) => r.status)).toEqual(['completed']);
    expect((await client.get(`/api/projects/${example.id}/gap-assessments`)).body).toHaveLength(1);
    expect((await client.get('/api/credits')).body.availableCredits).toBe(1);
  }

  // Welcoming an account again grants nothing more (the credit is keyed to the account, the example unique per owner),
  // and the refused example is only logged: under its savepoint, the rest of the registration's transaction commits.
  const [{ id: userId }] = await rows<{ id: number }>('select id from users where username = ?', [first.user.username]);
  const em = app.database.orm.em.fork();
  await em.transactional((tx) => app.services.credits.grantTrial(tx, userId, 1));
  await em.fork().transactional(async (tx) => {
    await app.services.trial.welcome(tx, userId);
    await tx.execute('update users set first_name = ? where id = ?', ['Welcomed twice', userId]);
  });
  expect((await rows<{ first_name: string }>('select first_name from users where id = ?', [userId]))[0]!.first_name).toBe('Welcomed twice');
  expect((await first.client.get('/api/credits')).body.credits).toHaveLength(1);
  expect((await first.client.get<ProjectBody[]>('/api/projects')).body.filter((p) => p.example)).toHaveLength(1);
}, 300_000);

test('deleting the example while it is prepared ends its preparation, and nothing brings it back', async () => {
  const { client, user } = await signUp(api);
  await waitUntil(async () => ((await client.get<ProjectBody[]>('/api/projects')).body[0]?.documentCount ?? 0) > 0, 120_000);
  const [example] = (await client.get<ProjectBody[]>('/api/projects')).body;
  expect(example).toMatchObject({ example: true, examplePreparing: true });
  expect((await client.delete(`/api/projects/${example!.id}`)).status).toBe(204);
  // The worker notices at its next step (an upload or the analysis under way finishes first).
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect((await client.get('/api/projects')).body).toEqual([]);
  const [jobs] = await rows<{ n: number }>('select count(*)::int as n from trial_example_jobs j join users u on u.id = j.user_id where u.username = ?', [user.username]);
  expect(jobs!.n).toBe(0);
  expect((await client.get('/api/credits')).body.availableCredits).toBe(1);
}, 180_000);

test('GraphQL shows the trial: the public offer, the example flags and the trial grant', async () => {
  expect((await api.gql('{ trialOffer { credits exampleProject } }')).body.data).toEqual({ trialOffer: { credits: 1, exampleProject: true } });
  const { client } = await signUp(api);
  const projects = await client.gql('{ projects { name example examplePreparing } credits { availableCredits credits { quantity remaining kind } } }');
  expect(projects.body.data).toEqual({
    projects: [{ name: exampleOrganisation.projectName, example: true, examplePreparing: expect.any(Boolean) }],
    credits: { availableCredits: 1, credits: [{ quantity: 1, remaining: 1, kind: 'trial' }] },
  });
});

describe('with TRIAL_CREDITS=0 and TRIAL_EXAMPLE_PROJECT=false', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp({ TRIAL_CREDITS: '0', TRIAL_EXAMPLE_PROJECT: 'false' });
  });
  afterAll(() => plain.close());

  test('a new account starts with no credit and no project, and the offer says so', async () => {
    const plainApi = new ApiClient(plain.url);
    const { client } = await signUp(plainApi);
    expect((await client.get('/api/credits')).body).toEqual({ availableCredits: 0, credits: [] });
    expect((await client.get('/api/projects')).body).toEqual([]);
    expect((await plainApi.gql('{ trialOffer { credits exampleProject } }')).body.data).toEqual({ trialOffer: { credits: 0, exampleProject: false } });
    const [jobs] = await plain.database.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from trial_example_jobs', []);
    expect(jobs!.n).toBe(0);
  });
});
