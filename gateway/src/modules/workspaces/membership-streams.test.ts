import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { projectWithDocuments, scriptedEngine, startRun } from '../analysis/testing/analysis-test-kit.js';
import { readSse } from '../analysis/testing/sse-reader.js';
import { liveSubscription } from '../collaboration/testing/live-clients.js';
import { addMember } from './testing/members.js';

/** Removal takes effect at once: the removed member's open streams of the workspace end (SSE and GraphQL). */
let app: TestApp;
beforeAll(async () => {
  // 30 clause questions at 300 ms each: a run streams for about 9 s, long enough to remove the member mid-way.
  app = await startTestApp({}, { analysisEngine: scriptedEngine({ delayMs: 300 }), analysisWorker: { pollMs: 100, heartbeatMs: 200, streamHeartbeatMs: 300 } });
}, 120_000);
afterAll(() => app.close());

/** An owner's project with a run started, and a viewer of the owner's workspace who will be removed. */
async function runWithViewer() {
  const { client: owner, token: ownerToken, projectId } = await projectWithDocuments(app.url);
  const workspaceId = Number((await owner.get('/api/workspaces')).body[0].id);
  const member = await signUp(new ApiClient(app.url));
  const memberId = Number((await member.client.get('/api/user')).body.id);
  await addMember(app, workspaceId, memberId, 'viewer');
  const started = await startRun(owner, projectId);
  expect(started.status).toBe(201);
  return { owner, ownerToken, projectId, workspaceId, member, memberId, started };
}

test("a member removed from the workspace: their open run stream ends at once and cannot be reopened (404); the owner's goes on", async () => {
  const { owner, workspaceId, member, memberId, started } = await runWithViewer();
  const runId = started.body.runId as number;
  const memberToken = await member.client.post(`/api/runs/${runId}/stream-token`);
  expect(memberToken.status).toBe(200);
  const memberUrl = `${app.url}/api/runs/${runId}/stream?token=${memberToken.body.streamToken}`;
  const ownerRes = await fetch(`${app.url}/api/runs/${runId}/stream?token=${started.body.streamToken}`);
  const memberRes = await fetch(memberUrl);
  expect(memberRes.status).toBe(200);

  let removedAt = 0;
  const memberRead = readSse(memberRes, () => {
    if (removedAt) return;
    removedAt = Date.now();
    void owner.delete(`/api/workspaces/${workspaceId}/members/${memberId}`);
  });
  const { events } = await memberRead;
  // Ended before the run did: the removed member saw no terminal message.
  expect(events.map((e) => e.type)).not.toContain('completed');
  const reopened = await fetch(memberUrl);
  expect(reopened.status).toBe(404);
  await reopened.body?.cancel();

  // The owner's stream of the same run is untouched: it runs to the end.
  const ownerEvents = (await readSse(ownerRes)).events.map((e) => e.type);
  expect(ownerEvents.at(-1)).toBe('completed');
}, 60_000);

test("a member removed from the workspace: their run-progress and extraction subscriptions end before the run does; the owner's goes on", async () => {
  const { owner, ownerToken, projectId, workspaceId, member, memberId, started } = await runWithViewer();
  const runId = String(started.body.runId);
  const runQuery = 'subscription ($r: ID!) { runProgress(runId: $r) { type } }';
  const extractionsQuery = 'subscription ($p: ID!) { documentExtractions(projectId: $p) { status } }';
  type Progress = { runProgress: { type: string } };
  const memberRun = liveSubscription<Progress>(app.url, member.token, runQuery, { r: runId });
  const memberExtractions = liveSubscription(app.url, member.token, extractionsQuery, { p: String(projectId) });
  const ownerRun = liveSubscription<Progress>(app.url, ownerToken, runQuery, { r: runId });
  try {
    // Both follow the run; then the member is removed.
    await memberRun.until((r) => r.data?.runProgress.type === 'progress');
    await ownerRun.until((r) => r.data?.runProgress.type === 'progress');
    expect((await owner.delete(`/api/workspaces/${workspaceId}/members/${memberId}`)).status).toBe(204);
    expect(await memberRun.ended).toEqual({});
    expect(await memberExtractions.ended).toEqual({});
    // The member's stream stopped short of the run's end; the owner's reaches it.
    expect(memberRun.results.map((r) => r.data?.runProgress.type)).not.toContain('completed');
    await ownerRun.until((r) => r.data?.runProgress.type === 'completed');
    // And cannot be opened again: the run is not found for them.
    const again = liveSubscription<Progress>(app.url, member.token, runQuery, { r: runId });
    const refused = (await again.ended) as { errors?: { extensions?: { code?: string } }[] };
    expect(refused.errors?.[0]?.extensions?.code ?? (again.results[0]?.errors as { extensions?: { code?: string } }[] | undefined)?.[0]?.extensions?.code).toBe('NOT_FOUND');
    again.dispose();
  } finally {
    memberRun.dispose();
    memberExtractions.dispose();
    ownerRun.dispose();
  }
}, 60_000);
