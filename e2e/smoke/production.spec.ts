import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import ExcelJS from 'exceljs';
import { buildUser } from '../support/api';
import { buyFiveCredits } from '../support/credits';
import { securityPolicyPdf } from '../support/policy-documents';
import { uploadManuals } from '../support/projects';
import { fullTestType, testType } from '../support/questionnaire';
import { registerInForm } from '../support/register';
import { documentAtTheLimit, documentLimitBytes } from './large-document';
import { remoteNames } from './nginx-config';
import { smokeHost } from './ports';
import { rawRequest, startStack, type Stack } from './stack';

/**
 * Production, the way an operator runs it, on this machine: Debian's nginx with compose's configuration terminates
 * TLS (a certificate made now), two gateways in NODE_ENV=production share one fresh PostgreSQL database, the remotes
 * come from their own origins. Chromium reaches it by host name over https.
 */
test.describe.configure({ mode: 'serial' });

let stack: Stack;
let fixtures: string;
const started = Date.now();
let stackSeconds = 0;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fixtures = mkdtempSync(path.join(tmpdir(), 'gap-smoke-files-'));
  stack = await startStack();
  stackSeconds = (Date.now() - started) / 1000;
});

test.afterAll(async () => {
  rmSync(fixtures, { recursive: true, force: true });
  await stack?.stop();
  const total = (Date.now() - started) / 1000;
  console.log(`production smoke: ${total.toFixed(1)} s (stack up in ${stackSeconds.toFixed(1)} s)`);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && stack) {
    for (const [name, text] of Object.entries(stack.logs())) {
      const file = testInfo.outputPath(name);
      writeFileSync(file, text);
      await testInfo.attach(name, { path: file, contentType: 'text/plain' });
    }
  }
});

