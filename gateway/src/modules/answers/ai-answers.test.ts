import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { putTestType } from '../../testing/assessment-calls.js';
import { buildPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { clauseQuestions, testTypes } from '../questions/bank/index.js';

/** saveAiAnswer is called by the AI analysis; these tests call it directly and read back over HTTP. */
let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const [c1, c2] = clauseQuestions as [(typeof clauseQuestions)[number], (typeof clauseQuestions)[number]];
const em = (): Em => app.database.orm.em.fork();

async function projectWithDocument() {
  const { client } = await signUp(api);
  const { id: projectId } = (await client.post('/api/projects', { name: 'AI project' })).body as { id: number };
  await putTestType(client, projectId, { testType: testTypes.clauses });
  const pdf = await buildPdf([['Information Security Policy'], ['Internal and external issues are reviewed annually.']]);
  const { id: documentId } = (await uploadDocument(client, projectId, 'Policy.pdf', pdf)).body as { id: number };
  const quote = { documentId, documentName: 'Policy.pdf', page: 2, section: null, quote: 'Internal and external issues are reviewed annually.', rubricKey: 'issues-identified' };
  const evidence = { coverage: 0.5, evidence: [quote] };
  return { client, projectId, documentId, quote, evidence };
}

const answerOf = async (client: ApiClient, projectId: number, questionId: string) =>
  ((await client.get(`/api/projects/${projectId}/assessment-answers`)).body as { question: { id: string }; answer: unknown }[]).find((i) => i.question.id === questionId)!.answer;

test('an AI answer carries its citation and counts towards progress', async () => {
  const { client, projectId, documentId, quote, evidence } = await projectWithDocument();
  const saved = await app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'Issues are reviewed annually.', ...evidence, engine: 'openai:gpt-5-mini' });
  expect(saved).not.toBeNull();
  expect(await answerOf(client, projectId, c1.id)).toEqual({
    id: saved!.id,
    questionId: c1.id,
    answer: 'Issues are reviewed annually.',
    source: 'ai',
    documentId,
    documentName: 'Policy.pdf',
    documentPage: 2,
    sectionLabel: null,
    evidenceQuote: 'Internal and external issues are reviewed annually.',
    evidence: [quote],
    status: null,
    // The elements its quotes evidence are in place, each with its quote; the others are not recorded.
    elements: c1.rubric.map((e) => ({
      rubricKey: e.key,
      requirement: e.requirement,
      mustHave: e.mustHave === true,
      state: e.key === 'issues-identified' ? 'in_place' : 'unknown',
      evidence: e.key === 'issues-identified' ? [quote] : [],
    })),
    coverage: 0.5,
    runId: null,
    engine: 'openai:gpt-5-mini',
    applicability: 'applicable',
    notApplicableReason: null,
    updatedAt: expect.any(String),
    updatedBy: null,
    updatedByName: null,
    version: 1,
  });
  expect((await client.get(`/api/projects/${projectId}`)).body).toMatchObject({ status: 'in_progress', progress: Math.round(100 / clauseQuestions.length) });
});

test('a later AI answer replaces an AI answer, but AI never overwrites a manual one', async () => {
  const { client, projectId, quote, evidence } = await projectWithDocument();
  await app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'First run', ...evidence, runId: 1, engine: 'openai:gpt-5-mini' });
  await app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'Second run', coverage: 1, evidence: [{ ...quote, page: 1 }], runId: 2, engine: 'offline' });
  expect(await answerOf(client, projectId, c1.id)).toMatchObject({ answer: 'Second run', source: 'ai', documentPage: 1, coverage: 1, runId: 2, engine: 'offline' });

  await client.post(`/api/projects/${projectId}/assessment-answers`, { questionId: c2.id, answer: 'Written by the consultant', source: 'manual' });
  const kept = await app.services.answers.saveAiAnswer(em(), projectId, c2.id, { answer: 'AI guess', ...evidence });
  expect(kept).toBeNull();
  expect(await answerOf(client, projectId, c2.id)).toMatchObject({ answer: 'Written by the consultant', source: 'manual', documentId: null, evidence: [] });
});

