import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerViaApi } from '../support/api';
import { securityPolicyPdf } from '../support/policy-documents';
import { fullTestType, questionItem, questionItems } from '../support/questionnaire';

// No keyboard path spends anything (a credit, a run, the answers a re-run replaces) by accident. The N/A popover takes the focus into its reason
// (what is typed lands there, not on 'Run AI Analysis Again' behind it), and the re-run's question opens on Cancel.

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const runsLeft = (page: Page) => page.getByLabel('Analysis runs left');

test('keyboard only: typing an N/A reason spends no run, and the re-run question cancels on Enter', async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { token } = await registerViaApi(baseURL!);
  const headers = { Authorization: `Bearer ${token}` };
  const { id } = (await (await request.post('/api/projects', { headers, data: { name: 'Keyboard safety' } })).json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType: fullTestType } })).ok()).toBeTruthy();
  // A document with text: a re-run could really start (and spend a run) if a key press confirmed it.
  const uploaded = await request.post(`/api/projects/${id}/documents`, {
    headers,
    multipart: { file: { name: 'security-policy.pdf', mimeType: 'application/pdf', buffer: await securityPolicyPdf() } },
  });
  expect(uploaded.status()).toBe(201);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // The runs left before: nothing the keyboard does below may change them.
  await page.goto(`/project-assessment/${id}?tab=analysis`);
  await expect(runsLeft(page)).toHaveText('5 of 5 analysis runs left', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Manual Answers' }).click();

  // Search A.5.4, then Tab to its N/A and press Enter: the focus moves into the reason.
  const search = page.getByRole('textbox', { name: 'Search questions' });
  await search.fill('A.5.4');
  await expect(questionItems(page)).toHaveCount(1);
  const item = questionItem(page, 'A.5.4');
  const notApplicable = item.getByRole('button', { name: 'N/A', exact: true });
  await search.focus();
  await tabTo(page, notApplicable);
  await page.keyboard.press('Enter');
  const reason = page.getByRole('textbox', { name: 'Reason for exclusion' });
  await expect(reason).toBeFocused();

  // The reason with its spaces lands in the textarea; nothing behind the popover is pressed.
  await page.keyboard.type('Not relevant here');
  await expect(reason).toHaveValue('Not relevant here');
  await expect(page.getByRole('dialog', { name: 'Run AI Analysis Again?' })).toHaveCount(0);
  // Tab stays within the popover: the next stop is its own button, not 'Run AI Analysis Again'.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mark Not Applicable' })).toBeFocused();
  // Escape closes it and returns the focus to N/A; Enter opens it again with the reason kept.
  await page.keyboard.press('Escape');
  await expect(notApplicable).toBeFocused();
  await expect(reason).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveValue('Not relevant here');
  // Tab, Enter: saved. The row shows the exclusion with its reason.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(item.getByText('Not Applicable', { exact: true })).toBeVisible();
  await expect(item.getByText('Not relevant here')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Run AI Analysis Again?' })).toHaveCount(0);

  // 'Run AI Analysis Again' from the keyboard: its question opens on Cancel, so Enter cancels and nothing starts.
  const again = page.getByRole('button', { name: 'Run AI Analysis Again' });
  await again.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Run AI Analysis Again?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Manual Answers' })).toHaveAttribute('aria-selected', 'true');
  await expect(again).toBeFocused();
  // A stray Space does no more: the question opens on Cancel again.
  await page.keyboard.press('Space');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(question).toBeHidden();

  // No run was started: the runs left are unchanged, and no progress is shown.
  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  await expect(runsLeft(page)).toHaveText('5 of 5 analysis runs left');
  await expect(page.getByLabel('Analysis progress')).toHaveCount(0);
  const runs = await request.post('/graphql', {
    headers,
    data: { query: 'query($id: ID!) { project(id: $id) { analysisRuns { used allowed } } }', variables: { id: String(id) } },
  });
  expect(((await runs.json()) as { data: { project: { analysisRuns: { used: number } } } }).data.project.analysisRuns.used).toBe(0);
});
