import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { clausesTestType, projectWithDocuments, scriptedEngine, startRun, waitForRun } from './testing/analysis-test-kit.js';
import { readSse } from './testing/sse-reader.js';

type Item = { question: { id: string; controlRef: string }; answer: { source: string; runId: number | null; answer: string } | null };

/** A run's life: watched over SSE, cancelled mid-way, run again over earlier answers. */
describe('analysis run lifecycle', () => {
  let app: TestApp;
  // Answers every other clause question; 150 ms each, so a 30-question run lasts long enough to watch and cancel.
  let answerOdd = true;
  const engine = scriptedEngine({ delayMs: 150, answers: (q) => (Number(q.controlRef.replace(/\D/g, '')) % 2 === 1) === answerOdd });
  beforeAll(async () => {
    app = await startTestApp({}, { analysisEngine: engine, analysisWorker: { pollMs: 200, heartbeatMs: 200, streamHeartbeatMs: 300 } });
  });
  afterAll(() => app.close());

  const answersOf = async (client: Parameters<typeof waitForRun>[0], projectId: number) =>
    ((await client.get(`/api/projects/${projectId}/assessment-answers`)).body as Item[]).filter((i) => i.answer);

  it('streams the current state first, then progress, heartbeats, and ends after the terminal message', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    const started = await startRun(client, projectId);
    const res = await fetch(`${app.url}/api/runs/${started.body.runId}/stream?token=${started.body.streamToken}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // A stream carries the user's findings as they happen: no cache or proxy keeps a copy.
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    const { events, comments } = await readSse(res);
    expect(['status', 'progress']).toContain(events[0]!.type);
    expect(events[0]!.data).toEqual(expect.objectContaining({ runId: started.body.runId, projectId, totalQuestions: 30 }));
    expect(events.at(-1)).toEqual({ type: 'completed', data: expect.objectContaining({ status: 'completed', percent: 100, processed: 30 }) });
    expect(events.filter((e) => e.type === 'completed')).toHaveLength(1);
    const processed = events.map((e) => e.data.processed);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    expect(events.some((e) => e.type === 'progress' && e.data.currentQuestion?.controlRef)).toBe(true);
    expect(comments).toContain('heartbeat');

    // A page reloaded after the end reattaches: one message (the final state), then the stream ends.
    const token = (await client.post(`/api/runs/${started.body.runId}/stream-token`)).body.streamToken;
    const again = await readSse(await fetch(`${app.url}/api/runs/${started.body.runId}/stream?token=${token}`));
    expect(again.events).toEqual([{ type: 'completed', data: expect.objectContaining({ status: 'completed' }) }]);
  }, 30_000);

  it('cancels within 2 s and keeps the answers written so far', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    const started = await startRun(client, projectId);
    await waitForRun(client, started.body.runId, (r) => r.processed >= 6);
    const cancelledAt = Date.now();
    const cancel = await client.post(`/api/runs/${started.body.runId}/cancel`);
    expect(cancel.status).toBe(202);
    const run = await waitForRun(client, started.body.runId, (r) => r.status === 'cancelled', 2000);
    expect(Date.now() - cancelledAt).toBeLessThan(2000);
    expect(run.processed).toBeLessThan(30);
    const written = (await answersOf(client, projectId)).filter((i) => i.answer!.runId === run.runId);
    expect(written.length).toBe(run.succeeded);
    expect(run.succeeded).toBeGreaterThan(0);
    // Nothing is written after the cancel.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await waitForRun(client, run.runId)).toEqual(run);
    expect((await client.post(`/api/runs/${run.runId}/cancel`)).status).toBe(409);
  }, 30_000);

  it('questions a person answered before the run are kept in one step, and the engine is not asked about them', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    // The run's first ten questions, in the test type's order.
    const questions = (await client.get(`/api/questions/${encodeURIComponent(clausesTestType)}`)).body as { id: string }[];
    const byHand = questions.slice(0, 10).map((q) => q.id);
    for (const questionId of byHand) {
      expect((await client.post(`/api/projects/${projectId}/assessment-answers`, { questionId, answer: 'Answered by the consultant.', source: 'manual' })).status).toBe(200);
    }
    const callsBefore = engine.calls.length;
    const started = await startRun(client, projectId);
    const { events } = await readSse(await fetch(`${app.url}/api/runs/${started.body.runId}/stream?token=${started.body.streamToken}`));
    const run = events.at(-1)!.data;
    expect(run).toEqual(expect.objectContaining({ status: 'completed', processed: 30, skipped: 30 - run.succeeded - run.failed }));
    expect(run.skipped).toBeGreaterThanOrEqual(10);
    // The ten kept answers are counted at once: no message shows the run part-way through them.
    expect(events.map((e) => e.data.processed).filter((p: number) => p > 0 && p < 10)).toEqual([]);
    const asked = engine.calls.slice(callsBefore);
    expect(asked).toHaveLength(20);
    expect(asked.some((id) => byHand.includes(id))).toBe(false);
    const after = (await answersOf(client, projectId)).filter((i) => byHand.includes(i.question.id));
    expect(after.map((i) => [i.answer!.source, i.answer!.answer])).toEqual(byHand.map(() => ['manual', 'Answered by the consultant.']));
  }, 30_000);

  it('a rerun replaces its earlier AI answers (an abstention drops the old one) and never touches manual answers', async () => {
    const { client, projectId } = await projectWithDocuments(app.url);
    answerOdd = true;
    const first = await waitForRun(client, (await startRun(client, projectId)).body.runId);
    const firstAnswers = await answersOf(client, projectId);
    expect(firstAnswers).toHaveLength(first.succeeded);

    // A person answers one AI-answered question and one the engine abstained on.
    const aiAnswered = firstAnswers[0]!.question.id;
    const items = (await client.get(`/api/projects/${projectId}/assessment-answers`)).body as Item[];
    const unanswered = items.find((i) => !i.answer)!.question.id;
    for (const questionId of [aiAnswered, unanswered]) {
      expect((await client.post(`/api/projects/${projectId}/assessment-answers`, { questionId, answer: 'Answered by the consultant.', source: 'manual' })).status).toBe(200);
    }

    answerOdd = false; // the rerun answers exactly the questions the first run abstained on
    const second = await waitForRun(client, (await startRun(client, projectId, { testType: clausesTestType })).body.runId);
    const after = await answersOf(client, projectId);
    const manual = after.filter((i) => i.answer!.source === 'manual');
    expect(manual.map((i) => i.question.id).sort()).toEqual([aiAnswered, unanswered].sort());
    expect(manual.every((i) => i.answer!.answer === 'Answered by the consultant.')).toBe(true);
    const ai = after.filter((i) => i.answer!.source === 'ai');
    expect(ai.every((i) => i.answer!.runId === second.runId)).toBe(true);
    expect(ai).toHaveLength(second.succeeded);
    // The first run's other answers are gone: the rerun abstained on those questions.
    expect(ai.some((i) => firstAnswers.some((f) => f.question.id === i.question.id))).toBe(false);
    expect(second.skipped).toBe(30 - second.succeeded - second.failed);
  }, 30_000);
});
