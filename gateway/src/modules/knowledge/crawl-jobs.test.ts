import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import type { JobWorker } from '../../jobs/job-worker.js';
import { signUp } from '../../testing/factories.js';
import { gatewayMain, listeningUrl, spawnGateway } from '../../testing/gateway-process.js';
import { ApiClient } from '../../testing/http-client.js';
import { createPostgresDatabase, startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { waitUntil } from '../../testing/wait.js';
import { crawlTable } from './crawl-job.repository.js';
import { knowledgeStats } from './testing/knowledge-calls.js';
import { gate, htmlPage, startLocalSite } from './testing/local-site.js';

/**
 * Crawls as claimed jobs: one worker claims a queued crawl, a crawl whose worker stopped heart-beating is taken
 * over and finished without duplicate chunks, and (PostgreSQL, several gateways) an API-only gateway answers
 * the REST crawl that another gateway ran, its subscribers following the progress.
 */
const words = (topic: string, n = 60) => Array.from({ length: n }, (_, i) => `${topic} guidance sentence ${i}.`).join(' ');
const crawlEnv = { KNOWLEDGE_CRAWL_ALLOW_HOSTS: '127.0.0.1', KNOWLEDGE_CRAWL_DELAY_MS: '0' };
const fast = { pollMs: 200, heartbeatMs: 200 };
const crawlOf = (origin: string) => ({ url: `${origin}/`, maxPages: 10, maxDepth: 1 });

/**
 * A four-page site (one chunk each) whose /slow page answers only once the gate opens: a crawl of it indexes
 * the home page, /a and /b, then waits on /slow.
 */
async function siteWithSlowPage() {
  const slow = gate();
  const site = await startLocalSite({
    '/': htmlPage('Home', [['Welcome', words('welcome')]], ['/a', '/slow', '/b']),
    '/a': htmlPage('Page A', [['Alpha', words('alpha')]]),
    '/b': htmlPage('Page B', [['Beta', words('beta')]]),
    '/slow': async () => {
      await slow.opened;
      return htmlPage('Slow page', [['Slow', words('slow')]]);
    },
  });
  return { site, slow, fetchedOnce: () => ['/', '/a', '/b', '/slow'].every((p) => site.requested.filter((r) => r === p).length === 1) };
}

interface CrawlRow {
  id: number;
  status: string;
  claimed_by: string | null;
  attempts: number;
  chunks_created: number;
  pages_processed: number;
}

/** The newest crawl row, read straight from the table. */
async function latestCrawl(app: TestApp): Promise<CrawlRow | undefined> {
  const [row] = await app.database.orm.em
    .fork()
    .execute<CrawlRow[]>(`select "id", "status", "claimed_by", "attempts", "chunks_created", "pages_processed" from "knowledge_crawl_jobs" order by "id" desc limit 1`);
  return row;
}

async function chunksPerUrl(app: TestApp): Promise<Record<string, number>> {
  const rows = await app.database.orm.em.fork().execute<{ url: string; n: string | number }[]>(`select "url", count(*) as "n" from "knowledge_chunks" group by "url"`);
  return Object.fromEntries(rows.map((r) => [new URL(r.url).pathname, Number(r.n)]));
}

const startCrawlMutation = `mutation($input: KnowledgeCrawlInput!) { startKnowledgeCrawl(input: $input) { id status } }`;

describe('crawls as claimed jobs', () => {
  it('a queued crawl is claimed by exactly one of the workers competing for it', async () => {
    const { site, slow, fetchedOnce } = await siteWithSlowPage();
    const app = await startTestApp(crawlEnv, { crawlWorker: fast });
    const contenders: JobWorker[] = [];
    try {
      const { client: admin } = await signUp(new ApiClient(app.url));
      // The gateway's own worker steps aside: the crawl stays queued for the contenders below.
      await app.services.knowledge.stopWorker();
      const started = await admin.gql(startCrawlMutation, { input: crawlOf(site.origin) });
      const jobId = Number(started.body.data.startKnowledgeCrawl.id);
      expect(started.body.data.startKnowledgeCrawl.status).toBe('queued');

      // Eight claims at once (on PostgreSQL each on its own pooled connection): one gets the crawl.
      const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => crawlTable.claimNext(app.database.orm.em.fork(), `contender-${i}`)));
      const winners = claims.flatMap((id, i) => (id === undefined ? [] : [{ id, worker: `contender-${i}` }]));
      expect(winners).toEqual([{ id: jobId, worker: expect.any(String) }]);
      expect(await latestCrawl(app)).toMatchObject({ id: jobId, status: 'running', claimed_by: winners[0]!.worker, attempts: 1 });
      expect(await crawlTable.finish(app.database.orm.em.fork(), jobId, winners[0]!.worker, 'failed', 'ended by the test')).toBe(true);

      // Two running workers polling every 200 ms while a crawl takes a second: one runs it, once.
      for (let i = 0; i < 2; i++) contenders.push(app.services.knowledge.createWorker(app.database.orm, fast));
      await Promise.all(contenders.map((worker) => worker.start()));
      const answer = admin.post('/api/knowledge/crawl', crawlOf(site.origin));
      await waitUntil(async () => (await latestCrawl(app))?.chunks_created === 3);
      expect(contenders.map((w) => w.id)).toContain((await latestCrawl(app))!.claimed_by);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      slow.open();
      const res = await answer;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ pagesProcessed: 4, chunksCreated: 4 });
      expect(await latestCrawl(app)).toMatchObject({ status: 'completed', attempts: 1, claimed_by: null });
      expect(fetchedOnce()).toBe(true);
    } finally {
      await Promise.all(contenders.map((worker) => worker.stop()));
      await app.close();
      await site.close();
    }
  }, 120_000);

  it('a crawl whose worker stops heart-beating is taken over, re-crawled from the start and completed without duplicate chunks; the waiting REST call answers', async () => {
    const { site, slow } = await siteWithSlowPage();
    const app = await startTestApp(crawlEnv, { crawlWorker: fast });
    let successor: JobWorker | undefined;
    try {
      const { client: admin } = await signUp(new ApiClient(app.url));
      const holder = app.services.knowledge.workerId;
      expect(holder).toEqual(expect.any(String));
      const answer = admin.post('/api/knowledge/crawl', crawlOf(site.origin));
      // The holder has indexed three pages and waits on /slow.
      await waitUntil(async () => (await latestCrawl(app))?.chunks_created === 3);
      const jobId = (await latestCrawl(app))!.id;

      // The crash: the worker drops the crawl without handing it back and stops heart-beating.
      await app.services.knowledge.stopWorker({ handBack: false });
      expect(await latestCrawl(app)).toMatchObject({ status: 'running', claimed_by: holder, attempts: 1 });
      slow.open();
      // Another worker finds the heartbeat stale (1 s here, 30 s by default) and takes the crawl over.
      successor = app.services.knowledge.createWorker(app.database.orm, { ...fast, staleAfterSeconds: 1 });
      await successor.start();

      const res = await answer;
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ pagesProcessed: 4, chunksCreated: 4, jobId });
      expect(await latestCrawl(app)).toMatchObject({ status: 'completed', claimed_by: null, attempts: 2, chunks_created: 4, pages_processed: 4 });
      // Re-crawled from the start (the home page and /a fetched twice), yet every page's chunk is stored once.
      expect(site.requested.filter((p) => p === '/a')).toHaveLength(2);
      expect(await chunksPerUrl(app)).toEqual({ '/': 1, '/a': 1, '/b': 1, '/slow': 1 });
      expect(await knowledgeStats(admin)).toMatchObject({ totalChunks: 4, uniqueUrls: 4 });
    } finally {
      await successor?.stop();
      await app.close();
      await site.close();
    }
  }, 120_000);

  it('a stopping worker hands its crawl back to the queue, and another worker resumes it at once', async () => {
    const { site, slow } = await siteWithSlowPage();
    const app = await startTestApp(crawlEnv, { crawlWorker: fast });
    let successor: JobWorker | undefined;
    try {
      const { client: admin } = await signUp(new ApiClient(app.url));
      const answer = admin.post('/api/knowledge/crawl', crawlOf(site.origin));
      await waitUntil(async () => (await latestCrawl(app))?.chunks_created === 3);
      // The graceful stop (SIGTERM): the crawl is queued again, its owner cleared; a hand-back is no interruption.
      await app.services.knowledge.stopWorker();
      expect(await latestCrawl(app)).toMatchObject({ status: 'queued', claimed_by: null, attempts: 0, chunks_created: 3 });
      slow.open();
      // The default stale limit (30 s) is far off: only the hand-back lets the successor take the crawl now.
      successor = app.services.knowledge.createWorker(app.database.orm, { ...fast, recoverAllAtStart: false });
      await successor.start();
      expect((await answer).body).toMatchObject({ pagesProcessed: 4, chunksCreated: 4 });
      expect(await latestCrawl(app)).toMatchObject({ status: 'completed', attempts: 1, claimed_by: null });
    } finally {
      await successor?.stop();
      await app.close();
      await site.close();
    }
  }, 120_000);

  it('a crawl interrupted too often fails with a message instead of being resumed again', async () => {
    const app = await startTestApp(crawlEnv, { crawlWorker: fast });
    try {
      const { client: admin } = await signUp(new ApiClient(app.url));
      await app.services.knowledge.stopWorker();
      // Three workers each claimed it and died (attempts 3), the last one's heartbeat long stale.
      const [{ id: jobId }] = await app.database.orm.em.fork().execute<{ id: number }[]>(
        `insert into "knowledge_crawl_jobs" ("url", "max_pages", "max_depth", "status", "claimed_by", "attempts", "heartbeat_at", "created_at")
         values ('http://127.0.0.1/', 5, 1, 'running', 'dead', 3, now() - interval '1 hour', now()) returning "id"`,
      ) as [{ id: number }];
      const worker = app.services.knowledge.createWorker(app.database.orm, fast);
      await worker.start();
      await worker.stop();
      const job = await admin.gql(`{ knowledgeCrawl(id: "${jobId}") { status error } }`);
      expect(job.body.data.knowledgeCrawl).toEqual({ status: 'failed', error: expect.stringMatching(/^Interrupted: the server stopped during the crawl 3 times/) });
    } finally {
      await app.close();
    }
  }, 60_000);
});