test('the edge: http redirected to https, remotes from their own origins with caching, gzip and CORS for the shell only', async () => {
  const { ports } = stack;
  // Port 80's role: every request redirected to the same URL over https.
  const redirected = await rawRequest(stack, { port: ports.redirect, tls: false, path: '/projects?x=1' });
  expect(redirected.status).toBe(301);
  expect(redirected.headers.location).toBe(`https://${smokeHost}/projects?x=1`);
  expect((await rawRequest(stack, { port: ports.redirect, tls: false, path: '/nginx-health' })).status).toBe(200);

  // The product over https (the certificate verified for the host name): production headers from the gateway.
  const page = await rawRequest(stack, { port: ports.app, path: '/login' });
  expect(page.status).toBe(200);
  expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain('upgrade-insecure-requests');
  for (const remote of remoteNames) expect(csp).toContain(stack.remoteOrigins[remote]);
  expect(page.headers.server).toBe('nginx');

  const shell = stack.origin;
  for (const remote of remoteNames) {
    const port = ports.remotes[remote];
    // The manifest: revalidated on every use (304 while unchanged), CORS for the shell's origin only.
    const manifest = await rawRequest(stack, { port, path: '/mf-manifest.json', headers: { origin: shell } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['access-control-allow-origin']).toBe(shell);
    const etag = String(manifest.headers.etag);
    expect((await rawRequest(stack, { port, path: '/mf-manifest.json', headers: { origin: shell, 'if-none-match': etag } })).status).toBe(304);
    const other = await rawRequest(stack, { port, path: '/mf-manifest.json', headers: { origin: 'https://elsewhere.test' } });
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    // A content-hashed chunk (the remote entry the manifest names): immutable for a year, gzip-compressed.
    const entry = (JSON.parse(manifest.body.toString()) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;
    expect(entry).toMatch(/\.[0-9a-f]{8,}\.js$/);
    const chunk = await rawRequest(stack, { port, path: `/${entry}`, headers: { origin: shell, 'accept-encoding': 'gzip' } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toMatch(/^text\/javascript/);
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(chunk.body).length).toBeGreaterThan(chunk.body.length);
    expect(chunk.headers['access-control-allow-origin']).toBe(shell);

    // Bad requests get an answer, not a broken origin: malformed escapes, traversal, a missing file, other methods.
    expect((await rawRequest(stack, { port, path: '/%E0%A4%A' })).status).toBe(400);
    expect((await rawRequest(stack, { port, path: '/../../../etc/passwd' })).status).toBe(400);
    const missing = await rawRequest(stack, { port, path: '/static/js/missing.0123456789.js' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await rawRequest(stack, { port, path: '/mf-manifest.json', method: 'POST' })).status).toBe(403);
    expect((await rawRequest(stack, { port, path: '/mf-manifest.json' })).status).toBe(200);
  }
});

/** The websockets the page opens, with the text frames each received. */
function recordWebsockets(page: Page): { url: string; frames: string[] }[] {
  const sockets: { url: string; frames: string[] }[] = [];
  page.on('websocket', (ws: WebSocket) => {
    const entry = { url: ws.url(), frames: [] as string[] };
    sockets.push(entry);
    ws.on('framereceived', (frame) => typeof frame.payload === 'string' && entry.frames.push(frame.payload));
  });
  return sockets;
}

const progressPanel = (page: Page) => page.getByLabel('Analysis progress');
const annexATestType = 'ISO 27001:2022 Annex A Controls';

/** The project's questions still without an answer, answered over REST (the gap assessment needs every one). */
async function answerTheRest(api: APIRequestContext, token: string, projectId: number): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const items = (await (await api.get(`/api/projects/${projectId}/assessment-answers`, { headers })).json()) as { question: { id: string; controlRef: string }; answer: unknown }[];
  const open = items.filter((item) => !item.answer);
  for (const { question } of open) {
    const saved = await api.post(`/api/projects/${projectId}/assessment-answers`, { headers, data: { questionId: question.id, answer: `Handled by the IT team for ${question.controlRef}.`, source: 'manual' } });
    expect(saved.ok()).toBeTruthy();
  }
}

test('sign up, project, upload at the document limit, analysis, credits, gap assessment, export; a gateway killed mid-run', async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: stack.apiOrigin, ignoreHTTPSErrors: true });
  const sockets = recordWebsockets(page);
  // Made while the browser signs up (pdf-lib takes a moment for 20 MiB).
  const largeDocument = documentAtTheLimit();
  let last = Date.now();
  const mark = (step: string) => {
    console.log(`production smoke: ${step} ${((Date.now() - last) / 1000).toFixed(1)} s`);
    last = Date.now();
  };
  try {
    // Sign up in the browser, over https by host name.
    const user = buildUser();
    await page.goto('/register');
    await registerInForm(page, user);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(token).toBeTruthy();
    mark('sign-up');

    // A project, in the projects remote (from its own origin).
    const remoteRequests: string[] = [];
    page.on('request', (r) => r.url().startsWith(stack.remoteOrigins['mf-assessment']) && remoteRequests.push(r.url()));
    await page.goto('/projects');
    await page.getByRole('button', { name: 'New Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByLabel('Project Name').fill('Production smoke');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project Created')).toBeVisible();
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    const card = page.getByTestId('project-card').filter({ hasText: 'Production smoke' });
    await card.getByRole('button', { name: 'Start Assessment' }).click();
    await expect(page).toHaveURL(/\/project-assessment\/\d+$/);
    const projectId = Number(/\/project-assessment\/(\d+)/.exec(page.url())![1]);
    mark('project');

    // Upload in the browser (multipart through nginx, as the documents screen sends it): a policy and a document of
    // exactly the document limit.
    await page.getByRole('button', { name: /Next: Documents/ }).click();
    const files = { policy: path.join(fixtures, 'security-policy.pdf'), large: path.join(fixtures, 'document-at-the-limit.pdf') };
    writeFileSync(files.policy, await securityPolicyPdf());
    writeFileSync(files.large, await largeDocument);
    await page.locator('input[type="file"]').setInputFiles([files.policy, files.large]);
    await expect(page.getByText('document-at-the-limit.pdf', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('security-policy.pdf', { exact: true })).toBeVisible();
    // Stored whole (the list shows a file while it is still being read).
    const stored = async () => {
      const listed = await api.get(`/api/projects/${projectId}/documents`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await listed.json()) as { name: string; size: number }[]).map((d) => ({ name: d.name, size: d.size }));
    };
    await expect.poll(stored, { timeout: 60_000 }).toContainEqual({ name: 'document-at-the-limit.pdf', size: documentLimitBytes });
    await expect.poll(async () => (await stored()).length).toBe(2);
    mark('upload');
    // Long manuals over REST (through nginx too): the runs below last long enough to watch and to interrupt.
    await uploadManuals(api, token, projectId, Number(process.env.SMOKE_MANUALS ?? 1));
    mark('manuals');

    // The analysis, progress followed over the websocket (graphql-ws through nginx) to the end.
    await page.goto(`/project-assessment/${projectId}?tab=analysis`);
    await page.getByLabel('Test type').click();
    await page.getByTitle(testType).click();
    await page.getByRole('button', { name: /Start AI Analysis/ }).click();
    await expect(progressPanel(page).getByLabel('Current question')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('AI Analysis Complete')).toBeVisible({ timeout: 60_000 });
    const followed = () => sockets.filter((s) => s.frames.some((f) => f.includes('"runProgress"'))).map((s) => s.url);
    await expect.poll(followed, { message: JSON.stringify(sockets.map((s) => ({ url: s.url, frames: s.frames.slice(0, 3) }))) }).toContain(`wss://${smokeHost}:${stack.ports.app}/graphql`);

    mark('analysis');

    // Credits with the demo provider, the gap assessment (every question needs an answer: the rest by hand), the export.
    await answerTheRest(api, token, projectId);
    await buyFiveCredits(page);
    await page.goto(`/project-assessment/${projectId}?tab=assessment`);
    await page.getByRole('button', { name: 'Run Gap Assessment' }).click();
    await page.getByRole('dialog', { name: 'Run the gap assessment?' }).getByRole('button', { name: 'Spend 1 credit and run' }).click();
    await expect(page.getByText('Gap Assessment Complete')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/gap-assessment/${projectId}$`));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export to Excel/ }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    expect(workbook.getWorksheet('Summary')!.getCell('B3').value).toBe('Production smoke');
    expect(workbook.getWorksheet('Findings')!.rowCount).toBe(31);
    mark('credits, gap assessment, export');

    // The analysis of Annex A (every question still open); the gateway running it is killed (SIGKILL) mid-run and the
    // other one finishes it.
    await page.goto(`/project-assessment/${projectId}?tab=analysis`);
    await page.getByLabel('Test type').click();
    await page.getByTitle(annexATestType).click();
    await page.getByRole('button', { name: /Start AI Analysis/ }).click();
    let running: string[] | undefined;
    const runningRun = `select id, claimed_by, processed, total_questions from analysis_runs where project_id = ${projectId} and status = 'running' and processed > 0`;
    await expect
      .poll(() => (running = stack.sql(runningRun)[0]), { timeout: 30_000, intervals: [100] })
      .toBeTruthy()
      .catch((error: Error) => {
        const runs = stack.sql(`select id, test_type, status, processed, total_questions, claimed_by from analysis_runs where project_id = ${projectId}`);
        throw new Error(`no run of the project running with a question done: ${JSON.stringify(runs)}\n${error.message}`);
      });
    const [runId, claimedBy, processedBefore, total] = running!;
    // SSE through nginx, unbuffered: a second tab follows the run's stream from now on (EventSource reconnects by
    // itself), whatever the first one does.
    const streamPage = await page.context().newPage();
    await streamPage.goto('/healthz');
    await followStream(streamPage, token, Number(runId));
    await streamPage.waitForFunction(() => (window as unknown as { smokeStream: { type: string }[] }).smokeStream.some((e) => e.type === 'progress' || e.type === 'status'));
    const victim = stack.gateways.find((g) => claimedBy!.split(':')[1] === String(g.pid));
    expect(victim, `the gateway holding the run (${claimedBy})`).toBeTruthy();
    victim!.process.kill('SIGKILL');
    await victim!.exited;
    const killedAt = Date.now();

    // The page: progress to the end, or (its websocket was on the killed gateway) the connection error, then a
    // reload that follows the run again from its current state.
    const complete = page.getByText('AI Analysis Complete');
    await expect(complete.or(page.getByText('Lost connection to progress updates.'))).toBeVisible({ timeout: 60_000 });
    const reloaded = !(await complete.isVisible());
    if (reloaded) {
      await page.goto(`/project-assessment/${projectId}?tab=analysis`);
      await expect(progressPanel(page)).toBeVisible();
    }
    await expect.poll(() => stack.sql(`select status from analysis_runs where id = ${runId}`)[0]?.[0], { timeout: 60_000 }).toBe('completed');
    // The page may take the completion after the database has it (and then switch to the answers): the tab is opened
    // again until its panel shows it.
    await expect(async () => {
      await page.getByRole('tab', { name: 'AI Analysis' }).click();
      await expect(progressPanel(page).getByText('Completed')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const [status, processed, attempts] = stack.sql(`select status, processed, attempts from analysis_runs where id = ${runId}`)[0]!;
    expect({ status, processed }).toEqual({ status: 'completed', processed: total });
    // Claimed a second time: by the surviving gateway, which resumed after the questions already answered.
    expect(Number(attempts)).toBeGreaterThanOrEqual(2);
    expect(Number(processedBefore)).toBeLessThan(Number(total));
    mark(`run interrupted and finished (${reloaded ? 'its websocket was on the killed gateway: page reloaded' : 'followed to the end'})`);
    for (const [id, seconds] of stack.sql(`select id, extract(epoch from finished_at - started_at) from analysis_runs where project_id = ${projectId} order by id`)) {
      console.log(`production smoke: run ${id} took ${Number(seconds).toFixed(1)} s from its (last) start`);
    }
    console.log(`production smoke: run ${runId} finished on the other gateway ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);

    // The stream: events arrived while the run was going (not all at its end), and it ended with the completion.
    await streamPage.waitForFunction(() => (window as unknown as { smokeStream: { type: string }[] }).smokeStream.some((e) => e.type === 'completed'));
    const events = await streamPage.evaluate(() => (window as unknown as { smokeStream: { at: number; type: string; processed?: number }[] }).smokeStream);
    const progress = events.filter((e) => e.type !== 'completed' && e.type !== 'open' && e.type !== 'error');
    expect(progress.length).toBeGreaterThan(1);
    expect(events.at(-1)?.type).toBe('completed');
    const completedAt = events.at(-1)!.at;
    expect(progress.some((e) => completedAt - e.at > 1_000)).toBe(true);
    const count = (type: string) => events.filter((e) => e.type === type).length;
    console.log(`production smoke: SSE ${progress.length} progress events, ${count('open')} connection(s), ${count('error')} reconnect(s)`);
    // nginx saw the gateway die (connections refused or cut: [error] lines), and nothing worse.
    expect(stack.logs()['nginx error.log']).not.toMatch(/\[(emerg|alert|crit)\]/);
  } finally {
    await api.dispose();
  }
});

