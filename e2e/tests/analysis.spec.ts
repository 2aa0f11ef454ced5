import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { registerViaApi } from '../support/api';
import { accessControlDocx, securityPolicyPdf } from '../support/policy-documents';
import { createProject, uploadManuals } from '../support/projects';

const fullTestType = 'ISO 27001:2022 Full Assessment (Clauses 4-10 and Annex A)';
const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/analysis-${name}.png`, fullPage: true });

let fixtureDir: string;
test.beforeAll(() => {
  fixtureDir = mkdtempSync(path.join(tmpdir(), 'gap-e2e-analysis-'));
});
test.afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

const progressPanel = (page: Page) => page.getByLabel('Analysis progress');
const percentShown = async (page: Page) => Number((await progressPanel(page).getByText(/^\d+%$/).innerText()).replace('%', ''));

test('analyse two uploaded documents: live progress to 100 %, then AI answers citing document, page and quotes', async ({ page, baseURL, request }) => {
  test.setTimeout(180_000);
  const { token } = await registerViaApi(baseURL!);
  const projectId = await createProject(request, token, 'AI analysis journey');
  // Eight long manuals besides the two policies: the run outlasts the checks made while it runs.
  await uploadManuals(request, token, projectId, 8);
  const files = { pdf: path.join(fixtureDir, 'security-policy.pdf'), docx: path.join(fixtureDir, 'access-control.docx') };
  writeFileSync(files.pdf, await securityPolicyPdf());
  writeFileSync(files.docx, await accessControlDocx());
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // Documents tab: upload the two policies, then Start AI Analysis goes to the analysis tab.
  await page.goto(`/project-assessment/${projectId}?tab=documents`);
  await page.locator('input[type=file]').setInputFiles([files.pdf, files.docx]);
  await expect(page.getByText('access-control.docx', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('security-policy.pdf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Start AI Analysis/ }).click();
  await expect(page.getByRole('tab', { name: 'AI Analysis' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('5 of 5 analysis runs left')).toBeVisible();

  // Choosing the test type only stores it: no run starts until Start AI Analysis is pressed.
  await page.getByLabel('Test type').click();
  await page.getByTitle(fullTestType).click();
  await expect(page.getByText(/^\d+ questions$/)).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(progressPanel(page)).toBeHidden();
  await expect(page.getByText('5 of 5 analysis runs left')).toBeVisible();
  // Start AI Analysis starts it; the progress panel follows it and the tabs are locked.
  await page.getByRole('button', { name: /Start AI Analysis/ }).click();
  await expect(progressPanel(page)).toBeVisible();
  await expect(progressPanel(page).getByLabel('Current question')).toBeVisible({ timeout: 20_000 });
  // Read the figure first: the checks below take seconds, and the run may finish meanwhile.
  const midway = await percentShown(page);
  expect(midway).toBeLessThan(100);
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await screenshot(page, 'progress-mid-run');
  // Completion: the toast, then the questionnaire with the AI answers. The toast is watched for from now on: the
  // run may end while the accessibility check below runs, and the toast is gone a few seconds later.
  const completionToast = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'AI Analysis Complete' })
    .filter({ hasText: /Found answers to \d+ out of 123 questions\./ })
    .waitFor({ timeout: 120_000 });
  await expectNoSeriousA11yViolations(page, 'analysis running');
  await completionToast;
  await expect(page.getByRole('tab', { name: 'Manual Answers' })).toHaveAttribute('aria-selected', 'true');

  // A backup answer cites the PDF and its page 2, with the quote in the Evidence panel.
  await page.getByRole('textbox', { name: 'Search questions' }).fill('A.8.13');
  const backup = page.getByRole('article', { name: 'Question A.8.13', exact: true });
  // The row marks the AI source; More names the document and page and holds the evidence.
  await expect(backup.getByRole('link', { name: 'Source: security-policy.pdf, page 2' })).toBeVisible();
  await backup.getByRole('button', { name: 'More' }).click();
  await expect(backup.getByText('security-policy.pdf, page 2', { exact: true })).toBeVisible();
  await backup.getByText(/^Evidence \(\d+\)$/).click();
  const quote = backup.getByTestId('evidence-item').filter({ hasText: 'Full backups of production databases are taken every night' });
  await expect(quote.first()).toBeVisible();
  await expect(quote.first().getByText('security-policy.pdf, page 2')).toBeVisible();
  await expect(backup.getByText(/Coverage \d+%/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'questionnaire with AI evidence');
  // The question itself (a full-page capture of a scrolled page draws the fixed shell over it).
  await backup.screenshot({ path: '.artifacts/screens/analysis-answer-with-evidence.png' });

  // The Word document is cited too, by its section (which question cites it is the engine's call: asked over REST).
  type Item = { question: { controlRef: string }; answer: { source: string; evidence: { documentName: string; section: string | null }[] } | null };
  const items = (await (await request.get(`/api/projects/${projectId}/assessment-answers`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Item[];
  const fromDocx = items.find((i) => i.answer?.source === 'ai' && i.answer.evidence.some((e) => e.documentName === 'access-control.docx'));
  expect(fromDocx, 'an AI answer citing the Word document').toBeTruthy();
  const section = fromDocx!.answer!.evidence.find((e) => e.documentName === 'access-control.docx')!.section;
  expect(['Access control', 'Passwords'].some((heading) => section?.includes(heading))).toBe(true);
  await page.getByRole('textbox', { name: 'Search questions' }).fill(fromDocx!.question.controlRef);
  const access = page.getByRole('article', { name: `Question ${fromDocx!.question.controlRef}`, exact: true });
  await access.getByRole('button', { name: 'More' }).click();
  await access.getByText(/^Evidence \(\d+\)$/).click();
  await expect(access.getByText(`access-control.docx, section "${section}"`).first()).toBeVisible();

  // Back on the analysis tab the finished run shows 100 %.
  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  await expect(progressPanel(page).getByText('Completed')).toBeVisible();
  expect(await percentShown(page)).toBe(100);
});

test('reload mid-run and keep following it, cancel it, then run again keeping manual answers', async ({ page, baseURL, request }) => {
  test.setTimeout(240_000);
  const { token } = await registerViaApi(baseURL!);
  const projectId = await createProject(request, token, 'Rerun journey');
  // Forty 100-page manuals: the run must outlast a page reload and the checks after it, on a quiet machine (a
  // gateway claims a new run at once) and on a busy one (twenty, a run of about 18 s here, once ended before the
  // Cancel click under load).
  const manuals = await uploadManuals(request, token, projectId, 40);
  expect((await request.put(`/api/projects/${projectId}/test-type`, { headers: { Authorization: `Bearer ${token}` }, data: { testType: fullTestType } })).ok()).toBeTruthy();
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  await page.goto(`/project-assessment/${projectId}?tab=analysis`);
  await page.getByRole('button', { name: /Start AI Analysis/ }).click();
  await expect(progressPanel(page).getByLabel('Current question')).toBeVisible({ timeout: 20_000 });
  const before = await percentShown(page);

  // A reload reattaches to the running run: progress continues from where it was.
  await page.reload();
  await expect(progressPanel(page).getByLabel('Current question')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Manual Answers' })).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => percentShown(page)).toBeGreaterThan(before);

  // Cancel: the toast, the progress reset, the tabs free again.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Analysis Cancelled')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('The assessment was cancelled.')).toBeVisible();
  await expect(progressPanel(page)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Manual Answers' })).not.toHaveAttribute('aria-disabled', 'true');

  // A person answers one question by hand.
  await page.getByRole('tab', { name: 'Manual Answers' }).click();
  await page.getByRole('textbox', { name: 'Search questions' }).fill('A.7.2');
  const entry = page.getByRole('article', { name: 'Question A.7.2', exact: true });
  // The editor opens in place: 'Answer' for an unanswered question, 'Edit Answer' for one the AI answered.
  await entry.getByRole('button', { name: /^(Edit )?Answer$/ }).click();
  await entry.getByRole('textbox', { name: 'Answer' }).fill('Visitors are registered at reception by the facilities team.');
  await entry.getByRole('button', { name: 'Save Answer' }).click();
  await expect(entry.getByRole('button', { name: 'Edit Answer' })).toBeVisible();

  // The person keeps four of the manuals (so the full run below stays short), then runs the analysis again.
  for (const id of manuals.slice(4)) expect((await request.delete(`/api/documents/${id}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(204);

  // Run AI Analysis Again: confirmation, a full run, and the manual answer is still the person's.
  await page.getByRole('button', { name: 'Run AI Analysis Again' }).click();
  await expect(page.getByRole('dialog').getByText(/Your manual answers are kept/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Run AI Analysis' }).click();
  await expect(page.getByText('AI Analysis Complete')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByRole('tab', { name: 'Manual Answers' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Search questions' }).fill('A.7.2');
  await expect(entry.getByText('Visitors are registered at reception by the facilities team.')).toBeVisible();
  await expect(entry.getByText('AI', { exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  await expect(page.getByText('3 of 5 analysis runs left')).toBeVisible();
});
