import { createClient } from 'graphql-ws';
import { pino } from 'pino';
import { WebSocket } from 'ws';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { knowledgeStats } from './testing/knowledge-calls.js';
import { htmlPage, startLocalSite } from './testing/local-site.js';

const words = (topic: string, n = 60) => Array.from({ length: n }, (_, i) => `${topic} guidance sentence ${i}.`).join(' ');

let app: TestApp;
/** The gateway's error log: a failed crawl says why only there (the job row keeps a generic message). */
const errorsLogged: string[] = [];
const crawlOutcome = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body, errorsLogged });
/** Matches `expected`, and prints the whole outcome when it does not (its body and the errors logged say why). */
const expectOutcome = (outcome: object, expected: object) => expect(outcome).toEqual(expect.objectContaining(expected));
let admin: ApiClient;
let site: Awaited<ReturnType<typeof startLocalSite>>;

beforeAll(async () => {
  site = await startLocalSite({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
    '/': htmlPage('Home', [['Welcome', words('welcome')]], ['/a', '/b', '/private/secret', '/a#top', '/a?utm_source=x', 'http://other.example/x']),
    '/a': htmlPage('Page A', [['Alpha', words('alpha')]], ['/', '/c', '/big', '/to-private']),
    '/b': htmlPage('Page B', [['Beta', words('beta')]], ['/a', '/b']),
    '/c': htmlPage('Page C', [['Gamma', words('gamma')]], ['/d']),
    '/d': htmlPage('Page D', [['Delta', words('delta')]]),
    '/private/secret': htmlPage('Secret', [['Secret', words('secret')]]),
    '/big': { body: `<html><body><p>${'x'.repeat(5 * 1024 * 1024 + 10)}</p></body></html>` },
    '/to-private': { status: 302, body: '', headers: { location: 'http://10.0.0.1/admin' } },
  });
  const logger = pino({ level: 'error' }, { write: (line: string) => void errorsLogged.push(line) });
  app = await startTestApp({ KNOWLEDGE_CRAWL_ALLOW_HOSTS: '127.0.0.1', KNOWLEDGE_CRAWL_DELAY_MS: '0' }, { logger });
  admin = (await signUp(new ApiClient(app.url))).client;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await site?.close();
});

test('crawls the site breadth-first within depth, honouring robots.txt, skipping oversized pages and private redirects', async () => {
  const res = await admin.post('/api/knowledge/crawl', { url: `${site.origin}/`, maxPages: 20, maxDepth: 2 });
  expectOutcome(crawlOutcome(res), { status: 200 });
  // Home, A, B, C (depth 2); D is depth 3; /big and /to-private are skipped.
  expect(res.body).toMatchObject({ pagesProcessed: 4 });
  expect(res.body.chunksCreated).toBe(4);
  expect(await knowledgeStats(admin)).toMatchObject({ totalChunks: 4, uniqueUrls: 4 });
  expect(site.requested).not.toContain('/private/secret');
  expect(site.requested).not.toContain('/d');
  // The loop of links (/ -> /a -> / and /b -> /b) and URL variants (#top, utm_source) fetch each page once.
  expect(site.requested.filter((p) => p === '/a')).toHaveLength(1);
  expect(site.requested.filter((p) => p.startsWith('/a?'))).toHaveLength(0);
  const job = await admin.gql(`{ knowledgeCrawl(id: "${res.body.jobId}") { status pagesFetched pagesSkipped skipped { url reason } } }`);
  const skipped = job.body.data.knowledgeCrawl.skipped as { url: string; reason: string }[];
  expect(job.body.data.knowledgeCrawl.status).toBe('completed');
  expect(skipped).toEqual(
    expect.arrayContaining([
      { url: `${site.origin}/private/secret`, reason: 'disallowed by robots.txt' },
      { url: `${site.origin}/big`, reason: 'larger than 5 MB' },
      { url: `${site.origin}/to-private`, reason: expect.stringMatching(/^blocked: address 10\.0\.0\.1 is not public \(private\)/) },
    ]),
  );
  const hit = await admin.post('/api/knowledge/search', { query: 'gamma guidance', limit: 3 });
  expect(hit.body.chunks[0]).toMatchObject({ title: 'Page C', section: 'Gamma', url: `${site.origin}/c` });
  // Navigation and footer text are not indexed.
  const chrome = await admin.post('/api/knowledge/search', { query: 'Copyright footer boilerplate navigation menu', limit: 10 });
  expect(chrome.body.chunks.every((c: { content: string }) => !/footer boilerplate|navigation menu/.test(c.content))).toBe(true);
}, 120_000);