/** One database and one signing secret for every gateway of a test (tokens issued by one work on the others). */
async function sharedDatabase() {
  const database = await createPostgresDatabase();
  return { env: { ...crawlEnv, DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') }, drop: () => database.drop() };
}

const severalGateways = () => {
  it('two gateways with workers: the crawl queued through A is claimed and run by exactly one of them', async () => {
    const db = await sharedDatabase();
    const { site, slow, fetchedOnce } = await siteWithSlowPage();
    const a = await startTestApp(db.env, { crawlWorker: fast });
    const b = await startTestApp(db.env, { crawlWorker: fast });
    try {
      const { client: admin } = await signUp(new ApiClient(a.url));
      const answer = admin.post('/api/knowledge/crawl', crawlOf(site.origin));
      await waitUntil(async () => (await latestCrawl(a))?.chunks_created === 3);
      expect([a.services.knowledge.workerId, b.services.knowledge.workerId]).toContain((await latestCrawl(b))!.claimed_by);
      // Both poll every 200 ms meanwhile; neither claims the crawl a second time.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      slow.open();
      expect((await answer).body).toMatchObject({ pagesProcessed: 4, chunksCreated: 4 });
      expect(await latestCrawl(b)).toMatchObject({ status: 'completed', attempts: 1 });
      expect(fetchedOnce()).toBe(true);
    } finally {
      await b.close();
      await a.close();
      await site.close();
      await db.drop();
    }
  }, 120_000);

  it('an API-only gateway (WORKERS=0) runs no crawl, yet answers POST /api/knowledge/crawl once another gateway ran it, its subscribers seeing the progress', async () => {
    const db = await sharedDatabase();
    const { site, slow } = await siteWithSlowPage();
    const a = await startTestApp(db.env, { crawlWorker: fast });
    const b = await startTestApp({ ...db.env, WORKERS: '0' });
    try {
      expect(b.services.knowledge.workerId).toBeUndefined();
      const { client: admin, token } = await signUp(new ApiClient(b.url));
      const answer = admin.post('/api/knowledge/crawl', crawlOf(site.origin));
      await waitUntil(async () => (await latestCrawl(b))?.chunks_created === 3);
      const running = (await latestCrawl(b))!;
      expect(running).toMatchObject({ status: 'running', claimed_by: a.services.knowledge.workerId });

      // A graphql-ws subscriber on B follows the crawl A runs: its state now, then every change to the end.
      const socket = createClient({ url: `${b.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
      const updates: { status: string; chunksCreated: number; pagesProcessed: number }[] = [];
      const followed = new Promise<void>((resolve, reject) =>
        socket.subscribe<{ knowledgeCrawlProgress: (typeof updates)[number] }>(
          { query: `subscription { knowledgeCrawlProgress(jobId: "${running.id}") { status chunksCreated pagesProcessed } }` },
          { next: (m) => updates.push(m.data!.knowledgeCrawlProgress), error: reject, complete: resolve },
        ),
      );
      await waitUntil(async () => updates.length > 0);
      slow.open();
      const res = await answer;
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ pagesProcessed: 4, chunksCreated: 4, jobId: running.id });
      await followed;
      await socket.dispose();
      expect(updates[0]).toEqual({ status: 'running', chunksCreated: 3, pagesProcessed: 3 });
      expect(updates.at(-1)).toEqual({ status: 'completed', chunksCreated: 4, pagesProcessed: 4 });
      expect(site.requested.filter((p) => p === '/')).toHaveLength(1);
    } finally {
      await b.close();
      await a.close();
      await site.close();
      await db.drop();
    }
  }, 120_000);

  it('SIGKILL on the gateway process running a crawl: another gateway takes it over and completes it without duplicate chunks', async () => {
    expect(existsSync(gatewayMain)).toBe(true); // built by `npm run build -w gateway` (npm test builds first)
    const db = await sharedDatabase();
    const { site, slow } = await siteWithSlowPage();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-child-'));
    const child = spawnGateway({ DATA_DIR: dataDir, ...db.env });
    let b: TestApp | undefined;
    try {
      const url = await listeningUrl(child);
      const { client: admin, token } = await signUp(new ApiClient(url));
      const started = await admin.gql(startCrawlMutation, { input: crawlOf(site.origin) });
      const jobId = Number(started.body.data.startKnowledgeCrawl.id);
      // B serves the API only until the kill, so the child holds the crawl.
      b = await startTestApp({ ...db.env, WORKERS: '0' });
      const observer = b;
      await waitUntil(async () => (await latestCrawl(observer))?.chunks_created === 3, 60_000);
      expect(await latestCrawl(b)).toMatchObject({ id: jobId, status: 'running', attempts: 1, claimed_by: expect.any(String) });

      child.kill('SIGKILL');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await b.close();
      slow.open();
      b = await startTestApp(db.env, { crawlWorker: { ...fast, staleAfterSeconds: 1 } });
      const successor = b;
      await waitUntil(async () => (await latestCrawl(successor))?.status === 'completed', 60_000);
      expect(await latestCrawl(b)).toMatchObject({ status: 'completed', attempts: 2, claimed_by: null, chunks_created: 4, pages_processed: 4 });
      expect(await chunksPerUrl(b)).toEqual({ '/': 1, '/a': 1, '/b': 1, '/slow': 1 });
      expect(await knowledgeStats(new ApiClient(b.url, token))).toMatchObject({ totalChunks: 4 });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await b?.close();
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
    }
  }, 180_000);
};

if (usesPostgres) describe('crawls across several gateways on one PostgreSQL database', severalGateways);
