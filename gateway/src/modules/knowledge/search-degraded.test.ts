import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { signUp } from '../../testing/factories.js';
import { gapProject } from '../../testing/gap-fixtures.js';
import { ApiClient } from '../../testing/http-client.js';
import { createPostgresDatabase, startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { testTypes } from '../questions/bank/index.js';
import type { KnowledgeIndex } from './search/knowledge-index.js';
import { SqlKnowledgeIndex } from './search/sql-index.repository.js';
import { uploadKnowledge } from './testing/knowledge-calls.js';

/**
 * A failing search is never swallowed silently: it is logged, and administrators see "search degraded" with the
 * engine's message in the knowledge statistics until a search succeeds again. Others see nothing of it.
 */
let app: TestApp;
let admin: ApiClient;
let member: ApiClient;
let refusing = true;
/** The gateway's warning and error log lines, as JSON. */
const logged: Record<string, unknown>[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });

/** The product's own index, whose searches the engine refuses while `refusing` (as a cluster lacking a privilege). */
const index: KnowledgeIndex = Object.assign(Object.create(new SqlKnowledgeIndex(usesPostgres ? 'postgres' : 'pglite')) as KnowledgeIndex, {
  async search(...args: Parameters<KnowledgeIndex['search']>) {
    if (refusing) throw new Error('Elasticsearch failed search on index "knowledge_chunks" (403: the user or API key lacks a privilege on this index)');
    return SqlKnowledgeIndex.prototype.search.apply(Object.getPrototypeOf(index), args);
  },
});

beforeAll(async () => {
  app = await startTestApp({}, { knowledge: { index }, logger });
  const api = new ApiClient(app.url);
  admin = (await signUp(api)).client; // the first account: administrator
  member = (await signUp(api)).client;
}, 60_000);
afterAll(() => app?.close());

const degradedQuery = '{ knowledgeStats { totalChunks searchDegraded { at message } } }';

test('a refused search fails visibly, shows as degraded to administrators only, and clears after a search that works', async () => {
  const before = await admin.gql(degradedQuery);
  expect(before.body.data.knowledgeStats.searchDegraded).toBeNull();

  const failed = await member.post('/api/knowledge/search', { query: 'backup restore tests' });
  expect(failed.status).toBe(500);

  const seen = await admin.gql(degradedQuery);
  expect(seen.body.data.knowledgeStats.searchDegraded).toEqual({ at: expect.any(String), message: expect.stringContaining('403: the user or API key lacks a privilege') });
  expect((await admin.get('/api/knowledge/stats')).body.searchDegraded).toMatchObject({ message: expect.stringContaining('knowledge_chunks') });
  // A member sees the figures, not the engine's errors.
  expect((await member.gql(degradedQuery)).body.data.knowledgeStats).toEqual({ totalChunks: 0, searchDegraded: null });
  expect((await member.get('/api/knowledge/stats')).body.searchDegraded).toBeNull();

  // Each failure is logged with the request that asked: REST and GraphQL alike.
  const viaRest = await member.post('/api/knowledge/search', { query: 'backup' }, { 'x-request-id': 'req-rest-1' });
  expect(viaRest.status).toBe(500);
  const viaGraphql = await member.gql('{ searchKnowledge(query: "backup") { id } }', undefined, { 'x-request-id': 'req-gql-1' });
  expect(viaGraphql.body.errors).toHaveLength(1);
  const failures = logged.filter((l) => l.msg === 'Knowledge-base search failed');
  expect(failures.map((l) => l.requestId)).toEqual(expect.arrayContaining(['req-rest-1', 'req-gql-1']));
  expect(failures.every((l) => typeof l.requestId === 'string' && String(l.err).includes('403'))).toBe(true);

  refusing = false;
  expect((await member.post('/api/knowledge/search', { query: 'backup restore tests' })).status).toBe(200);
  expect((await admin.gql(degradedQuery)).body.data.knowledgeStats.searchDegraded).toBeNull();
});

test("a gap assessment whose knowledge lookup fails still completes, citing nothing, and the failure names the assessment's request", async () => {
  // Something to search (an empty knowledge base is not searched), then the engine refuses again.
  refusing = false;
  expect((await uploadKnowledge(admin, [{ name: 'backup.md', content: '# Backup\n\nRestore tests of every backup are run each quarter and recorded.' }])).status).toBe(200);
  refusing = true;
  const project = await gapProject(app, new ApiClient(app.url), testTypes.clauses);
  await project.answerAll();
  await project.grant(1);
  const ran = await project.client.post(`/api/projects/${project.projectId}/gap-assessment`, undefined, { 'x-request-id': 'req-gap-1' });
  expect(ran.status).toBe(201);
  const findings = (await project.client.get<{ sources: unknown[] }[]>(`/api/projects/${project.projectId}/gap-findings`)).body;
  expect(findings.length).toBeGreaterThan(0);
  expect(findings.every((f) => f.sources.length === 0)).toBe(true);
  expect(logged.filter((l) => l.msg === 'Knowledge-base search failed').map((l) => l.requestId)).toContain('req-gap-1');
  refusing = false;
}, 60_000);

if (usesPostgres) {
  test('on several gateways: a failure seen by one shows on the other, and a search that works on either clears it', async () => {
    const database = await createPostgresDatabase();
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
    const refusingGateway = await startTestApp(env, { knowledge: { index }, logger });
    const workingGateway = await startTestApp(env);
    try {
      const { token } = await signUp(new ApiClient(refusingGateway.url)); // the first account: administrator
      const viaRefusing = new ApiClient(refusingGateway.url, token);
      const viaWorking = new ApiClient(workingGateway.url, token);
      const degraded = async (client: ApiClient) => (await client.get('/api/knowledge/stats')).body.searchDegraded as { message: string } | null;
      refusing = true;
      expect((await viaRefusing.post('/api/knowledge/search', { query: 'backup' }, { 'x-request-id': 'req-multi-1' })).status).toBe(500);
      // Refused by the engine, and stored by the gateway that saw it (a failure to store it is logged: it shows here).
      expect(logged.filter((l) => l.msg === 'Knowledge-base search failed').map((l) => l.requestId)).toContain('req-multi-1');
      expect(logged.filter((l) => l.msg === 'Search failure not stored')).toEqual([]);
      expect(await degraded(viaWorking)).toMatchObject({ message: expect.stringContaining('403: the user or API key lacks a privilege') });
      expect((await viaWorking.post('/api/knowledge/search', { query: 'backup' })).status).toBe(200);
      expect(await degraded(viaRefusing)).toBeNull();
      expect(await degraded(viaWorking)).toBeNull();
    } finally {
      refusing = false;
      await refusingGateway.close();
      await workingGateway.close();
      await database.drop();
    }
  }, 60_000);
}
