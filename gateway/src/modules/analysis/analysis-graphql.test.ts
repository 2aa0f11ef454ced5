import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { clausesTestType, projectWithDocuments, scriptedEngine, waitForRun } from './testing/analysis-test-kit.js';

const runFields = 'runId projectId testType status engine totalQuestions processed succeeded failed skipped percent currentQuestion { controlRef title } error';

/** Collects a subscription's results until it completes or errors. */
function subscribe(app: TestApp, token: string, runId: number) {
  const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  type Progress = { runProgress: { type: string; data: { status: string; processed: number } } };
  const results: FormattedExecutionResult<Progress, unknown>[] = [];
  const done = new Promise<typeof results>((resolve, reject) => {
    client.subscribe<Progress>(
      { query: `subscription ($runId: ID!) { runProgress(runId: $runId) { type data { status processed percent } } }`, variables: { runId: String(runId) } },
      { next: (result) => results.push(result), error: (error) => (Array.isArray(error) ? resolve([{ errors: error }] as typeof results) : reject(error)), complete: () => resolve(results) },
    );
  });
  return done.finally(() => client.dispose());
}

describe('analysis over GraphQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { analysisEngine: scriptedEngine({ delayMs: 40 }), analysisWorker: { pollMs: 200 } });
  });
  afterAll(() => app.close());

  it('starts, reads, lists and cancels runs, and shows the allowance and rubric', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    const started = await client.gql(`mutation ($p: ID!, $t: String!) { startAnalysisRun(projectId: $p, testType: $t) { streamToken run { ${runFields} } } }`, { p: String(projectId), t: clausesTestType });
    expect(started.body.errors).toBeUndefined();
    const { run, streamToken } = started.body.data.startAnalysisRun;
    expect(streamToken).toEqual(expect.any(String));
    // The run as it is when read back: on PostgreSQL the worker, told at once, may already have claimed it (seen in CI).
    expect(run).toEqual(expect.objectContaining({ projectId: String(projectId), status: expect.stringMatching(/^(queued|running)$/), engine: 'offline', totalQuestions: 30 }));

    const conflict = await client.gql(`mutation ($p: ID!, $t: String!) { startAnalysisRun(projectId: $p, testType: $t) { streamToken } }`, { p: String(projectId), t: clausesTestType });
    // The active run's id, so a client can attach to it (as the REST 409 body carries it).
    expect(conflict.body.errors[0].extensions).toEqual({ code: 'CONFLICT', runId: run.runId });

    const cancelled = await client.gql(`mutation ($r: ID!) { cancelAnalysisRun(runId: $r) { runId status cancelRequested } }`, { r: run.runId });
    expect(cancelled.body.data.cancelAnalysisRun.cancelRequested).toBe(true);
    await waitForRun(client, Number(run.runId), (r) => r.status === 'cancelled', 2000);
    const again = await client.gql(`mutation ($r: ID!) { cancelAnalysisRun(runId: $r) { runId } }`, { r: run.runId });
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');

    const read = await client.gql(`query ($r: ID!, $p: ID!) { analysisRun(runId: $r) { status } analysisRuns(projectId: $p) { runId } project(id: $p) { analysisRuns { used allowed } } }`, { r: run.runId, p: String(projectId) });
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data).toEqual({ analysisRun: { status: 'cancelled' }, analysisRuns: [{ runId: run.runId }], project: { analysisRuns: { used: 1, allowed: 5 } } });

    const token = await client.gql(`mutation ($r: ID!) { runStreamToken(runId: $r) }`, { r: run.runId });
    const streamed = await fetch(`${app.url}/api/runs/${run.runId}/stream?token=${token.body.data.runStreamToken}`);
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toContain('"type":"cancelled"');

    const bad = await client.gql(`mutation ($p: ID!) { startAnalysisRun(projectId: $p, testType: "nope") { streamToken } }`, { p: String(projectId) });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const rubric = await client.gql(`query { questions(testType: "${clausesTestType}") { id rubric { key requirement } } }`);
    expect(rubric.body.data.questions[0].rubric.length).toBeGreaterThanOrEqual(2);
    expect(rubric.body.data.questions[0].rubric[0]).toEqual({ key: expect.any(String), requirement: expect.any(String) });
  });

  it("answers NOT_FOUND for another user's run over queries, mutations and the subscription", async () => {
    const owner = await projectWithDocuments(app.url);
    const other = await projectWithDocuments(app.url);
    const runId = (await owner.client.post(`/api/projects/${owner.projectId}/assessment/runs`, { testType: clausesTestType })).body.runId;
    for (const query of [`query { analysisRun(runId: "${runId}") { status } }`, `mutation { cancelAnalysisRun(runId: "${runId}") { status } }`, `mutation { runStreamToken(runId: "${runId}") }`, `query { analysisRuns(projectId: "${owner.projectId}") { runId } }`]) {
      const res = await other.client.gql(query);
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const theirs = await subscribe(app, other.token, runId);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.errors?.[0]).toEqual(expect.objectContaining({ message: 'Analysis run not found', extensions: { code: 'NOT_FOUND' } }));
    expect(theirs[0]!.data ?? null).toBeNull();
    await waitForRun(owner.client, runId);
    expect((await other.client.gql(`query { analysisRun(runId: "${runId}") { status } }`)).body.data).toBeNull();
  });

  it('streams a run over the subscription: the current state first, progress, then the terminal event and the end', async () => {
    const { client, projectId, token } = await projectWithDocuments(app.url);
    const runId = (await client.post(`/api/projects/${projectId}/assessment/runs`, { testType: clausesTestType })).body.runId;
    const results = await subscribe(app, token, runId);
    const events = results.map((r) => r.data!.runProgress);
    expect(['status', 'progress']).toContain(events[0]!.type);
    expect(events.at(-1)).toEqual({ type: 'completed', data: { status: 'completed', processed: 30, percent: 100 } });
    expect(events.filter((e) => e.type === 'progress').length).toBeGreaterThan(10);

    // Reattaching after the end: the final state, then the subscription completes.
    expect((await subscribe(app, token, runId)).map((r) => r.data!.runProgress.type)).toEqual(['completed']);
  });
});
