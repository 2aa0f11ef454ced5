import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { registerViaApi } from '../support/api';
import { extraPorts } from '../support/env';
import { startGateway } from '../support/gateway';
import { accessControlDocx, securityPolicyPdf } from '../support/policy-documents';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fullTestType = 'ISO 27001:2022 Full Assessment (Clauses 4-10 and Annex A)';
/** The closing note wants these: the viewer with a highlighted quote at 1280 and 390 px. */
const screenshot = (page: Page, name: string) => page.screenshot({ path: `/tmp/viewer-${name}.png` });
const backupQuote = 'Full backups of production databases are taken every night';

let fixtureDir: string;
test.beforeAll(() => {
  fixtureDir = mkdtempSync(path.join(tmpdir(), 'gap-e2e-viewer-'));
});
test.afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

type Evidence = { documentId: string; documentName: string; page: number | null; section: string | null; quote: string };
type Item = { question: { controlRef: string }; answer: { source: string; evidence: Evidence[] } | null };

async function aiAnswers(request: APIRequestContext, token: string, projectId: number): Promise<Item[]> {
  const res = await request.get(`/api/projects/${projectId}/assessment-answers`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as Item[]).filter((item) => item.answer?.source === 'ai');
}

/** The marks pdf.js's text layer holds once the quote is highlighted, joined. */
const markedOnPage = (page: Page) => page.locator('.gap-pdf-text-layer mark').allInnerTexts().then((texts) => texts.join(' '));

/** True once the page's canvas has ink on it (pdf.js drew the page, not only its text layer). */
const pageIsDrawn = (page: Page) =>
  page.locator('.gap-pdf-page canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) return true;
    return false;
  });

test('citations open the cited PDF page and Word section with the quote highlighted; the original downloads; others get not found', async ({ page, baseURL, request, browser }) => {
  test.setTimeout(240_000);
  const { token } = await registerViaApi(baseURL!);
  const created = await request.post('/api/projects', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'Evidence that opens', description: 'Viewer journey', scope: 'HQ' } });
  const projectId = ((await created.json()) as { id: number }).id;
  const files = { pdf: path.join(fixtureDir, 'security-policy.pdf'), docx: path.join(fixtureDir, 'access-control.docx') };
  writeFileSync(files.pdf, await securityPolicyPdf());
  writeFileSync(files.docx, await accessControlDocx());
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // Upload both policies and run the AI analysis, as a person does.
  await page.goto(`/project-assessment/${projectId}?tab=documents`);
  await page.locator('input[type=file]').setInputFiles([files.pdf, files.docx]);
  await expect(page.getByText('access-control.docx', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('security-policy.pdf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Start AI Analysis/ }).click();
  await page.getByLabel('Test type').click();
  await page.getByTitle(fullTestType).click();
  // Choosing the type only stores it: Start AI Analysis starts the run.
  await expect(page.getByRole('button', { name: /Start AI Analysis/ })).toBeEnabled();
  await page.getByRole('button', { name: /Start AI Analysis/ }).click();
  await expect(page.getByText('AI Analysis Complete')).toBeVisible({ timeout: 180_000 });

  // The backup answer's evidence: its citation opens the PDF at page 2 with the quote highlighted.
  await page.getByRole('textbox', { name: 'Search questions' }).fill('A.8.13');
  const backup = page.getByRole('article', { name: 'Question A.8.13', exact: true });
  await backup.getByRole('button', { name: 'More' }).click();
  await backup.getByText(/^Evidence \(\d+\)$/).click();
  const cited = backup.getByTestId('evidence-item').filter({ hasText: backupQuote }).first();
  await backup.screenshot({ path: '/tmp/viewer-citation-link.png' });
  await cited.getByRole('link', { name: 'security-policy.pdf, page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/documents/\\d+\\?page=2&quote=`));
  const viewerUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'security-policy.pdf' })).toBeVisible();
  await expect(page.getByText('The quoted passage is highlighted on page 2.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Page 2 of 2' })).toBeVisible();
  await expect(page.locator('.gap-pdf-text-layer mark').first()).toBeVisible();
  expect((await markedOnPage(page)).replace(/\s+/g, ' ')).toContain(backupQuote);
  expect(await pageIsDrawn(page)).toBe(true);
  // The sidebar keeps Projects active inside a project's document.
  await expect(page.locator('.ant-layout-sider .ant-menu-item-selected')).toContainText('Projects');
  await screenshot(page, 'pdf-1280');
  await expectNoSeriousA11yViolations(page, 'document viewer (PDF)');

  // Page through, then back where the citation was.
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByRole('region', { name: 'Page 1 of 2' })).toBeVisible();
  await expect(page.getByText('The quoted passage is on page 2.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/project-assessment/${projectId}\\?tab=manual$`));

  // A Word citation opens the extracted text at its section, the quote in a <mark>.
  const fromDocx = (await aiAnswers(request, token, projectId)).find((item) => item.answer!.evidence.some((e) => e.documentName === 'access-control.docx'));
  expect(fromDocx, 'an AI answer citing the Word document').toBeTruthy();
  const wordEvidence = fromDocx!.answer!.evidence.find((e) => e.documentName === 'access-control.docx')!;
  await page.getByRole('textbox', { name: 'Search questions' }).fill(fromDocx!.question.controlRef);
  const access = page.getByRole('article', { name: `Question ${fromDocx!.question.controlRef}`, exact: true });
  await access.getByRole('button', { name: 'More' }).click();
  await access.getByText(/^Evidence \(\d+\)$/).click();
  await access.getByTestId('evidence-item').filter({ hasText: wordEvidence.quote }).first().getByRole('link', { name: `access-control.docx, section "${wordEvidence.section}"` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'access-control.docx' })).toBeVisible();
  await expect(page.getByText(`The quoted passage is highlighted in “${wordEvidence.section}”.`)).toBeVisible();
  const mark = page.getByRole('region', { name: wordEvidence.section! }).locator('mark');
  await expect(mark).toHaveText(wordEvidence.quote);
  await expect(mark).toBeInViewport();
  await screenshot(page, 'docx-1280');
  await expectNoSeriousA11yViolations(page, 'document viewer (Word)');

  // The original downloads under its name, byte for byte.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download original/ }).click()]);
  expect(download.suggestedFilename()).toBe('access-control.docx');
  expect(readFileSync((await download.path())!).equals(readFileSync(files.docx))).toBe(true);

  // On a phone the page fits the width and the quote is still marked.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(viewerUrl);
  await expect(page.getByText('The quoted passage is highlighted on page 2.')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.gap-pdf-text-layer mark').first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'pdf-390');
  // Small print at that width: zoomed in, the page scrolls sideways with the quote in view.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('region', { name: 'Page 2 of 2' })).toHaveCSS('width', /^7\d\dpx$/);
  await expect(page.locator('.gap-pdf-text-layer mark').first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'pdf-390-zoomed');

  // Another user's viewer URL: not found, and no bytes over REST either.
  const intruder = await registerViaApi(baseURL!);
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const otherPage = await other.newPage();
  await otherPage.addInitScript((value) => window.localStorage.setItem('token', value), intruder.token);
  await otherPage.goto(viewerUrl);
  await expect(otherPage.getByText('Document not found')).toBeVisible({ timeout: 30_000 });
  await expect(otherPage.getByRole('button', { name: /Download original/ })).toHaveCount(0);
  const documentId = new URL(viewerUrl).pathname.split('/').pop();
  const stolen = await request.get(`/api/projects/${projectId}/documents/${documentId}/original`, { headers: { Authorization: `Bearer ${intruder.token}` } });
  expect(stolen.status()).toBe(404);
  await other.close();
});

