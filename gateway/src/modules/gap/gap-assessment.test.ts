import { jest } from '@jest/globals';
import { gapMessages, majorGapBelow, messages } from '@gap/schema';
import { completeAnswer, gapProject, notImplementedAnswer } from '../../testing/gap-fixtures.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { testTypes } from '../questions/bank/index.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const consumptions = async (userId: number) =>
  (await app.database.orm.em.fork().execute<{ n: number; project: number | null }[]>(
    'select count(*)::int as n, max(project_id) as project from credit_consumptions where user_id = ?',
    [userId],
  ))[0]!;
const assessmentsOf = async (projectId: number) =>
  (await app.database.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from gap_assessments where project_id = ?', [projectId]))[0]!.n;

describe('running a gap assessment', () => {
  test('refuses with 409 and the unanswered count while questions are unanswered, spending nothing', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.grant(1);
    await p.answerAll(completeAnswer, [p.questions[0]!.id, p.questions[1]!.id]);
    const res = await p.run();
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: gapMessages.unanswered(2), unanswered: 2 });
    expect(await p.balance()).toBe(1);
    expect(await assessmentsOf(p.projectId)).toBe(0);
  });

  test('answers 402 without credit and stores nothing', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.answerAll();
    const res = await p.run();
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ message: messages.noCreditsAvailable });
    expect(await assessmentsOf(p.projectId)).toBe(0);
    expect((await p.client.get(`/api/projects/${p.projectId}`)).body.status).toBe('in_progress');
  });

  test('spends one credit on the project, stores explainable findings and completes the project', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.grant(1);
    const [negated, partial] = [p.questions[3]!, p.questions[5]!];
    await p.answerAll((q) =>
      q.id === negated.id
        ? notImplementedAnswer()
        : q.id === partial.id
          ? { answer: `We keep ${partial.rubric[0]!.evidencePhrases[0]}.`, elements: [{ rubricKey: partial.rubric[0]!.key, state: 'in_place' }] }
          : completeAnswer(q),
    );
    const res = await p.run();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ assessmentId: expect.any(Number), findings: p.questions.length, highRisk: 2, mediumRisk: 0, lowRisk: p.questions.length - 2 });
    expect(await p.balance()).toBe(0);
    expect(await consumptions(p.userId)).toEqual({ n: 1, project: p.projectId });
    expect((await p.client.get(`/api/projects/${p.projectId}`)).body.status).toBe('completed');

    const findings = (await p.client.get(`/api/projects/${p.projectId}/gap-findings`)).body as any[];
    expect(findings).toHaveLength(p.questions.length);
    const byQuestion = new Map(findings.map((f) => [f.questionId, f]));
    expect(byQuestion.get(p.questions[0]!.id)).toMatchObject({ complianceLevel: 1, compliant: true, gapBand: 'none', riskLevel: 'low', missing: [], sources: [] });
    // The band the risk multiplies comes with each finding, from the shared threshold (a level of exactly 0.4 is partial).
    for (const f of findings) expect(f.gapBand).toBe(f.compliant ? 'none' : f.complianceLevel < majorGapBelow ? 'major' : 'partial');
    const n = byQuestion.get(negated.id);
    expect(n).toMatchObject({
      assessmentId: res.body.assessmentId,
      question: { controlRef: negated.controlRef, title: negated.title, category: negated.category },
      complianceLevel: 0,
      compliant: false,
      gapBand: 'major',
      riskLevel: negated.criticality === 'low' ? 'medium' : 'high',
      recommendation: negated.recommendation,
      bestPractices: negated.bestPractices,
      implementationGuidance: negated.implementationGuidance,
      answer: { source: 'manual', evidence: [] },
    });
    expect(n.missing.map((m: { rubricKey: string }) => m.rubricKey)).toEqual(negated.rubric.map((e) => e.key));
    expect(n.finding).toMatch(/^Stated as not implemented\. None of the \d expected elements is marked in place\. Missing: /);
    expect(n.answer.status).toBe('not_implemented');
    const part = byQuestion.get(partial.id);
    expect(part.evidenced).toEqual([partial.rubric[0]!.key]);
    for (const element of partial.rubric.slice(1)) expect(part.finding.toLowerCase()).toContain(element.requirement.toLowerCase().slice(0, 30));
  });

  test('a failure after scoring spends nothing and stores nothing; the retry then succeeds', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.grant(1);
    await p.answerAll();
    const spy = jest.spyOn(app.services.gap.store, 'insertFindings').mockRejectedValueOnce(new Error('disk full'));
    try {
      const res = await p.run();
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
    } finally {
      spy.mockRestore();
    }
    expect(await p.balance()).toBe(1);
    expect(await consumptions(p.userId)).toEqual({ n: 0, project: null });
    expect(await assessmentsOf(p.projectId)).toBe(0);
    expect((await p.client.get(`/api/projects/${p.projectId}`)).body.status).toBe('in_progress');
    expect((await p.run()).status).toBe(201);
    expect(await p.balance()).toBe(0);
  });

  test('20 concurrent requests for one project give one assessment and one charge; the others 409', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.grant(10);
    await p.answerAll();
    const results = await Promise.all(Array.from({ length: 20 }, () => p.run()));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const created = results.find((r) => r.status === 201)!;
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({ message: gapMessages.alreadyAssessed, assessmentId: created.body.assessmentId });
    }
    expect(await p.balance()).toBe(9);
    expect((await consumptions(p.userId)).n).toBe(1);
    expect(await assessmentsOf(p.projectId)).toBe(1);
  });

  test('keeps every assessment: history newest first, findings of an earlier one by id, dashboard counts the latest', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.grant(5);
    await p.answerAll((q) => `We do not have ${q.rubric[0]!.evidencePhrases[0]}.`);
    const first = (await p.run()).body;
    expect(first.highRisk).toBeGreaterThan(0);
    await p.answerAll();
    const second = (await p.run()).body;
    expect(second).toMatchObject({ highRisk: 0, lowRisk: p.questions.length });

    const history = (await p.client.get(`/api/projects/${p.projectId}/gap-assessments`)).body;
    expect(history).toEqual([
      { assessmentId: second.assessmentId, createdAt: expect.any(String), testType: testTypes.clauses, highRisk: 0, mediumRisk: 0, lowRisk: p.questions.length, averageCompliance: 1, notApplicable: 0 },
      expect.objectContaining({ assessmentId: first.assessmentId, highRisk: first.highRisk, averageCompliance: 0 }),
    ]);
    const earlier = (await p.client.get(`/api/projects/${p.projectId}/gap-findings?assessmentId=${first.assessmentId}`)).body;
    expect(earlier.every((f: { assessmentId: number; complianceLevel: number }) => f.assessmentId === first.assessmentId && f.complianceLevel === 0)).toBe(true);
    expect((await p.client.get('/api/assessment/dashboard-stats')).body).toEqual({ activeProjects: 0, completedProjects: 1, highRiskFindings: 0 });
    expect((await p.client.get(`/api/projects/${p.projectId}/gap-findings?assessmentId=999999`)).status).toBe(404);
    expect((await p.client.get(`/api/projects/${p.projectId}/gap-findings?assessmentId=abc`)).status).toBe(404);
  });

  test("another user's project answers 404 everywhere and nothing is spent", async () => {
    const owner = await gapProject(app, api, testTypes.clauses);
    await owner.answerAll();
    await owner.grant(1);
    const done = (await owner.run()).body;
    const intruder = await gapProject(app, api, testTypes.clauses);
    await intruder.grant(1);
    const base = `/api/projects/${owner.projectId}`;
    for (const res of [
      await intruder.client.post(`${base}/gap-assessment`),
      await intruder.client.get(`${base}/gap-assessments`),
      await intruder.client.get(`${base}/gap-findings`),
      await intruder.client.get(`${base}/gap-findings?assessmentId=${done.assessmentId}`),
      await intruder.client.get(`/api/projects/${intruder.projectId}/gap-findings?assessmentId=${done.assessmentId}`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await intruder.balance()).toBe(1);
    const gql = await intruder.client.gql('mutation($id: ID!) { runGapAssessment(projectId: $id) { assessmentId } }', { id: String(owner.projectId) });
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await api.post(`${base}/gap-assessment`)).status).toBe(401);
  });

  test('GraphQL: the mutation runs it, unanswered questions come back in extensions, findings and history are queryable', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.grant(1);
    await p.answerAll(completeAnswer, [p.questions[0]!.id]);
    const run = 'mutation($id: ID!) { runGapAssessment(projectId: $id) { assessmentId findings highRisk mediumRisk lowRisk } }';
    const refused = await p.client.gql(run, { id: String(p.projectId) });
    expect(refused.body.errors[0]).toMatchObject({ message: gapMessages.unanswered(1), extensions: { code: 'CONFLICT', unanswered: 1 } });
    await p.answerAll();
    const ok = await p.client.gql(run, { id: String(p.projectId) });
    expect(ok.body.data.runGapAssessment).toMatchObject({ findings: p.questions.length, highRisk: 0 });
    const read = await p.client.gql(
      `query($id: ID!) { gapAssessments(projectId: $id) { assessmentId averageCompliance }
        gapFindings(projectId: $id) { questionId riskLevel complianceLevel gapBand missing { rubricKey } sources { url } answer { source text } } }`,
      { id: String(p.projectId) },
    );
    expect(read.body.data.gapAssessments).toEqual([{ assessmentId: ok.body.data.runGapAssessment.assessmentId, averageCompliance: 1 }]);
    expect(read.body.data.gapFindings).toHaveLength(p.questions.length);
    expect(new Set(read.body.data.gapFindings.map((f: { gapBand: string }) => f.gapBand))).toEqual(new Set(['none']));
    const noCredit = await p.client.gql(run, { id: String(p.projectId) });
    expect(noCredit.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  test('an AI answer is scored from the rubric keys its evidence names', async () => {
    const p = await gapProject(app, api, testTypes.clauses);
    await p.grant(1);
    const q = p.questions[2]!;
    await p.answerAll(completeAnswer, [q.id]);
    const quote = (rubricKey: string) => ({ documentId: 1, documentName: 'Scope.pdf', page: 4, section: null, quote: 'The ISMS scope covers the head office.', rubricKey });
    await app.services.answers.saveAiAnswer(app.database.orm.em.fork(), p.projectId, q.id, {
      answer: 'The scope is documented.',
      coverage: 0.25,
      evidence: [quote(q.rubric[0]!.key)],
      engine: 'offline',
    });
    await p.run();
    const finding = ((await p.client.get(`/api/projects/${p.projectId}/gap-findings`)).body as any[]).find((f) => f.questionId === q.id);
    expect(finding.evidenced).toEqual([q.rubric[0]!.key]);
    expect(finding.answer).toEqual({ text: 'The scope is documented.', source: 'ai', engine: 'offline', status: null, evidence: [quote(q.rubric[0]!.key)] });
    expect(finding.finding).toContain('(evidenced in Scope.pdf)');
  });
});
