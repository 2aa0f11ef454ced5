import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { buildPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { createPostgresDatabase, startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { waitUntil } from '../../testing/wait.js';
import { personalWorkspace } from '../workspaces/testing/personal-workspace.js';
import { analysisMessages } from './analysis-messages.js';
import { clausesTestType, projectWithDocuments, scriptedEngine, startRun, waitForRun } from './testing/analysis-test-kit.js';

/** The project's extractions still queued or running. */
async function extractionsOf(app: TestApp, projectId: number): Promise<number> {
  return (await app.services.documents.extracting.pending(app.database.orm.em.fork(), projectId)).length;
}

const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

/** DESIGN 5: every bad start, read, cancel and stream; none of them changes anything. */
describe('analysis run refusals', () => {
  let app: TestApp;
  const engine = scriptedEngine({ delayMs: 30 });
  beforeAll(async () => {
    app = await startTestApp({}, { analysisEngine: engine, analysisWorker: { pollMs: 200 } });
  });
  afterAll(() => app.close());

  const runCount = async () => Number((await app.database.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from analysis_runs'))[0]!.n);

  it('refuses an unknown or missing test type with 400 and leaves the project as it was', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    const before = await runCount();
    const unknown = await startRun(client, projectId, { testType: 'SOC 2' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown test type: SOC 2');
    expect((await startRun(client, projectId, {})).body.message).toBe('Test selection is required before proceeding');
    expect((await startRun(client, projectId, { testType: 7 })).status).toBe(400);
    expect(await runCount()).toBe(before);
    expect((await client.get(`/api/projects/${projectId}`)).body.testType).toBeNull();
  });

  it('refuses a project without documents, or whose documents have no text, naming them', async () => {
    const empty = await projectWithDocuments(app.url, []);
    const none = await startRun(empty.client, empty.projectId);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(analysisMessages.noDocuments);

    const scanned = await projectWithDocuments(app.url, [['scan-1.pdf', await buildPdf([[]])], ['scan-2.pdf', await buildPdf([[], []])]]);
    const noText = await startRun(scanned.client, scanned.projectId);
    expect(noText.status).toBe(400);
    expect(noText.body.message).toBe(analysisMessages.noText('"scan-1.pdf", "scan-2.pdf"'));
    expect((await scanned.client.post(`/api/projects/${scanned.projectId}/analyze-documents`, { testType: clausesTestType })).status).toBe(400);
  });

  it('refuses while a document of the project is still being extracted (409, naming it)', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    // No worker extracts: the upload's job stays queued, its request waiting.
    await app.services.documents.stopWorker();
    const upload = uploadDocument(client, projectId, 'large-manual.pdf', await buildPdf([['A manual still being read.']]));
    try {
      await waitUntil(async () => (await extractionsOf(app, projectId)) === 1);
      const res = await startRun(client, projectId);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(analysisMessages.stillExtracting('"large-manual.pdf"'));
    } finally {
      await app.services.documents.startWorker(app.database.orm);
    }
    expect((await upload).status).toBe(201);
    expect((await startRun(client, projectId)).status).toBe(201);
  });

  it("answers 404 for another user's project and run, over every call", async () => {
    const owner = await projectWithDocuments(app.url);
    const started = await startRun(owner.client, owner.projectId);
    const { client: other } = await signUp(new ApiClient(app.url));
    expect((await startRun(other, owner.projectId)).status).toBe(404);
    expect((await other.post(`/api/projects/${owner.projectId}/analyze-documents`, { testType: clausesTestType })).status).toBe(404);
    expect((await other.get(`/api/projects/${owner.projectId}/assessment/runs`)).status).toBe(404);
    expect((await other.get(`/api/runs/${started.body.runId}`)).status).toBe(404);
    expect((await other.post(`/api/runs/${started.body.runId}/cancel`)).status).toBe(404);
    expect((await other.post(`/api/runs/${started.body.runId}/stream-token`)).status).toBe(404);
    expect((await other.get('/api/runs/abc')).status).toBe(404);
    expect((await new ApiClient(app.url).get(`/api/runs/${started.body.runId}`)).status).toBe(401);
    const run = await waitForRun(owner.client, started.body.runId);
    expect(run.status).toBe('completed');
  });

  it('refuses a second active run of the project with 409 naming the active one, and cancel of an ended run with 409', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    const first = await startRun(client, projectId);
    const second = await startRun(client, projectId);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: analysisMessages.alreadyRunning(first.body.runId), runId: first.body.runId });
    const ended = await waitForRun(client, first.body.runId);
    const cancel = await client.post(`/api/runs/${first.body.runId}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(analysisMessages.alreadyFinished('completed'));
    expect(await waitForRun(client, first.body.runId)).toEqual(ended);
  });

  it('answers 402 once the allowance is used, and each credit spent on the project allows 5 more', async () => {
    const { client, projectId, token } = await projectWithDocuments(app.url);
    for (let i = 0; i < 5; i++) await waitForRun(client, (await startRun(client, projectId)).body.runId);
    const refused = await startRun(client, projectId);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(analysisMessages.allowanceUsed(5, 5));
    expect((await client.get(`/api/projects/${projectId}`)).body.analysisRuns).toEqual({ used: 5, allowed: 5 });

    const em = app.database.orm.em.fork();
    const userId = userIdOf(token);
    await app.services.credits.recordPurchase(em, { userId, packageId: 'five_pack', quantity: 5, amountCents: 39900, currency: 'usd', provider: 'demo', paymentIntentId: `pi_${projectId}` });
    await app.services.credits.consume(em, { id: userId }, await personalWorkspace(em, userId), projectId, 'gap_assessment');
    expect((await client.get(`/api/projects/${projectId}`)).body.analysisRuns).toEqual({ used: 5, allowed: 5 });
    await app.services.credits.consume(em, { id: userId }, await personalWorkspace(em, userId), projectId, 'gap_assessment');
    expect((await client.get(`/api/projects/${projectId}`)).body.analysisRuns).toEqual({ used: 5, allowed: 10 });
    expect((await startRun(client, projectId)).status).toBe(201);
  });

  describe('stream tokens', () => {
    it('answers 401 for a missing, wrong, expired, bearer or other-run token and 404 for a run that is not the holder’s', async () => {
      const { client, projectId, token } = await projectWithDocuments(app.url);
      const first = await startRun(client, projectId);
      await waitForRun(client, first.body.runId);
      const second = await startRun(client, projectId);
      await waitForRun(client, second.body.runId);
      const stream = (runId: number, query: string) => fetch(`${app.url}/api/runs/${runId}/stream${query}`);

      expect((await stream(first.body.runId, '')).status).toBe(401);
      expect((await stream(first.body.runId, '?token=not-a-token')).status).toBe(401);
      expect((await stream(first.body.runId, `?token=${token}`)).status).toBe(401);
      expect((await stream(first.body.runId, `?token=${second.body.streamToken}`)).status).toBe(401);
      const userId = userIdOf(token);
      const expired = await new SignJWT({ run: first.body.runId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer('iso27001-gap-assessment')
        .setAudience('analysis-run-stream')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
        .sign(new TextEncoder().encode(app.jwtSecret));
      const expiredRes = await stream(first.body.runId, `?token=${expired}`);
      expect(expiredRes.status).toBe(401);
      expect(((await expiredRes.json()) as { message: string }).message).toBe(analysisMessages.streamTokenInvalid);

      const other = await projectWithDocuments(app.url);
      const theirs = await startRun(other.client, other.projectId);
      expect((await stream(theirs.body.runId, `?token=${first.body.streamToken}`)).status).toBe(404);
      await waitForRun(other.client, theirs.body.runId);
    });
  });
});

/** PostgreSQL only: the embedded database serves one process, whose memory knows every upload in extraction. */
if (usesPostgres) {
  test('an upload being extracted on gateway A holds back an analysis started on gateway B (409, naming it)', async () => {
    const database = await createPostgresDatabase();
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
    const a = await startTestApp({ ...env, WORKERS: '0' });
    const b = await startTestApp(env, { analysisEngine: scriptedEngine(), analysisWorker: { pollMs: 200 } });
    try {
      const { client, projectId, token } = await projectWithDocuments(b.url);
      // B's worker steps aside: the upload to A (API only) stays queued, its request waiting.
      await b.services.documents.stopWorker();
      const viaA = new ApiClient(a.url).withToken(token);
      const upload = uploadDocument(viaA, projectId, 'large-manual.pdf', await buildPdf([['A manual still being read.']]));
      await waitUntil(async () => (await extractionsOf(b, projectId)) === 1);
      const res = await startRun(client, projectId);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(analysisMessages.stillExtracting('"large-manual.pdf"'));
      // B's worker is back: it extracts the upload, and A's request answers the document.
      await b.services.documents.startWorker(b.database.orm);
      expect(await upload).toMatchObject({ status: 201, body: { name: 'large-manual.pdf' } });
      expect((await startRun(client, projectId)).status).toBe(201);
    } finally {
      await b.close();
      await a.close();
      await database.drop();
    }
  }, 120_000);
}
