import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { projectQuotaMessage } from '../projects/project.service.js';
import { personalWorkspace } from '../workspaces/testing/personal-workspace.js';
import { analysisMessages } from './analysis-messages.js';
import { queueFullRetryAfterSeconds } from './run-preconditions.js';
import { runStore } from './run.repository.js';
import { clausesTestType, policyPdf, projectWithDocuments, scriptedEngine, startRun, waitForRun } from './testing/analysis-test-kit.js';

/** Another project of the same user, with the policy uploaded. */
async function anotherProject(client: ApiClient, name: string): Promise<number> {
  const project = await client.post<{ id: number }>('/api/projects', { name });
  if (project.status !== 201) throw new Error(`project not created: ${project.status} ${JSON.stringify(project.body)}`);
  const upload = await uploadDocument(client, project.body.id, 'policy.pdf', await policyPdf());
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status}`);
  return project.body.id;
}

const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

const startMutation = 'mutation($projectId: ID!, $testType: String!) { startAnalysisRun(projectId: $projectId, testType: $testType) { streamToken } }';

/** Fair sharing between users: fair scheduling over users, a queue cap per user, free runs per user and month, a project quota. */
describe('fair scheduling and allowances', () => {
  let app: TestApp;
  beforeAll(async () => {
    // One run at a time, so the order in which runs are claimed is the order in which they start.
    app = await startTestApp({}, { analysisEngine: scriptedEngine({ delayMs: 2 }), analysisWorker: { pollMs: 200, concurrency: 1 } });
  });
  afterAll(() => app.close());

  it("claims a second user's run right after the first user's running one, before the first user's backlog; past the queue cap 429", async () => {
    const a = await projectWithDocuments(app.url);
    const aProjects = [a.projectId, await anotherProject(a.client, 'A 2'), await anotherProject(a.client, 'A 3'), await anotherProject(a.client, 'A 4')];
    const b = await projectWithDocuments(app.url);

    // The worker steps aside while both users queue, so the claims below are decided by the queue alone.
    await app.services.analysis.stopWorker();
    const aRuns: number[] = [];
    for (const projectId of aProjects.slice(0, 3)) {
      const res = await startRun(a.client, projectId);
      expect(res.status).toBe(201);
      aRuns.push(res.body.runId);
    }
    // A has 3 runs queued, the most one user may have (ANALYSIS_MAX_QUEUED_RUNS_PER_USER): a fourth waits (REST and GraphQL).
    const refused = await startRun(a.client, aProjects[3]!);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(queueFullRetryAfterSeconds));
    expect(refused.body).toEqual({ message: analysisMessages.tooManyQueued(3, 3) });
    const viaGraphql = await a.client.gql(startMutation, { projectId: String(aProjects[3]), testType: clausesTestType });
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: analysisMessages.tooManyQueued(3, 3), extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: queueFullRetryAfterSeconds } });
    // A run already active on the project is still named (409), not queued behind the cap.
    expect((await startRun(a.client, aProjects[0]!)).body).toEqual({ message: analysisMessages.alreadyRunning(aRuns[0]!), runId: aRuns[0] });
    const count = async () => Number((await app.database.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from analysis_runs where owner_id = ?', [userIdOf(a.token)]))[0]!.n);
    expect(await count()).toBe(3);

    // B queues one run after all of A's.
    const bRun = (await startRun(b.client, b.projectId)).body.runId as number;
    await app.services.analysis.startWorker(app.database.orm);
    for (const runId of aRuns) expect((await waitForRun(a.client, runId, undefined, 60_000)).status).toBe('completed');
    expect((await waitForRun(b.client, bRun, undefined, 60_000)).status).toBe('completed');

    // Claim order: A's oldest, then B's (B never served), then A's others; the oldest-first queue made B wait for all three.
    const order = await app.database.orm.em.fork().execute<{ id: number }[]>(
      `select id from analysis_runs where id in (${[...aRuns, bRun].join(', ')}) order by started_at, id`,
    );
    expect(order.map((r) => Number(r.id))).toEqual([aRuns[0], bRun, aRuns[1], aRuns[2]]);

    // Once A's runs have ended, A may queue again.
    expect((await startRun(a.client, aProjects[3]!)).status).toBe(201);
  }, 120_000);

  it('spends the free runs of the month over all projects without a credit; a credit still covers 5 runs of its project', async () => {
    const { client, projectId: p1, token } = await projectWithDocuments(app.url);
    const p2 = await anotherProject(client, 'Second');
    const p3 = await anotherProject(client, 'Third');
    const run = async (projectId: number) => {
      const res = await startRun(client, projectId);
      expect(res.status).toBe(201);
      await waitForRun(client, res.body.runId);
    };
    for (const projectId of [p1, p1, p1, p2, p2]) await run(projectId);
    const allowance = async (projectId: number) => (await client.get(`/api/projects/${projectId}`)).body.analysisRuns;
    // allowed - used is what each project can still start: nothing, the month's 5 free runs being spent.
    expect(await allowance(p1)).toEqual({ used: 3, allowed: 3 });
    expect(await allowance(p3)).toEqual({ used: 0, allowed: 0 });
    const list = await client.gql('{ projects(limit: 10) { id analysisRuns { used allowed } } }');
    expect(new Map(list.body.data.projects.map((p: { id: string; analysisRuns: unknown }) => [Number(p.id), p.analysisRuns])).get(p2)).toEqual({ used: 2, allowed: 2 });

    const refused = await startRun(client, p3);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ message: analysisMessages.monthlyFreeRunsUsed(5) });
    const viaGraphql = await client.gql(startMutation, { projectId: String(p3), testType: clausesTestType });
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: analysisMessages.monthlyFreeRunsUsed(5), extensions: { code: 'PAYMENT_REQUIRED' } });

    // A project deleted does not give its runs back.
    expect((await client.delete(`/api/projects/${p2}`)).status).toBe(204);
    expect((await startRun(client, p3)).status).toBe(402);

    // A credit spent on a project: 5 runs of that project (its earlier free runs among them), whatever the month's use.
    const em = app.database.orm.em.fork();
    const userId = userIdOf(token);
    await app.services.credits.recordPurchase(em, { userId, packageId: 'five_pack', quantity: 5, amountCents: 39900, currency: 'usd', provider: 'demo', paymentIntentId: `pi_fair_${p3}` });
    await app.services.credits.consume(em, { id: userId }, await personalWorkspace(em, userId), p3, 'gap_assessment');
    await app.services.credits.consume(em, { id: userId }, await personalWorkspace(em, userId), p1, 'gap_assessment');
    expect(await allowance(p3)).toEqual({ used: 0, allowed: 5 });
    expect(await allowance(p1)).toEqual({ used: 3, allowed: 5 });
    for (let i = 0; i < 5; i++) await run(p3);
    expect((await startRun(client, p3)).body).toEqual({ message: analysisMessages.allowanceUsed(5, 5) });
    await run(p1);
    await run(p1);
    expect((await startRun(client, p1)).status).toBe(402);

    // The next month brings 5 free runs again (the month's count moved back, as the calendar would).
    const p4 = await anotherProject(client, 'Fourth');
    expect((await startRun(client, p4)).status).toBe(402);
    await em.execute(`update analysis_free_runs set month = (month - interval '1 month')::date where owner_id = ?`, [userId]);
    expect(await allowance(p4)).toEqual({ used: 0, allowed: 5 });
    await run(p4);
    expect(await allowance(p4)).toEqual({ used: 1, allowed: 5 });
  }, 120_000);

  it('claims alternate over owners, and concurrent claims (several connections on PostgreSQL) take each run once', async () => {
    await app.services.analysis.stopWorker();
    const em = app.database.orm.em.fork();
    const owners = await Promise.all([signUp(new ApiClient(app.url)), signUp(new ApiClient(app.url))]);
    const queue = async () => {
      const runs: number[][] = [[], []];
      for (const [i, { client, token }] of owners.entries()) {
        for (let n = 0; n < 4; n++) {
          const projectId = (await client.post<{ id: number }>('/api/projects', { name: `Queue ${i}-${n}` })).body.id;
          runs[i]!.push(await runStore.insert(em, { projectId, ownerId: userIdOf(token), testType: clausesTestType, engine: 'offline', totalQuestions: 1 }));
        }
      }
      return runs;
    };
    const end = (ids: number[]) => em.execute(`update analysis_runs set status = 'cancelled', claimed_by = null, finished_at = now() where id in (${ids.join(', ')})`);
    try {
      // One claim after the other: the owner with fewer running, then the one served less recently.
      const [a, b] = await queue();
      const sequential: number[] = [];
      for (let n = 0; n < 8; n++) sequential.push((await runStore.claimNext(app.database.orm.em.fork(), `test-worker-${n}`))!);
      expect(sequential).toEqual([a![0], b![0], a![1], b![1], a![2], b![2], a![3], b![3]]);
      await end(sequential);

      const again = (await queue()).flat();
      const concurrent = await Promise.all(Array.from({ length: 10 }, (_, n) => runStore.claimNext(app.database.orm.em.fork(), `test-worker-${n}`)));
      const claimed = concurrent.filter((id): id is number => id !== undefined);
      expect(claimed).toHaveLength(8);
      expect(new Set(claimed)).toEqual(new Set(again));
      await end(again);
    } finally {
      await app.services.analysis.startWorker(app.database.orm);
    }
  }, 60_000);
});

describe('project quota', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ QUOTA_PROJECTS_PER_USER: '3', TRIAL_EXAMPLE_PROJECT: 'true' }, { analysisEngine: scriptedEngine() });
    // The example project is created with the account; its preparation (uploads, analysis) is not this test's.
    await app.services.trial.stopWorker();
  });
  afterAll(() => app.close());

  it('refuses one project more than QUOTA_PROJECTS_PER_USER with 409 naming the limit (REST and GraphQL); the example project counts', async () => {
    const { client } = await signUp(new ApiClient(app.url));
    expect((await client.get('/api/projects')).body).toHaveLength(1);
    for (const name of ['One', 'Two']) expect((await client.post('/api/projects', { name })).status).toBe(201);
    const refused = await client.post('/api/projects', { name: 'Three' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: projectQuotaMessage(3) });
    const viaGraphql = await client.gql('mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }', { input: { name: 'Three' } });
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: projectQuotaMessage(3), extensions: { code: 'CONFLICT' } });
    // Bad input is still 400, and another user has a quota of their own.
    expect((await client.post('/api/projects', { name: '' })).status).toBe(400);
    expect((await (await signUp(new ApiClient(app.url))).client.post('/api/projects', { name: 'Theirs' })).status).toBe(201);
    // One deleted, one may be created.
    const [first] = (await client.get<{ id: number }[]>('/api/projects')).body;
    expect((await client.delete(`/api/projects/${first!.id}`)).status).toBe(204);
    expect((await client.post('/api/projects', { name: 'Three' })).status).toBe(201);
    expect((await client.get('/api/projects')).body).toHaveLength(3);
  }, 60_000);
});
