import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { pino } from 'pino';
import { WebSocket } from 'ws';
import { EmbeddedChangeFeed, LocalChangeFeed, PgChangeFeed } from '../../db/change-feed.js';
import { buildPdf } from '../../testing/document-fixtures.js';
import { buildUser, signUp } from '../../testing/factories.js';
import { gatewayMain, listeningUrl, spawnGateway } from '../../testing/gateway-process.js';
import { ApiClient } from '../../testing/http-client.js';
import { createPostgresDatabase, startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { CrawlJob } from '../knowledge/crawl-job.entity.js';
import { snapshotOf, type CrawlJobSnapshot } from '../knowledge/crawl-progress.js';
import { testTypeQuestions } from '../questions/bank/index.js';
import type { AnalysisRunType } from './analysis.types.js';
import type { AnalysisEngine } from './engine/engine.types.js';
import { clausesTestType, projectWithDocuments, scriptedEngine, startRun, waitForRun } from './testing/analysis-test-kit.js';
import { FakeChatServer } from './testing/fake-chat-server.js';
import { readSse } from './testing/sse-reader.js';

/**
 * Several gateway processes on one PostgreSQL database: progress announced through LISTEN/NOTIFY reaches
 * watchers on another gateway, a run whose gateway died is taken over and finished with every question
 * answered once, a stopping gateway hands its run back, and SIGTERM ends a real gateway process cleanly.
 * PostgreSQL only: the embedded database serves one process.
 */
const questions = testTypeQuestions[clausesTestType]!.map((q) => q.id);

/** One database and one signing secret for every gateway of a test (tokens issued by one work on the others). */
async function sharedDatabase() {
  const database = await createPostgresDatabase();
  return { env: { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') }, drop: () => database.drop() };
}

async function rowOf(app: TestApp, runId: number): Promise<{ status: string; claimed_by: string | null; processed: number }> {
  const [row] = await app.database.orm.em.fork().execute(`select "status", "claimed_by", "processed" from "analysis_runs" where "id" = ?`, [runId]);
  return row as { status: string; claimed_by: string | null; processed: number };
}

async function answeredQuestions(app: TestApp, projectId: number): Promise<string[]> {
  const rows = await app.database.orm.em.fork().execute<{ question_id: string }[]>(
    `select "question_id" from "assessment_answers" where "project_id" = ? and "source" = 'ai' order by "question_id"`,
    [projectId],
  );
  return rows.map((r) => r.question_id);
}

const severalGateways = () => {
  it('a sign-in or registration throttle tripped through gateway A holds on gateway B', async () => {
    const db = await sharedDatabase();
    const limits = { throttleLimits: { perIp: 100, perUsername: 3, windowMs: 60_000 } };
    const a = await startTestApp({ ...db.env, REGISTRATIONS_PER_IP_PER_HOUR: '3' }, limits);
    const b = await startTestApp({ ...db.env, REGISTRATIONS_PER_IP_PER_HOUR: '3', WORKERS: '0' }, limits);
    try {
      const viaA = new ApiClient(a.url);
      const viaB = new ApiClient(b.url);
      const { user } = await signUp(viaA);
      for (let i = 0; i < 3; i++) expect((await viaA.post('/api/auth/login', { username: user.username, password: 'wrong-password' })).status).toBe(401);
      // The right password, through the other gateway: still refused.
      const blocked = await viaB.post('/api/auth/login', { username: user.username, password: user.password });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Registrations: one on A above, one on each now, the fourth refused wherever it arrives.
      await signUp(viaB);
      await signUp(viaA);
      expect((await viaB.post('/api/auth/register', buildUser())).status).toBe(429);
      expect((await viaA.post('/api/auth/register', buildUser())).status).toBe(429);
    } finally {
      await b.close();
      await a.close();
      await db.drop();
    }
  }, 90_000);

  it('signing out on gateway A ends at once the open streams on gateway B: its SSE stream and its socket (4403)', async () => {
    const db = await sharedDatabase();
    // 30 questions at 300 ms: the run streams for about 9 s, far longer than the revocation takes to arrive.
    const a = await startTestApp(db.env, { analysisEngine: scriptedEngine({ delayMs: 300 }), analysisWorker: { pollMs: 100 } });
    const b = await startTestApp({ ...db.env, WORKERS: '0' });
    try {
      const { client, projectId, token } = await projectWithDocuments(a.url);
      const started = await startRun(client, projectId);
      const socket = createClient({ url: b.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: false, onNonLazyError: () => undefined });
      const closed = new Promise<number>((resolve) => socket.on('closed', (event) => resolve((event as { code: number }).code)));
      await new Promise((resolve) => socket.on('connected', resolve));
      const res = await fetch(`${b.url}/api/runs/${started.body.runId}/stream?token=${started.body.streamToken}`);
      expect(res.status).toBe(200);
      let signedOutAt = 0;
      const { events } = await readSse(res, () => {
        if (signedOutAt) return;
        signedOutAt = Date.now();
        void client.post('/api/auth/sign-out-everywhere');
      });
      expect(Date.now() - signedOutAt).toBeLessThan(3000);
      expect(events.map((e) => e.type)).not.toContain('completed');
      expect(await closed).toBe(4403);
      socket.dispose();
    } finally {
      await b.close();
      await a.close();
      await db.drop();
    }
  }, 90_000);

  it('a run started through gateway A streams every change to an SSE client connected to gateway B', async () => {
    const db = await sharedDatabase();
    const engine = scriptedEngine({ delayMs: 20 });
    const a = await startTestApp(db.env, { analysisEngine: engine, analysisWorker: { pollMs: 200 } });
    // B serves the API only: whatever its stream shows was processed by A.
    const b = await startTestApp({ ...db.env, WORKERS: '0' });
    try {
      const { client, projectId, token } = await projectWithDocuments(a.url);
      const started = await startRun(client, projectId);
      expect(started.status).toBe(201);
      const res = await fetch(`${b.url}/api/runs/${started.body.runId}/stream?token=${started.body.streamToken}`);
      expect(res.status).toBe(200);
      const { events } = await readSse(res);

      const last = events.at(-1)!;
      expect(last).toEqual({ type: 'completed', data: expect.objectContaining({ status: 'completed', processed: questions.length, succeeded: questions.length }) });
      const progress = events.filter((e) => e.type === 'progress').map((e) => e.data.processed);
      // Progress came from A through the database: several distinct steps, never going back.
      expect(new Set(progress).size).toBeGreaterThan(1);
      expect(progress).toEqual([...progress].sort((x, y) => x - y));
      expect(engine.calls).toEqual(questions);
      // B's API answers the same run, and a GET on B sees the finished state.
      expect((await new ApiClient(b.url, token).get<AnalysisRunType>(`/api/runs/${started.body.runId}`)).body.status).toBe('completed');
    } finally {
      await b.close();
      await a.close();
      await db.drop();
    }
  }, 90_000);

  it('an API-only gateway answers analyze-documents once another gateway has processed the run', async () => {
    const db = await sharedDatabase();
    const a = await startTestApp(db.env, { analysisEngine: scriptedEngine(), analysisWorker: { pollMs: 200 } });
    const b = await startTestApp({ ...db.env, WORKERS: '0' });
    try {
      const { token, projectId } = await projectWithDocuments(a.url);
      const res = await new ApiClient(b.url, token).post(`/api/projects/${projectId}/analyze-documents`, { testType: clausesTestType });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.objectContaining({ answersFound: questions.length, totalQuestions: questions.length }));
    } finally {
      await b.close();
      await a.close();
      await db.drop();
    }
  }, 90_000);

  it('crawl progress published on gateway A reaches a subscriber on gateway B, re-read from the row', async () => {
    const db = await sharedDatabase();
    // API-only gateways: no crawl worker claims or recovers the hand-made running crawl while the test publishes it.
    const a = await startTestApp({ ...db.env, WORKERS: '0' });
    const b = await startTestApp({ ...db.env, WORKERS: '0' });
    try {
      const em = a.database.orm.em.fork();
      const job = em.create(CrawlJob, { url: 'https://example.org/', maxPages: 5, maxDepth: 1, status: 'running', skipped: [], pagesFetched: 3, pagesProcessed: 2 });
      await em.flush();
      const received: CrawlJobSnapshot[] = [];
      const done = new Promise<void>((resolve) => {
        b.services.knowledge.progress.subscribe(job.id, (update) => {
          received.push(update);
          resolve();
        });
      });
      const other: CrawlJobSnapshot[] = [];
      b.services.knowledge.progress.subscribe(job.id + 1, (update) => other.push(update));
      a.services.knowledge.progress.publish(snapshotOf(job));
      await done;
      expect(received).toEqual([expect.objectContaining({ id: job.id, status: 'running', pagesFetched: 3, pagesProcessed: 2 })]);
      expect(other).toEqual([]);
    } finally {
      await b.close();
      await a.close();
      await db.drop();
    }
  }, 90_000);

  it("extraction progress on gateway A reaches a documentExtractions subscriber on gateway B; the socket's close unsubscribes it", async () => {
    const db = await sharedDatabase();
    const a = await startTestApp(db.env, { extractionWorker: { pollMs: 200, heartbeatMs: 200 } });
    // B serves the API only: whatever its subscription shows was extracted by A.
    const b = await startTestApp({ ...db.env, WORKERS: '0' });
    try {
      const { client, token } = await signUp(new ApiClient(a.url));
      const projectId = (await client.post<{ id: number }>('/api/projects', { name: 'Shared extraction' })).body.id;
      const updates: { status: string; pagesTotal: number | null; documentId: string | null }[] = [];
      const socket = createClient({ url: b.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
      socket.subscribe<{ documentExtractions: (typeof updates)[number] }>(
        { query: 'subscription ($p: ID!) { documentExtractions(projectId: $p) { status pagesTotal documentId } }', variables: { p: String(projectId) } },
        { next: (m) => void updates.push(m.data!.documentExtractions), error: () => undefined, complete: () => undefined },
      );
      const progress = b.services.documents.events;
      await waitUntil(async () => progress.listenerCount(projectId) === 1);
      const res = await uploadDocument(client, projectId, 'policy.pdf', await buildPdf([['Backups are tested monthly.'], ['Access is reviewed quarterly.']]));
      expect(res.status).toBe(201);
      await waitUntil(async () => updates.at(-1)?.status === 'completed');
      expect(updates.at(-1)).toEqual({ status: 'completed', pagesTotal: 2, documentId: String(res.body.id) });
      await socket.dispose();
      await waitUntil(async () => progress.listenerCount() === 0);
    } finally {
      await b.close();
      await a.close();
      await db.drop();
    }
  }, 90_000);

  it('the change feed reconnects after its connection drops, asks its listeners to re-read, and receives notices again', async () => {
    const db = await sharedDatabase();
    const logger = pino({ level: 'silent' });
    const sender = await PgChangeFeed.open(db.env.DATABASE_URL, logger);
    const receiver = await PgChangeFeed.open(db.env.DATABASE_URL, logger, { reconnectMs: 50 });
    try {
      const received: number[] = [];
      receiver.subscribe('test-topic', (id) => received.push(id));
      sender.subscribe('test-topic', () => received.push(-1)); // a process never hears its own notices
      sender.notify('test-topic', 1);
      await waitUntil(async () => received.length === 1);
      const resynced = new Promise<void>((resolve) => receiver.onResync(resolve));
      receiver.breakConnection();
      await resynced;
      sender.notify('test-topic', 2);
      receiver.notify('other-topic', 3);
      await waitUntil(async () => received.length === 2);
      expect(received).toEqual([1, 2]);
    } finally {
      await sender.close();
      await receiver.close();
      await db.drop();
    }
  }, 60_000);

  it('when gateway A dies mid-run, B takes the run over after the heartbeat goes stale and answers every question once', async () => {
    const db = await sharedDatabase();
    const engineA = gatedEngine(8);
    const a = await startTestApp(db.env, { analysisEngine: engineA, analysisWorker: { pollMs: 200, heartbeatMs: 200 } });
    let b: TestApp | undefined;
    try {
      const { client, projectId, token } = await projectWithDocuments(a.url);
      engineA.hold(projectId);
      const runId = (await startRun(client, projectId)).body.runId as number;
      // A has recorded 8 questions and is on the 9th; B starts now, so A holds the run. Stale is 1 s here (30 s by default).
      await waitForRun(client, runId, (run) => run.processed === 8);
      const engineB = scriptedEngine();
      b = await startTestApp(db.env, { analysisEngine: engineB, analysisWorker: { pollMs: 200, heartbeatMs: 200, staleAfterSeconds: 1 } });
      expect(await rowOf(b, runId)).toEqual(expect.objectContaining({ status: 'running', processed: 8 }));
      expect(engineB.calls).toEqual([]);
      // The crash: A's worker stops without handing the run back, and stops heart-beating.
      await a.services.analysis.stopWorker({ handBack: false });
      const crashed = await rowOf(a, runId);
      expect(crashed).toEqual(expect.objectContaining({ status: 'running', processed: 8, claimed_by: expect.any(String) }));

      const run = await waitForRun(new ApiClient(b.url, token), runId, undefined, 30_000);
      expect(run).toEqual(expect.objectContaining({ status: 'completed', processed: questions.length, succeeded: questions.length, failed: 0 }));
      // B asked exactly the questions A had not recorded, each once; together every question was answered once.
      expect(engineB.calls).toEqual(questions.slice(8));
      expect(engineA.calls).toEqual(questions.slice(0, 9));
      expect(await answeredQuestions(b, projectId)).toEqual([...questions].sort());
      expect((await rowOf(b, runId)).claimed_by).toBeNull();
    } finally {
      await b?.close();
      await a.close();
      await db.drop();
    }
  }, 120_000);

  it('SIGKILL on a gateway process mid-run: another gateway takes the run over and every question is processed once', async () => {
    expect(existsSync(gatewayMain)).toBe(true);
    const db = await sharedDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-child-'));
    // Process A answers through an OpenAI-compatible server that never replies: it is busy mid-run when killed.
    const model = await new FakeChatServer().reply(() => 'hang').start();
    const a = spawnGateway({
      DATA_DIR: dataDir, ...db.env,
      OPENAI_API_KEY: 'local-test-key', OPENAI_BASE_URL: model.url, OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '600000',
    });
    let b: TestApp | undefined;
    try {
      const url = await listeningUrl(a);
      const { client, projectId, token } = await projectWithDocuments(url);
      const runId = (await startRun(client, projectId)).body.runId as number;
      await waitUntil(async () => model.requests.length > 0);
      b = await startTestApp({ ...db.env, WORKERS: '0' });
      const held = await rowOf(b, runId);
      expect(held).toEqual(expect.objectContaining({ status: 'running', claimed_by: expect.any(String) }));

      a.kill('SIGKILL');
      await new Promise((resolve) => (a.exitCode !== null ? resolve(null) : a.once('exit', resolve)));
      await b.close();
      const engineB = scriptedEngine();
      b = await startTestApp(db.env, { analysisEngine: engineB, analysisWorker: { pollMs: 200, heartbeatMs: 200, staleAfterSeconds: 1 } });
      const run = await waitForRun(new ApiClient(b.url, token), runId, undefined, 30_000);
      expect(run).toEqual(expect.objectContaining({ status: 'completed', processed: questions.length, failed: 0 }));
      // A recorded the first `held.processed` questions; B asked each of the others exactly once, in order.
      expect(engineB.calls).toEqual(questions.slice(held.processed));
      expect((await rowOf(b, runId)).claimed_by).toBeNull();
    } finally {
      if (a.exitCode === null) a.kill('SIGKILL');
      await b?.close();
      await model.close();
      rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
    }
  }, 120_000);

  it('a gateway shutting down stops answering ready, finishes requests in flight, hands its run back at once and ends streams with a retry hint', async () => {
    const db = await sharedDatabase();
    const engineA = gatedEngine(3, 100);
    const a = await startTestApp(db.env, { analysisEngine: engineA, analysisWorker: { pollMs: 200 } });
    let b: TestApp | undefined;
    try {
      const { client, projectId, token } = await projectWithDocuments(a.url);
      engineA.hold(projectId);
      const started = await startRun(client, projectId);
      const runId = started.body.runId as number;
      await waitForRun(client, runId, (run) => run.processed === 3);
      const stream = await fetch(`${a.url}/api/runs/${runId}/stream?token=${started.body.streamToken}`);
      const raw = readRaw(stream);
      // B keeps the default stale limit (30 s): only a hand-back lets it take the run before the test ends.
      const engineB = scriptedEngine();
      b = await startTestApp(db.env, { analysisEngine: engineB, analysisWorker: { pollMs: 200 } });

      // A request in flight when the shutdown begins: another project analysed within the request.
      const other = await projectWithDocuments(a.url);
      const slow = new ApiClient(a.url, other.token).post(`/api/projects/${other.projectId}/analyze-documents`, { testType: clausesTestType });
      await waitUntil(async () => (await rowCount(a, `select count(*) as n from "analysis_runs" where "project_id" = ${other.projectId}`)) === 1);
      const stopping = a.shutdown({ retryMs: 1500 });
      // From that moment the gateway is not ready: refused or 503, never ok.
      const probe = await fetch(`${a.url}/readyz`).then((r) => r.status, () => 'refused');
      expect([503, 'refused']).toContain(probe);
      const slowRes = await slow;
      expect(slowRes.status).toBe(200);
      expect(slowRes.body.answersFound).toBe(questions.length);
      await stopping;

      const text = await raw;
      // The run was handed back (queued again) before the stream ended with its reconnect hint.
      expect(text).toMatch(/"status":"queued"[\s\S]*retry: 1500/);
      expect(text).not.toContain('"type":"completed"');
      const run = await waitForRun(new ApiClient(b.url, token), runId, undefined, 20_000);
      expect(run).toEqual(expect.objectContaining({ status: 'completed', processed: questions.length, succeeded: questions.length }));
      expect(engineB.calls).toEqual(questions.slice(3));
      expect(await answeredQuestions(b, projectId)).toEqual([...questions].sort());
    } finally {
      await b?.close();
      await a.close();
      await db.drop();
    }
  }, 120_000);

  it('SIGTERM on a gateway process with an open SSE stream ends the stream with a retry hint and exits 0', async () => {
    expect(existsSync(gatewayMain)).toBe(true); // built by `npm run build -w gateway` (npm test builds first)
    const db = await sharedDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-child-'));
    // An API-only child: its run stays queued, so its stream stays open until the shutdown ends it.
    const child = spawnGateway({ DATA_DIR: dataDir, WORKERS: '0', ...db.env });
    try {
      const url = await listeningUrl(child);
      // The child's upload is extracted by a gateway with workers, gone before the run starts.
      const extractor = await startTestApp(db.env);
      const { client, projectId } = await projectWithDocuments(url).finally(() => extractor.close());
      const started = await startRun(client, projectId);
      expect(started.status).toBe(201);
      const stream = await fetch(`${url}/api/runs/${started.body.runId}/stream?token=${started.body.streamToken}`);
      expect(stream.status).toBe(200);
      const raw = readRaw(stream);
      await waitUntil(async () => (await raw.peek()).includes('"type":"status"'));

      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const text = await raw;
      expect(text).toContain('"status":"queued"');
      expect(text).toMatch(/retry: \d+/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
    }
  }, 90_000);
};

/**
 * An engine that answers like scriptedEngine (after delayMs) but, for the held project, stops at the question
 * after the first `holdAfter` ones and waits there until its run is aborted: a gateway busy mid-run.
 */
function gatedEngine(holdAfter: number, delayMs = 0) {
  const base = scriptedEngine({ delayMs });
  let held: number | undefined;
  const calls: string[] = [];
  const engine: AnalysisEngine & { calls: string[]; hold(projectId: number): void } = {
    name: 'offline',
    calls,
    hold: (projectId) => (held = projectId),
    async answer(em, projectId, question, signal) {
      if (projectId !== held) return base.answer(em, projectId, question, signal);
      calls.push(question.id);
      if (calls.length > holdAfter) {
        await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
      }
      return base.answer(em, projectId, question, signal);
    },
  };
  return engine;
}

/** The whole body of an SSE response as text (resolves when the server ends it); peek() shows what came so far. */
function readRaw(res: Response): Promise<string> & { peek(): Promise<string> } {
  let text = '';
  const decoder = new TextDecoder();
  const done = (async () => {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
    return text;
  })();
  return Object.assign(done, { peek: async () => text });
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function rowCount(app: TestApp, sql: string): Promise<number> {
  const [row] = await app.database.orm.em.fork().execute<{ n: string | number }[]>(sql);
  return Number(row!.n);
}

/** The URL a child gateway logs once it listens (pino JSON lines on stdout). */

if (usesPostgres) {
  describe('several gateways on one PostgreSQL database', severalGateways);
} else {
  describe('several gateways (PostgreSQL only)', () => {
    it('the embedded mode runs one process: the shared progress and job take-over need DATABASE_URL', async () => {
      const app = await startTestApp();
      try {
        // With PGlite progress stays in the process: nothing is announced to other processes.
        // (in-process feeds: the local one, or PGlite's own LISTEN; never PostgreSQL's across processes).
        for (const feed of [app.services.analysis.bus.feed, app.services.knowledge.progress.feed, app.services.documents.events.feed]) {
          expect(feed).not.toBeInstanceOf(PgChangeFeed);
          expect([LocalChangeFeed, EmbeddedChangeFeed].some((kind) => feed instanceof kind)).toBe(true);
        }
      } finally {
        await app.close();
      }
    });
  });
}
