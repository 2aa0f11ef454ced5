import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { Em } from '../../db/orm.js';
import { putTestType } from '../../testing/assessment-calls.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, usesPostgres, type TestApp } from '../../testing/test-app.js';
import { clauseQuestions, testTypes } from './bank/index.js';
import { defaultQuestionBank, type QuestionBankSource } from './question-bank.js';
import { QuestionBankLoader } from './question-bank.loader.js';

const logger = pino({ level: 'silent' });
const [c1, c2, c3] = clauseQuestions as [(typeof clauseQuestions)[number], (typeof clauseQuestions)[number], (typeof clauseQuestions)[number]];

/**
 * A database that outlives one app: a data directory (PGlite) or a database on TEST_DATABASE_URL's
 * server, passed to startTestApp as environment so two apps in a row open the same data.
 */
async function persistentStore(): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  if (!usesPostgres) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-bank-'));
    return { env: { ...env, DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `gap_bank_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { env: { ...env, DATABASE_URL: url.toString() }, remove: () => admin(`drop database if exists ${name} with (force)`) };
}

const count = async (em: Em, sql: string) => (await em.execute<{ n: number }[]>(sql))[0]!.n;
const questionsPath = (testType: string) => `/api/questions/${encodeURIComponent(testType)}`;

test('restarting on the same data loads nothing again: no duplicate rows, answers intact', async () => {
  const store = await persistentStore();
  let app: TestApp | undefined = await startTestApp(store.env);
  try {
    const { client, token } = await signUp(new ApiClient(app.url));
    const { id } = (await client.post('/api/projects', { name: 'Survives restarts' })).body;
    await putTestType(client, id, { testType: testTypes.clauses });
    await client.post(`/api/projects/${id}/assessment-answers`, { questionId: c1.id, answer: 'Kept' });
    const before = (await client.get(`/api/projects/${id}/assessment-answers`)).body;
    await app.close();

    app = await startTestApp(store.env);
    const em = app.database.orm.em.fork();
    expect(await count(em, 'select count(*)::int as n from questions')).toBe(defaultQuestionBank.questions.length);
    expect(await new QuestionBankLoader(logger).load(em, defaultQuestionBank)).toBe('unchanged');
    expect((await new ApiClient(app.url).withToken(token).get(`/api/projects/${id}/assessment-answers`)).body).toEqual(before);
  } finally {
    await app?.close();
    await store.remove();
  }
});

describe('a changed bank', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  test('retires a dropped question but keeps its answers; updates changed text; restores on reload', async () => {
    const api = new ApiClient(app.url);
    const { client } = await signUp(api);
    const { id } = (await client.post('/api/projects', { name: 'Bank changes' })).body;
    await putTestType(client, id, { testType: testTypes.clauses });
    await client.post(`/api/projects/${id}/assessment-answers`, { questionId: c2.id, answer: 'Answer to a question about to be dropped' });

    const dropped = (qs: readonly (typeof c1)[]) => qs.filter((q) => q.id !== c2.id).map((q) => (q.id === c3.id ? { ...q, text: `${q.text} (reworded)` } : q));
    const variant: QuestionBankSource = {
      version: 'test-variant',
      questions: dropped(defaultQuestionBank.questions),
      testTypes: Object.fromEntries(Object.entries(defaultQuestionBank.testTypes).map(([name, qs]) => [name, dropped(qs)])),
    };
    const loader = new QuestionBankLoader(logger);
    expect(await loader.load(app.database.orm.em.fork(), variant)).toBe('updated');
    expect(await loader.load(app.database.orm.em.fork(), variant)).toBe('unchanged');

    const questions = (await client.get(questionsPath(testTypes.clauses))).body as { id: string; text: string }[];
    expect(questions.map((q) => q.id)).not.toContain(c2.id);
    expect(questions.find((q) => q.id === c3.id)!.text).toBe(`${c3.text} (reworded)`);
    const em = app.database.orm.em.fork();
    expect(await count(em, `select count(*)::int as n from assessment_answers where question_id = '${c2.id}'`)).toBe(1);
    expect(await count(em, `select count(*)::int as n from questions where retired`)).toBe(1);
    // Progress counts the questions still asked: none of them is answered now.
    expect((await client.get(`/api/projects/${id}`)).body.progress).toBe(0);
    const saveDropped = await client.post(`/api/projects/${id}/assessment-answers`, { questionId: c2.id, answer: 'Too late' });
    expect(saveDropped.status).toBe(404);

    expect(await loader.load(app.database.orm.em.fork(), defaultQuestionBank)).toBe('updated');
    const items = (await client.get(`/api/projects/${id}/assessment-answers`)).body as { question: { id: string; text: string }; answer: { answer: string } | null }[];
    expect(items.find((i) => i.question.id === c2.id)!.answer!.answer).toBe('Answer to a question about to be dropped');
    expect(items.find((i) => i.question.id === c3.id)!.question.text).toBe(c3.text);
    expect(await count(app.database.orm.em.fork(), 'select count(*)::int as n from questions where retired')).toBe(0);
    expect((await client.get(`/api/projects/${id}`)).body.progress).toBe(Math.round(100 / clauseQuestions.length));
  });
});
