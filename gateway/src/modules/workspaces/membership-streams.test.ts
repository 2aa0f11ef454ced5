import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { projectWithDocuments, scriptedEngine, startRun } from '../analysis/testing/analysis-test-kit.js';
import { readSse } from '../analysis/testing/sse-reader.js';
import { addMember } from './testing/members.js';

/** Removal takes effect at once: the removed member's open run stream of the workspace ends. */
let app: TestApp;
beforeAll(async () => {
  // 30 clause questions at 300 ms each: a run streams for about 9 s, long enough to remove the member mid-way.
  app = await startTestApp({}, { analysisEngine: scriptedEngine({ delayMs: 300 }), analysisWorker: { pollMs: 100, heartbeatMs: 200, streamHeartbeatMs: 300 } });
}, 120_000);
afterAll(() => app.close());

test("a member removed from the workspace: their open run stream ends at once and cannot be reopened (404); the owner's goes on", async () => {
  const { client: owner, projectId } = await projectWithDocuments(app.url);
  const workspaceId = Number((await owner.get('/api/workspaces')).body[0].id);
  const member = await signUp(new ApiClient(app.url));
  const memberId = Number((await member.client.get('/api/user')).body.id);
  await addMember(app, workspaceId, memberId, 'viewer');

  const started = await startRun(owner, projectId);
  expect(started.status).toBe(201);
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
  // Ended well before the run (about 9 s): the removed member saw no terminal message.
  expect(Date.now() - removedAt).toBeLessThan(2000);
  expect(events.map((e) => e.type)).not.toContain('completed');
  const reopened = await fetch(memberUrl);
  expect(reopened.status).toBe(404);
  await reopened.body?.cancel();

  // The owner's stream of the same run is untouched: it runs to the end.
  const ownerEvents = (await readSse(ownerRes)).events.map((e) => e.type);
  expect(ownerEvents.at(-1)).toBe('completed');
}, 60_000);
