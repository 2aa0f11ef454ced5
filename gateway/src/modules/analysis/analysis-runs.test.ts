import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { testTypes } from '../questions/bank/index.js';
import { accessControlDocx, policyPdf, projectWithDocuments, startRun, waitForRun } from './testing/analysis-test-kit.js';

/** Runs end to end with the real offline engine: started over REST, processed by the worker, answers cited. */
describe('analysis runs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { analysisWorker: { pollMs: 200 } });
  });
  afterAll(() => app.close());

  it('answers questions from the documents with document, page and quotes, and counts what it did', async () => {
    const { client, projectId } = await projectWithDocuments(app.url, [
      ['policy.pdf', await policyPdf()],
      ['access-control.docx', await accessControlDocx()],
    ]);
    const started = await startRun(client, projectId, { testType: testTypes.annexA });
    expect(started.status).toBe(201);
    expect(started.body).toEqual(expect.objectContaining({ runId: expect.any(Number), streamToken: expect.any(String) }));

    const run = await waitForRun(client, started.body.runId, undefined, 60_000);
    expect(run).toEqual(expect.objectContaining({ status: 'completed', engine: 'offline', percent: 100, projectId, testType: testTypes.annexA, error: null }));
    expect(run.processed).toBe(run.totalQuestions);
    expect(run.succeeded + run.failed + run.skipped).toBe(run.processed);
    expect(run.succeeded).toBeGreaterThan(0);
    expect(run.startedAt).not.toBeNull();
    expect(run.finishedAt).not.toBeNull();

    const items = (await client.get(`/api/projects/${projectId}/assessment-answers`)).body as { question: { controlRef: string }; answer: any }[];
    const ai = items.filter((i) => i.answer?.source === 'ai');
    // succeeded equals the AI answers carrying the run's id (DESIGN 5).
    expect(ai.filter((i) => i.answer.runId === run.runId)).toHaveLength(run.succeeded);
    for (const { answer } of ai) {
      expect(answer.evidence.length).toBeGreaterThan(0);
      expect(answer.documentName).toBe(answer.evidence[0].documentName);
      expect(answer.coverage).toBeGreaterThan(0);
    }
    const backup = ai.find((i) => i.question.controlRef === 'A.8.13');
    expect(backup?.answer).toEqual(expect.objectContaining({ documentName: 'policy.pdf', documentPage: 2 }));
    expect(backup?.answer.evidence[0].quote).toMatch(/backups/i);
    const passwords = ai.find((i) => i.question.controlRef === 'A.5.17');
    expect(passwords?.answer.evidence[0]).toEqual(expect.objectContaining({ documentName: 'access-control.docx', page: null, section: expect.stringContaining('Passwords') }));

    // Starting the run chose the project's test type; the allowance counts the run.
    const project = await client.get(`/api/projects/${projectId}`);
    expect(project.body).toEqual(expect.objectContaining({ testType: testTypes.annexA, analysisRuns: { used: 1, allowed: 5 } }));
    const list = await client.get(`/api/projects/${projectId}/assessment/runs`);
    expect(list.body.map((r: { runId: number }) => r.runId)).toEqual([run.runId]);
  }, 90_000);

  it('runs to completion within the request on POST /analyze-documents', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    const res = await client.post(`/api/projects/${projectId}/analyze-documents`, { testType: testTypes.annexA });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ totalQuestions: 93, answersFound: expect.any(Number), status: 'completed' }));
    const items = (await client.get(`/api/projects/${projectId}/assessment-answers`)).body as { answer: { source: string; runId: number } | null }[];
    expect(items.filter((i) => i.answer?.source === 'ai' && i.answer.runId === res.body.runId)).toHaveLength(res.body.answersFound);
    expect(res.body.answersFound).toBeGreaterThan(0);
  }, 60_000);
});
