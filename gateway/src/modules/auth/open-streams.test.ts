import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import type { ChangeFeed } from '../../db/change-feed.js';
import { createLogger } from '../../lib/logger.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { projectWithDocuments, scriptedEngine, startRun } from '../analysis/testing/analysis-test-kit.js';
import { readSse } from '../analysis/testing/sse-reader.js';
import { Credentials, credentialTopic, type Credential } from './credentials.js';

/** Open streams (server-sent events, graphql-ws) end when the credential they were opened with is revoked. */
describe('open streams and revocation', () => {
  let app: TestApp;
  const sockets: Client[] = [];
  beforeAll(async () => {
    // 30 clause questions at 300 ms each: a run streams for about 9 s, long enough to revoke mid-way.
    app = await startTestApp({}, { analysisEngine: scriptedEngine({ delayMs: 300 }), analysisWorker: { pollMs: 100, heartbeatMs: 200, streamHeartbeatMs: 300 } });
  }, 120_000);
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.dispose()));
  });
  afterAll(() => app.close());

  const login = async (username: string, password: string) => {
    const res = await new ApiClient(app.url).post<{ token: string }>('/api/auth/login', { username, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return res.body.token;
  };

  /** An open graphql-ws connection (kept open between operations) and the close code it ends with. */
  const openSocket = async (bearer: string) => {
    let closed!: (code: number) => void;
    const closedWith = new Promise<number>((resolve) => (closed = resolve));
    const client = createClient({
      url: app.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${bearer}` },
      retryAttempts: 0,
      lazy: false,
      // The closing is what the tests wait for; graphql-ws would also log it.
      onNonLazyError: () => undefined,
      on: { closed: (event) => closed((event as { code: number }).code) },
    });
    sockets.push(client);
    const me = await new Promise<unknown>((resolve, reject) => {
      let value: unknown;
      client.subscribe({ query: '{ me { id } }' }, { next: (v) => (value = v), error: reject, complete: () => resolve(value) });
    });
    expect(me).toEqual({ data: { me: { id: expect.any(String) } } });
    return { client, closedWith };
  };

  const stillOpen = (closedWith: Promise<number>, ms = 300) => Promise.race([closedWith.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), ms))]);

  it('signing out ends the run stream at once; its stream token is refused afterwards (401)', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    const started = await startRun(client, projectId);
    expect(started.status).toBe(201);
    const url = `${app.url}/api/runs/${started.body.runId}/stream?token=${started.body.streamToken}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    let signedOutAt = 0;
    const { events } = await readSse(res, () => {
      if (signedOutAt) return;
      signedOutAt = Date.now();
      void client.post('/api/auth/sign-out');
    });
    // Ended well before the run (about 9 s): no terminal message reached the signed-out browser.
    expect(Date.now() - signedOutAt).toBeLessThan(2000);
    expect(events.map((e) => e.type)).not.toContain('completed');
    const reconnect = await fetch(url);
    expect(reconnect.status).toBe(401);
    await reconnect.body?.cancel();
    expect((await client.post(`/api/runs/${started.body.runId}/stream-token`)).status).toBe(401);
  }, 30_000);

  it('a stream token outlives no sign-out: one issued before signing out everywhere is refused (401)', async () => {
    const { client, projectId, token } = await projectWithDocuments(app.url);
    const started = await startRun(client, projectId);
    await client.post('/api/auth/sign-out-everywhere');
    const res = await fetch(`${app.url}/api/runs/${started.body.runId}/stream?token=${started.body.streamToken}`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
    expect((await new ApiClient(app.url, token).get('/api/user')).status).toBe(401);
  }, 30_000);

  it('signing out closes that session\'s sockets (4403); the same user\'s other session and other users stay connected', async () => {
    const { client, token, user } = await signUp(new ApiClient(app.url));
    const otherSession = await login(user.username, user.password);
    const stranger = (await signUp(new ApiClient(app.url))).token;
    const mine = await openSocket(token);
    const mySecond = await openSocket(otherSession);
    const theirs = await openSocket(stranger);
    await client.post('/api/auth/sign-out');
    expect(await mine.closedWith).toBe(4403);
    expect(await stillOpen(mySecond.closedWith)).toBe(true);
    expect(await stillOpen(theirs.closedWith)).toBe(true);
  }, 30_000);

  it('signing out everywhere closes every socket of the user (4403), running subscriptions included', async () => {
    const { client, projectId, token } = await projectWithDocuments(app.url);
    const started = await startRun(client, projectId);
    const first = await openSocket(token);
    const second = await openSocket(token);
    const progress: string[] = [];
    const subscription = new Promise<string>((resolve) => {
      first.client.subscribe(
        { query: 'subscription ($runId: ID!) { runProgress(runId: $runId) { type } }', variables: { runId: String(started.body.runId) } },
        { next: (r) => progress.push((r.data as { runProgress: { type: string } }).runProgress.type), error: () => resolve('error'), complete: () => resolve('complete') },
      );
    });
    await waitUntil(() => progress.length > 0);
    await client.post('/api/auth/sign-out-everywhere');
    expect(await first.closedWith).toBe(4403);
    expect(await second.closedWith).toBe(4403);
    expect(await subscription).toBe('error');
    expect(progress).not.toContain('completed');
    // The run itself goes on: signing out stops watching it, not the work.
    const [run] = await app.database.orm.em.fork().execute<{ status: string; cancel_requested: boolean }[]>('select status, cancel_requested from analysis_runs where id = ?', [started.body.runId]);
    expect(run).toMatchObject({ status: expect.stringMatching(/^(queued|running|completed)$/), cancel_requested: false });
  }, 40_000);
});

async function waitUntil(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Credentials (watching without a database round trip decided by the test)', () => {
  /** A change feed whose notices the test sends, as another gateway would. */
  class FakeFeed implements ChangeFeed {
    readonly listeners: ((id: number, detail: string | undefined) => void)[] = [];
    readonly sent: [string, number][] = [];
    notify(topic: string, id: number): void {
      this.sent.push([topic, id]);
    }
    subscribe(topic: string, listener: (id: number, detail: string | undefined) => void): () => void {
      if (topic === credentialTopic) this.listeners.push(listener);
      return () => undefined;
    }
    onResync(): () => void {
      return () => undefined;
    }
    async close(): Promise<void> {}
  }
  const logger = createLogger('silent');
  const session = (userId: number, expiresInMs = 3_600_000): Credential => ({ kind: 'session', userId, tokenVersion: 0, jti: 'j', expiresAt: new Date(Date.now() + expiresInMs) });

  it('ends a stream when its credential expires, and stops its timers once nothing is watched', async () => {
    const credentials = new Credentials(new FakeFeed(), logger);
    let ended = 0;
    credentials.watch(session(1, 150), () => ({}) as never, () => (ended += 1));
    expect(credentials.watching).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ended).toBe(1);
    expect(credentials.watching).toBe(0);
  });

  it('re-checks a user\'s streams when another process announces a revocation, and ends only the dead ones', async () => {
    const feed = new FakeFeed();
    const live = new Set(['alive']);
    const credentials = new Credentials(feed, logger);
    credentials.isLive = async (_em, c) => live.has((c as { jti: string }).jti);
    const ended: string[] = [];
    const watch = (userId: number, jti: string) => credentials.watch({ ...session(userId), jti } as Credential, () => ({}) as never, () => ended.push(jti));
    watch(1, 'alive');
    watch(1, 'revoked');
    const stop = watch(2, 'revoked-too');
    stop(); // closed by its client before the notice: not ended again
    feed.listeners.forEach((l) => l(1, undefined));
    await waitUntil(() => ended.length > 0);
    expect(ended).toEqual(['revoked']);
    expect(credentials.watching).toBe(1);
  });

  it('announces its own revocations to the other processes', () => {
    const feed = new FakeFeed();
    new Credentials(feed, logger).revoked(7);
    expect(feed.sent).toEqual([[credentialTopic, 7]]);
  });

  it('keeps a stream when the check itself fails (a database hiccup), until a check says otherwise', async () => {
    const feed = new FakeFeed();
    const credentials = new Credentials(feed, logger);
    let calls = 0;
    credentials.isLive = async () => {
      calls += 1;
      throw new Error('connection lost');
    };
    let ended = false;
    credentials.watch(session(3), () => ({}) as never, () => (ended = true));
    feed.listeners.forEach((l) => l(3, undefined));
    await waitUntil(() => calls > 0);
    expect(ended).toBe(false);
    expect(credentials.watching).toBe(1);
  });
});