test('a manual save over an AI answer makes it manual: the quotes of the elements kept in place stay, the others go', async () => {
  const { client, projectId, quote } = await projectWithDocument();
  const cited = { ...quote, page: null, section: 'Scope' };
  const second = { ...cited, quote: 'The context analysis is reviewed at every management review.', rubricKey: 'context-reviewed' };
  await app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'From the policy', coverage: 0.5, evidence: [cited, second], runId: 3, engine: 'offline' });
  expect(await answerOf(client, projectId, c1.id)).toMatchObject({ sectionLabel: 'Scope', documentPage: null, engine: 'offline' });
  const res = await client.post(`/api/projects/${projectId}/assessment-answers`, { questionId: c1.id, answer: 'From the policy, checked' });
  expect(res.body).toMatchObject({
    answer: 'From the policy, checked', source: 'manual', documentId: null, documentName: null, documentPage: null, sectionLabel: null,
    evidenceQuote: null, evidence: [cited, second], coverage: null, runId: null, engine: null, updatedBy: expect.any(Number),
  });
  // The person says one element is not in place after all: its quote no longer backs the answer.
  const changed = await client.post(`/api/projects/${projectId}/assessment-answers`, { questionId: c1.id, elements: [{ rubricKey: 'context-reviewed', state: 'missing' }], status: 'partially_implemented' });
  expect(changed.body).toMatchObject({ answer: 'From the policy, checked', status: 'partially_implemented', evidence: [cited] });
  expect(changed.body.elements.filter((e: { state: string }) => e.state !== 'unknown')).toEqual([
    expect.objectContaining({ rubricKey: 'issues-identified', state: 'in_place', evidence: [cited] }),
    expect.objectContaining({ rubricKey: 'context-reviewed', state: 'missing', evidence: [] }),
  ]);
});

test('works inside the caller transaction (the analysis run unit of work)', async () => {
  const { client, projectId, evidence } = await projectWithDocument();
  await em().transactional(async (tx) => {
    await app.services.answers.saveAiAnswer(tx, projectId, c1.id, { answer: 'In a run', ...evidence });
    await app.services.answers.saveAiAnswer(tx, projectId, c2.id, { answer: 'Also in a run', ...evidence });
  });
  expect((await client.get(`/api/projects/${projectId}`)).body.progress).toBe(Math.round(200 / clauseQuestions.length));
});

test("a citation of a document outside the project keeps the name but no document id", async () => {
  const { client, projectId, quote } = await projectWithDocument();
  const other = await projectWithDocument();
  await app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'Cited elsewhere', coverage: 1, evidence: [{ ...quote, documentId: other.documentId }] });
  await app.services.answers.saveAiAnswer(em(), projectId, c2.id, { answer: 'Cited a deleted one', coverage: 1, evidence: [{ ...quote, documentId: 2_000_000_000 }] });
  expect(await answerOf(client, projectId, c1.id)).toMatchObject({ documentId: null, documentName: 'Policy.pdf' });
  expect(await answerOf(client, projectId, c2.id)).toMatchObject({ documentId: null, documentName: 'Policy.pdf' });
});

test('refuses an unknown question, an empty answer, an answer without evidence and a quote too short to check', async () => {
  const { projectId, quote, evidence } = await projectWithDocument();
  await expect(app.services.answers.saveAiAnswer(em(), projectId, 'c-99', { answer: 'x', ...evidence })).rejects.toThrow(messages.questionNotFound);
  await expect(app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: '  ', ...evidence })).rejects.toThrow(messages.answerEmpty);
  await expect(app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'x', coverage: 0.5, evidence: [] })).rejects.toThrow();
  await expect(app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'x', coverage: 0.5, evidence: [{ ...quote, quote: 'Too short' }] })).rejects.toThrow();
  await expect(app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'x', coverage: 1.5, evidence: [quote] })).rejects.toThrow();
});

test('deleting the cited document keeps the answer and its document name; deleting the project removes its answers', async () => {
  const { client, projectId, documentId, evidence } = await projectWithDocument();
  await app.services.answers.saveAiAnswer(em(), projectId, c1.id, { answer: 'Cited', ...evidence });
  expect((await client.delete(`/api/documents/${documentId}`)).status).toBe(204);
  expect(await answerOf(client, projectId, c1.id)).toMatchObject({ answer: 'Cited', source: 'ai', documentId: null, documentName: 'Policy.pdf', documentPage: 2 });
  expect((await client.delete(`/api/projects/${projectId}`)).status).toBe(204);
  const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from assessment_answers where project_id = ?', [projectId]);
  expect(row!.n).toBe(0);
});