/** A gateway whose assessment remote is deployed on its own origin: pdf.js's worker cannot start there, yet the page draws. */
test.describe('assessment remote on another origin', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let remote: Awaited<ReturnType<typeof serveStatic>>;

  test.beforeAll(async () => {
    remote = await serveStatic(path.join(repoRoot, 'mf-assessment/dist'), extraPorts.remote, '127.0.0.1');
    gateway = await startGateway(extraPorts.gateway, { REMOTE_ASSESSMENT_URL: `http://127.0.0.1:${extraPorts.remote}/mf-manifest.json` });
  });
  test.afterAll(async () => {
    await gateway?.stop();
    await new Promise((resolve) => remote?.close(resolve));
  });

  test('the PDF viewer draws the cited page and highlights the quote', async ({ page }) => {
    // A cold start of the remote from its origin, and pdf.js parsing on the page's thread, on a busy machine.
    test.setTimeout(120_000);
    const { token } = await registerViaApi(gateway.url);
    const headers = { Authorization: `Bearer ${token}` };
    const project = (await (await fetch(`${gateway.url}/api/projects`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Remote viewer' }) })).json()) as { id: number };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await securityPolicyPdf())]), 'security-policy.pdf');
    const uploaded = await fetch(`${gateway.url}/api/projects/${project.id}/documents`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

    await page.goto(`${gateway.url}/projects/${project.id}/documents/${id}?page=2&quote=${encodeURIComponent(backupQuote)}`);
    await expect(page.getByText('The quoted passage is highlighted on page 2.')).toBeVisible({ timeout: 60_000 });
    expect((await markedOnPage(page)).replace(/\s+/g, ' ')).toContain(backupQuote);
    expect(await pageIsDrawn(page)).toBe(true);
    expect((remote.requests as string[]).some((requested) => requested.endsWith('.mjs'))).toBe(true);
    // No CSP refusal (a blob: worker) on the way: pdf.js was told to parse in the page.
    expect(errors.filter((text) => /Content Security Policy|worker/i.test(text))).toEqual([]);
  });
});