test('the page limit stops the crawl; a re-crawl stores no duplicate chunks', async () => {
  const before = await knowledgeStats(admin);
  const res = await admin.post('/api/knowledge/crawl', { url: `${site.origin}/`, maxPages: 2, maxDepth: 5 });
  expectOutcome(crawlOutcome(res), { status: 200 });
  expect(res.body.pagesProcessed).toBeLessThanOrEqual(2);
  expect(res.body.chunksCreated).toBe(0);
  expect((await knowledgeStats(admin)).totalChunks).toBe(before.totalChunks);
}, 60_000);

test('validation and SSRF refusals of the start URL answer 400 and start no job', async () => {
  expect((await admin.post('/api/knowledge/crawl', { url: '' })).body.message).toBe('Please enter a valid URL to crawl.');
  expect((await admin.post('/api/knowledge/crawl', { url: 'not a url' })).body.message).toBe('Please enter a valid URL to crawl.');
  expect((await admin.post('/api/knowledge/crawl', { url: `${site.origin}/`, maxPages: 101 })).status).toBe(400);
  expect((await admin.post('/api/knowledge/crawl', { url: `${site.origin}/`, maxDepth: 0 })).status).toBe(400);
  for (const url of ['http://169.254.169.254/', 'http://0x7f.0.0.2:8080/', 'http://[::1]/', 'file:///etc/passwd']) {
    const res = await admin.post('/api/knowledge/crawl', { url });
    expect(res.status).toBe(400);
  }
});

test('GraphQL: startKnowledgeCrawl and the knowledgeCrawlProgress subscription report live progress to the end', async () => {
  const token = (admin as unknown as { token: string }).token;
  const started = await admin.gql(`mutation($input: KnowledgeCrawlInput!) { startKnowledgeCrawl(input: $input) { id status } }`, {
    input: { url: `${site.origin}/b`, maxPages: 3, maxDepth: 1 },
  });
  expect(started.body.errors?.[0]?.message).toBeUndefined();
  const jobId = started.body.data.startKnowledgeCrawl.id;
  const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
  const updates: { status: string; pagesFetched: number }[] = [];
  await new Promise<void>((resolve, reject) =>
    client.subscribe<{ knowledgeCrawlProgress: { status: string; pagesFetched: number } }>(
      { query: `subscription { knowledgeCrawlProgress(jobId: "${jobId}") { status pagesFetched pagesProcessed } }` },
      { next: (m) => updates.push(m.data!.knowledgeCrawlProgress), error: reject, complete: resolve },
    ),
  );
  await client.dispose();
  expectOutcome({ status: updates.at(-1)!.status, errorsLogged }, { status: 'completed' });
  expect(updates.at(-1)!.pagesFetched).toBeGreaterThan(0);

  // A member may not follow crawls.
  const member = (await signUp(new ApiClient(app.url))).client as unknown as { token: string };
  const memberClient = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${member.token}` } });
  // Refused before any update: one result carrying the error (its code kept by the formatter), then the end.
  const results: unknown[] = [];
  await new Promise<void>((resolve, reject) =>
    memberClient.subscribe(
      { query: `subscription { knowledgeCrawlProgress(jobId: "${jobId}") { status } }` },
      { next: (result) => results.push(result), error: reject, complete: resolve },
    ),
  );
  await memberClient.dispose();
  expect(results).toEqual([{ errors: [expect.objectContaining({ message: expect.stringMatching(/Only an administrator/), extensions: { code: 'FORBIDDEN' } })] }]);
}, 60_000);
