import { messages } from '@gap/schema';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const newProject = (overrides: Record<string, unknown> = {}) => ({
  name: 'ISMS 2026',
  description: 'Certification readiness',
  scope: 'All offices and cloud services',
  targetDate: '2026-06-30',
  ...overrides,
});
const today = () => new Date().toISOString().slice(0, 10);

describe('REST', () => {
  test('create answers 201 with the project; read, list and delete it', async () => {
    const { client } = await signUp(api);
    const created = await client.post('/api/projects', newProject({ name: '  ISMS 2026  ' }));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'ISMS 2026',
      description: 'Certification readiness',
      scope: 'All offices and cloud services',
      targetDate: '2026-06-30',
      status: 'not_started',
      progress: 0,
      testType: null,
      documentCount: 0,
      example: false,
      examplePreparing: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { id } = created.body;
    // The single read also carries the AI analysis allowance (DESIGN 5).
    expect((await client.get(`/api/projects/${id}`)).body).toEqual({ ...created.body, analysisRuns: { used: 0, allowed: 5 } });
    expect((await client.get('/api/projects')).body).toEqual([created.body]);
    expect((await client.delete(`/api/projects/${id}`)).status).toBe(204);
    const gone = await client.get(`/api/projects/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: messages.projectNotFound });
    expect((await client.get('/api/projects')).body).toEqual([]);
  });

  test('optional fields default: blank description and scope, target date today', async () => {
    const { client } = await signUp(api);
    const res = await client.post('/api/projects', { name: 'Minimal' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ description: '', scope: '', targetDate: today() });
    const blank = await client.post('/api/projects', { name: 'Blank date', targetDate: '', description: null });
    expect(blank.body).toMatchObject({ targetDate: today(), description: '' });
  });

  test('the list is the newest-updated first and honours a bounded limit', async () => {
    const { client } = await signUp(api);
    for (const name of ['First', 'Second', 'Third', 'Fourth']) await client.post('/api/projects', { name });
    expect((await client.get('/api/projects')).body.map((p: { name: string }) => p.name)).toEqual(['Fourth', 'Third', 'Second', 'First']);
    expect((await client.get('/api/projects?limit=3')).body).toHaveLength(3);
    expect((await client.get('/api/projects?limit=')).body).toHaveLength(4);
    for (const bad of ['-5', '0', '201', '100000', '2.5', 'abc']) {
      expect(await client.get(`/api/projects?limit=${bad}`)).toMatchObject({ status: 400, body: { message: 'limit must be a whole number from 1 to 200' } });
    }
    expect((await client.gql('{ projects(limit: -5) { id } }')).body.errors[0]).toMatchObject({ message: 'limit must be a whole number from 1 to 200', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test.each([
    ['a one-letter name', { name: 'a' }, messages.projectNameMin],
    ['a name short after trimming', { name: '   a   ' }, messages.projectNameMin],
    ['a missing name', { name: undefined }, messages.projectNameMin],
    ['a numeric name', { name: 42 }, messages.projectNameMin],
    ['a 101-character name', { name: 'x'.repeat(101) }, messages.projectNameMax],
    ['a 2001-character description', { description: 'd'.repeat(2001) }, messages.projectDescriptionMax],
    ['a 2001-character scope', { scope: 's'.repeat(2001) }, messages.projectScopeMax],
    ['an impossible date', { targetDate: '2026-02-30' }, messages.targetDateInvalid],
    ['a day-first date', { targetDate: '30/06/2026' }, messages.targetDateInvalid],
    ['a timestamp', { targetDate: '2026-06-30T00:00:00Z' }, messages.targetDateInvalid],
    ['a numeric date', { targetDate: 20260630 }, messages.targetDateInvalid],
  ])('refuses %s with 400 and its message', async (_label, override, message) => {
    const { client } = await signUp(api);
    const res = await client.post('/api/projects', newProject(override));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await client.get('/api/projects')).body).toEqual([]);
  });

  test('ids that cannot name a project answer 404, never 400 or 500', async () => {
    const { client } = await signUp(api);
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '%20']) {
      for (const res of [await client.get(`/api/projects/${id}`), await client.delete(`/api/projects/${id}`)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: messages.projectNotFound });
      }
    }
  });

  test('every route needs a signed-in user', async () => {
    for (const res of [
      await api.get('/api/projects'),
      await api.post('/api/projects', newProject()),
      await api.get('/api/projects/1'),
      await api.delete('/api/projects/1'),
      await api.get('/api/assessment/dashboard-stats'),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});

describe('ownership', () => {
  test("another user's project is indistinguishable from a missing one", async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const { id } = (await owner.client.post('/api/projects', newProject())).body;
    expect((await other.client.get('/api/projects')).body).toEqual([]);
    for (const res of [await other.client.get(`/api/projects/${id}`), await other.client.delete(`/api/projects/${id}`)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.projectNotFound });
    }
    const gql = await other.client.gql('query($id: ID!) { project(id: $id) { id } }', { id: String(id) });
    expect(gql.body.errors[0]).toMatchObject({ message: messages.projectNotFound, extensions: { code: 'NOT_FOUND' } });
    const del = await other.client.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: String(id) });
    expect(del.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await other.client.gql('{ projects { id } }')).body.data.projects).toEqual([]);
    expect((await owner.client.get(`/api/projects/${id}`)).status).toBe(200);
  });
});

describe('dashboard stats', () => {
  test('counts the user\'s own projects; no findings yet', async () => {
    const { client } = await signUp(api);
    const other = await signUp(api);
    await other.client.post('/api/projects', newProject());
    expect((await client.get('/api/assessment/dashboard-stats')).body).toEqual({ activeProjects: 0, completedProjects: 0, highRiskFindings: 0 });
    await client.post('/api/projects', newProject());
    await client.post('/api/projects', newProject({ name: 'Second' }));
    expect((await client.get('/api/assessment/dashboard-stats')).body).toEqual({ activeProjects: 2, completedProjects: 0, highRiskFindings: 0 });
    expect((await client.gql('{ dashboardStats { activeProjects completedProjects highRiskFindings } }')).body.data.dashboardStats).toEqual({
      activeProjects: 2,
      completedProjects: 0,
      highRiskFindings: 0,
    });
  });
});

describe('GraphQL', () => {
  const fields = 'id name description scope targetDate status progress testType documentCount example examplePreparing createdAt updatedAt';

  test('createProject, project, projects and deleteProject answer what REST answers', async () => {
    const { client } = await signUp(api);
    const created = await client.gql(`mutation($input: CreateProjectInput!) { createProject(input: $input) { ${fields} } }`, { input: newProject() });
    const project = created.body.data.createProject;
    expect(project).toMatchObject({ name: 'ISMS 2026', status: 'not_started', progress: 0, targetDate: '2026-06-30', documentCount: 0 });
    const { analysisRuns, ...rest } = (await client.get(`/api/projects/${project.id}`)).body;
    expect(analysisRuns).toEqual({ used: 0, allowed: 5 });
    expect({ ...rest, id: String(rest.id) }).toEqual(project);
    expect((await client.gql(`query($id: ID!) { project(id: $id) { ${fields} } }`, { id: project.id })).body.data.project).toEqual(project);
    // The list reads its times as strings from SQL: they go out exactly as the entity's Dates do.
    expect((await client.gql(`{ projects(limit: 3) { ${fields} } }`)).body.data.projects).toEqual([project]);
    expect((await client.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id })).body.data.deleteProject).toBe(true);
    expect((await client.gql(`query($id: ID!) { project(id: $id) { id } }`, { id: project.id })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  test('validation errors carry BAD_USER_INPUT and the message; non-numeric ids are NOT_FOUND', async () => {
    const { client } = await signUp(api);
    const res = await client.gql('mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }', { input: { name: 'x' } });
    expect(res.body.errors[0]).toMatchObject({ message: messages.projectNameMin, extensions: { code: 'BAD_USER_INPUT' } });
    const bad = await client.gql('query { project(id: "abc") { id } }');
    expect(bad.body.errors[0]).toMatchObject({ message: messages.projectNotFound, extensions: { code: 'NOT_FOUND' } });
    expect((await api.gql('{ projects { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