/** Opens the run's SSE stream in the page (a stream token over REST, then EventSource) and records its events. */
async function followStream(page: Page, token: string, runId: number): Promise<void> {
  await page.evaluate(
    async ({ token, runId }) => {
      const res = await fetch(`/api/runs/${runId}/stream-token`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      const { streamToken } = (await res.json()) as { streamToken: string };
      const events: { at: number; type: string; processed?: number }[] = [];
      (window as unknown as { smokeStream: typeof events }).smokeStream = events;
      const source = new EventSource(`/api/runs/${runId}/stream?token=${encodeURIComponent(streamToken)}`);
      source.onopen = () => events.push({ at: Date.now(), type: 'open' });
      source.onerror = () => events.push({ at: Date.now(), type: 'error' });
      source.onmessage = (message) => {
        const event = JSON.parse(message.data as string) as { type: string; data: { processed: number } };
        events.push({ at: Date.now(), type: event.type, processed: event.data.processed });
        if (event.type === 'completed' || event.type === 'failed' || event.type === 'cancelled') source.close();
      };
    },
    { token, runId },
  );
}

/** The figures the progress panel shows (the `Processed` count), or undefined while it shows none. */
async function processedShown(page: Page): Promise<number | undefined> {
  const panel = progressPanel(page);
  if (!(await panel.isVisible())) return undefined;
  const text = await panel.getByRole('status').innerText().catch(() => '');
  const match = /Processed\s*(\d+)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

test('the proxy reloaded, then restarted while a run streams: the page follows the run again and shows its answers', async ({ page }) => {
  test.setTimeout(150_000);
  const api = await playwrightRequest.newContext({ baseURL: stack.apiOrigin, ignoreHTTPSErrors: true });
  // The page's websockets, with when each opened and closed; and what the page said on its console.
  const sockets: { url: string; frames: string[]; opened: number; closed?: number }[] = [];
  page.on('websocket', (ws: WebSocket) => {
    const entry = { url: ws.url(), frames: [] as string[], opened: Date.now(), closed: undefined as number | undefined };
    sockets.push(entry);
    ws.on('framereceived', (frame) => typeof frame.payload === 'string' && entry.frames.push(frame.payload));
    ws.on('close', () => (entry.closed = Date.now()));
  });
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  const progressSockets = () => sockets.filter((s) => s.frames.some((f) => f.includes('"runProgress"')));
  const started = Date.now();
  try {
    // A user with a project and long manuals (over REST, through the proxy: a run of a few seconds at least), signed
    // in in the browser; a second tab, to follow the run's SSE stream.
    const registered = await api.post('/api/auth/register', { data: buildUser() });
    expect(registered.ok()).toBeTruthy();
    const { token } = (await registered.json()) as { token: string };
    const created = await api.post('/api/projects', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'Proxy restart', description: 'Smoke', scope: 'HQ' } });
    expect(created.ok()).toBeTruthy();
    const projectId = ((await created.json()) as { id: number }).id;
    await uploadManuals(api, token, projectId, Number(process.env.SMOKE_PROXY_MANUALS ?? 3));
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    const streamPage = await page.context().newPage();
    await streamPage.goto('/healthz');
    const runState = () => {
      const [id, status, processed, total] = stack.sql(`select id, status, processed, total_questions from analysis_runs where project_id = ${projectId} order by id desc limit 1`)[0]!;
      return { id: Number(id), status, processed: Number(processed), total: Number(total) };
    };

    // The full assessment's analysis (123 questions), started in the browser and followed over the websocket
    // (graphql-ws through nginx); the second tab follows its SSE stream (EventSource reconnects by itself).
    await page.goto(`/project-assessment/${projectId}?tab=analysis`);
    await page.getByLabel('Test type').click();
    await page.getByTitle(fullTestType).click();
    await page.getByRole('button', { name: /Start AI Analysis/ }).click();
    await expect(progressPanel(page).getByLabel('Current question')).toBeVisible({ timeout: 30_000 });
    const { id: runId } = runState();
    await followStream(streamPage, token, runId);
    await expect.poll(progressSockets).toHaveLength(1);
    const [socket] = progressSockets();

    // A reload (`nginx -s reload`): new workers, the old one keeps its connections; the page's socket stays open and
    // its progress goes on.
    const nginxPid = stack.proxy.pid();
    const framesBeforeReload = socket!.frames.length;
    stack.proxy.reload();
    await expect.poll(() => socket!.frames.length, { message: 'progress after the reload', intervals: [100] }).toBeGreaterThan(framesBeforeReload + 1);
    expect(socket!.closed).toBeUndefined();
    expect(stack.proxy.pid()).toBe(nginxPid);

    // The full restart (`nginx -s stop`: every connection cut; 1 s down; started again) while the run goes on.
    const shownBefore = await processedShown(page);
    const before = runState();
    expect(before.status).toBe('running');
    const restartedAt = Date.now();
    await stack.proxy.restart(1_000);
    const after = runState();
    expect(stack.proxy.pid()).not.toBe(nginxPid);
    // Mid-run: nginx answered again before the run finished.
    expect(after.status, `the run finished during the restart (${JSON.stringify({ before, after })}): make it longer (SMOKE_PROXY_MANUALS)`).toBe('running');
    await expect.poll(() => socket!.closed, { message: "the page's websocket cut by the restart" }).toBeDefined();
    console.log(`production smoke: proxy restarted at ${before.processed}/${before.total} questions (page showed ${shownBefore}), up again at ${after.processed}`);

    // The page, by itself (no reload): a new subscription (follow-run.ts asks again after 1, 2, 4, 8, 8 s) on a new
    // websocket, whose first event is the run's current state, and the progress goes on; no "connection lost".
    const complete = page.getByText('AI Analysis Complete');
    const lost = page.getByText('Lost connection to progress updates.');
    const reconnectedSockets = () => progressSockets().filter((s) => s.opened >= restartedAt);
    const advanced = async () => ((await processedShown(page)) ?? -1) > after.processed;
    await expect
      .poll(async () => (await lost.isVisible()) || (await complete.isVisible()) || (reconnectedSockets().length > 0 && (await advanced())), {
        timeout: 30_000,
        message: 'the page after the proxy restart: followed again, or complete',
      })
      .toBe(true);
    const situation = {
      progressPanelShown: await progressPanel(page).isVisible(),
      websocketsOpenedAfterRestart: sockets.filter((s) => s.opened >= restartedAt).map((s) => ({ url: s.url, frames: s.frames.slice(0, 2) })),
      run: runState(),
      console: consoleLines.slice(-10),
    };
    expect(await lost.isVisible(), `the page did not reconnect by itself after the proxy restart: ${JSON.stringify(situation)}`).toBe(false);
    expect(reconnectedSockets().length, `no new websocket after the proxy restart: ${JSON.stringify(situation)}`).toBeGreaterThan(0);
    console.log('production smoke: the page reconnected by itself after the proxy restart');

    // The run ends; the page says so and shows its answers.
    await expect.poll(() => runState().status, { timeout: 60_000 }).toBe('completed');
    const finished = runState();
    const succeeded = Number(stack.sql(`select succeeded from analysis_runs where id = ${runId}`)[0]![0]);
    await expect(complete).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Found answers to ${succeeded} out of ${finished.total} questions.`)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Manual Answers' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: /^Source: operations-manual-\d+\.pdf/ }).first()).toBeVisible();
    console.log(`production smoke: run ${runId} finished ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the proxy restart; test ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The SSE tab: its stream cut by the restart, reopened through the new nginx by itself, ended with the completion.
    await streamPage.waitForFunction(() => (window as unknown as { smokeStream: { type: string }[] }).smokeStream.some((e) => e.type === 'completed'), undefined, { timeout: 30_000 });
    const events = await streamPage.evaluate(() => (window as unknown as { smokeStream: { at: number; type: string }[] }).smokeStream);
    expect(events.filter((e) => e.type === 'open').length).toBeGreaterThanOrEqual(2);
    expect(events.some((e) => e.type === 'error' && e.at >= restartedAt)).toBe(true);
    // nginx: nothing worse than errors, but for the worker the reload retired: still holding the page's websocket and
    // the SSE stream (a gracefully shutting down worker waits for its connections), it is stopped with them open.
    const serious = stack.logs()['nginx error.log']!.split('\n').filter((line) => /\[(emerg|alert|crit)\]/.test(line));
    expect(serious.filter((line) => !/\[alert\] \d+#\d+: (\*\d+ open socket #\d+ left in connection \d+|aborting)$/.test(line))).toEqual([]);
  } finally {
    await api.dispose();
  }
});
