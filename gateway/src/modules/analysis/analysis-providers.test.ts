import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { testTypes } from '../questions/bank/index.js';
import type { AnalysisRunType } from './analysis.types.js';
import { accessControlDocx, policyPdf, projectWithDocuments, startRun, waitForRun, type AnalysisProject } from './testing/analysis-test-kit.js';
import { FakeChatServer, providers, wordOverlapModel } from './testing/fake-chat-server.js';

/**
 * The provider matrix over HTTP, on the database the suite runs on: the gateway configured for an
 * OpenAI-compatible server (the fake on 127.0.0.1 acting as OpenAI with a reasoning model, vLLM, Ollama, or with
 * another key), a whole run of the clauses, and what the run, its answers and /readyz report.
 */
describe('OpenAI-compatible providers', () => {
  let model: FakeChatServer;
  /** As for api.openai.com: OPENAI_TEMPERATURE unset, the cap as max_completion_tokens. */
  let plain: TestApp;
  /** OPENAI_TEMPERATURE=0, the cap as max_tokens (the default for a server other than api.openai.com). */
  let withTemperature: TestApp;
  /** The first account of `plain`: its administrator. */
  let admin: ApiClient;
  const env = (extra: Record<string, string>) => ({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: model.url, OPENAI_MAX_RETRIES: '1', OPENAI_TIMEOUT_MS: '5000', ...extra });

  beforeAll(async () => {
    model = await new FakeChatServer().reply(wordOverlapModel).start();
    plain = await startTestApp(env({ OPENAI_MODEL: 'o4-mini', OPENAI_MAX_TOKENS_PARAM: 'max_completion_tokens' }));
    admin = (await signUp(new ApiClient(plain.url))).client;
    withTemperature = await startTestApp(env({ OPENAI_MODEL: 'served-model', OPENAI_TEMPERATURE: '0' }));
  });
  afterAll(async () => {
    await plain?.close();
    await withTemperature?.close();
    await model.close();
  });
  beforeEach(() => model.reply(wordOverlapModel).behaveAs({}));

  async function analyse(app: TestApp, testType?: string): Promise<{ run: AnalysisRunType; project: AnalysisProject; ai: { engine: string | null; questionId: string }[] }> {
    const project = testType
      ? await projectWithDocuments(app.url, [['policy.pdf', await policyPdf()], ['access-control.docx', await accessControlDocx()]])
      : await projectWithDocuments(app.url);
    const started = await startRun(project.client, project.projectId, testType ? { testType } : undefined);
    expect(started.status).toBe(201);
    const run = await waitForRun(project.client, started.body.runId, undefined, 60_000);
    const items = (await project.client.get<{ answer: { source: string; engine: string | null; questionId: string } | null }[]>(`/api/projects/${project.projectId}/assessment-answers`)).body;
    return { run, project, ai: items.flatMap((i) => (i.answer?.source === 'ai' ? [i.answer] : [])) };
  }

  const graphqlRun = async (client: ApiClient, runId: number) =>
    (await client.post<{ data: { analysisRun: Pick<AnalysisRunType, 'status' | 'error' | 'engine' | 'engines'> } }>('/graphql', {
      query: 'query ($id: ID!) { analysisRun(runId: $id) { status error engine engines } }',
      variables: { id: String(runId) },
    })).body.data.analysisRun;

  it('OpenAI with a reasoning model, OPENAI_TEMPERATURE unset: the run completes, each answer and the run name the model', async () => {
    model.behaveAs(providers.openaiReasoning);
    const { run, project, ai } = await analyse(plain);
    expect(run).toMatchObject({ status: 'completed', failed: 0, error: null, engine: 'openai', engines: ['openai:o4-mini'] });
    expect(run.succeeded).toBeGreaterThan(0);
    expect(ai).toHaveLength(run.succeeded);
    expect(ai.every((a) => a.engine === 'openai:o4-mini')).toBe(true);
    expect(model.requests.every((r) => r.body.temperature === undefined && r.body.max_tokens === undefined && r.body.max_completion_tokens! > 0)).toBe(true);
    expect(await graphqlRun(project.client, run.runId)).toEqual({ status: 'completed', error: null, engine: 'openai', engines: ['openai:o4-mini'] });
  });

  it("OpenAI with a reasoning model, OPENAI_TEMPERATURE set: the run fails at once with the provider's message, nothing answered offline", async () => {
    model.behaveAs(providers.openaiReasoning);
    const { run, project, ai } = await analyse(withTemperature);
    expect(run).toMatchObject({ status: 'failed', processed: 0, succeeded: 0, engines: [] });
    expect(run.error).toContain("(HTTP 400): Unsupported value: 'temperature' does not support 0 with this model.");
    expect(ai).toEqual([]);
    expect(model.requests).toHaveLength(1);
    expect((await graphqlRun(project.client, run.runId)).error).toBe(run.error);
  });

  it.each([
    ['vLLM', providers.vllm],
    ['Ollama', providers.ollama],
  ])('%s: temperature and max_tokens are taken; the run completes with the model\'s answers', async (_name, provider) => {
    model.behaveAs(provider);
    const { run, ai } = await analyse(withTemperature);
    expect(run).toMatchObject({ status: 'completed', failed: 0, engines: ['openai:served-model'] });
    expect(ai.length).toBeGreaterThan(0);
    expect(ai.every((a) => a.engine === 'openai:served-model')).toBe(true);
    expect(model.requests[0]!.body).toMatchObject({ temperature: 0, max_tokens: expect.any(Number) });
  });

  it("a wrong key: the run fails with the provider's 401 message over REST and GraphQL, nothing answered offline; /readyz reports it and stays ready", async () => {
    model.behaveAs({ ...providers.openaiReasoning, apiKey: 'sk-the-right-key' });
    const { run, project, ai } = await analyse(plain);
    expect(run).toMatchObject({ status: 'failed', succeeded: 0, failed: 0, engines: [] });
    expect(run.error).toMatch(/^The AI model refused the analysis \(HTTP 401\): Incorrect API key provided: sk-…\. /);
    expect(run.error).not.toContain('test-key');
    expect(ai).toEqual([]);
    expect((await graphqlRun(project.client, run.runId)).status).toBe('failed');

    await plain.services.analysis.checkModel();
    const ready = await new ApiClient(plain.url).get<{ status: string; ai: { engine: string; check: { status: string; model: string; message: string } } }>('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', ai: { engine: 'openai', check: { status: 'refused', model: 'o4-mini', message: expect.stringContaining('(HTTP 401): Incorrect API key provided') } } });
    model.behaveAs({});
    await plain.services.analysis.checkModel();
    expect((await new ApiClient(plain.url).get<{ ai: { check: { status: string } } }>('/readyz')).body.ai.check.status).toBe('ok');
  });

  it("an administrator reads the model's status and checks it again from the knowledge page; others are refused", async () => {
    const status = 'engine model provider status message checkedAt';
    const read = async (client: ApiClient) => (await client.post<{ data?: { aiEngineStatus: Record<string, unknown> }; errors?: { extensions: { code: string } }[] }>('/graphql', { query: `{ aiEngineStatus { ${status} } }` })).body;
    const check = async (client: ApiClient) => (await client.post<{ data?: { checkAiModel: Record<string, unknown> }; errors?: { extensions: { code: string } }[] }>('/graphql', { query: `mutation { checkAiModel { ${status} } }` })).body;

    model.behaveAs({ ...providers.openaiReasoning, apiKey: 'sk-the-right-key' });
    const refused = (await check(admin)).data!.checkAiModel;
    expect(refused).toMatchObject({ engine: 'openai', model: 'o4-mini', provider: expect.stringMatching(/^127\.0\.0\.1:\d+$/), status: 'refused', message: expect.stringContaining('(HTTP 401): Incorrect API key provided') });
    expect(refused.checkedAt).toEqual(expect.any(String));
    expect(JSON.stringify(refused)).not.toContain('test-key');
    expect((await read(admin)).data!.aiEngineStatus).toEqual(refused);

    // The key is corrected on the provider's side: checking again says so, with one more call to the model.
    model.behaveAs({});
    const calls = model.checks.length;
    expect((await check(admin)).data!.checkAiModel).toMatchObject({ status: 'ok', message: null });
    expect(model.checks.length).toBe(calls + 1);

    const member = (await signUp(new ApiClient(plain.url))).client;
    expect((await read(member)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect((await check(member)).errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect(model.checks.length).toBe(calls + 1);
  });

  it('the offline engine has no model to check: status none', async () => {
    const offline = await startTestApp({});
    try {
      const first = (await signUp(new ApiClient(offline.url))).client;
      const body = (await first.post<{ data: { checkAiModel: Record<string, unknown> } }>('/graphql', { query: 'mutation { checkAiModel { engine model provider status message checkedAt } }' })).body;
      expect(body.data.checkAiModel).toEqual({ engine: 'offline', model: null, provider: null, status: 'none', message: null, checkedAt: null });
    } finally {
      await offline.close();
    }
  });

  it('a model unavailable for one question (503 after the retries): the offline engine answers it, recorded on the answer and in the run\'s engines', async () => {
    // The backup control (A.8.13) meets a provider that stays overloaded; every other question is answered by the model.
    model.reply((request) =>
      request.body.messages.some((m) => m.content.includes('Question (A.8.13 ')) ? { status: 503, body: { error: { message: 'overloaded' } } } : wordOverlapModel(request),
    );
    const { run, ai } = await analyse(plain, testTypes.annexA);
    expect(run).toMatchObject({ status: 'completed', engine: 'openai', failed: 0 });
    expect([...run.engines].sort()).toEqual(['offline', 'openai:o4-mini']);
    expect(ai.find((a) => a.questionId === 'a-8-13')?.engine).toBe('offline');
    expect(ai.filter((a) => a.engine === 'offline')).toHaveLength(1);
  });
});
