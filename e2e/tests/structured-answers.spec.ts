import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { registerViaApi } from '../support/api';
import { securityPolicyPdf } from '../support/policy-documents';
import { answerBox, bulkStatusButton, elementState, fullTestType, questionItem, questionItems, statusOption } from '../support/questionnaire';

// A fresh project answered in full with the AI pass, a few structured answers and the bulk status: the whole path a
// consultant takes, with the clicks (and typed inputs) and seconds it takes printed at the end to watch its cost.

let fixtureDir: string;
test.beforeAll(() => {
  fixtureDir = mkdtempSync(path.join(tmpdir(), 'gap-e2e-structured-'));
});
test.afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

/** What the person does, counted: clicks (a choice in a list is one), typed inputs and keys pressed. */
function effort(page: Page) {
  const counts = { clicks: 0, typed: 0, keys: 0 };
  return {
    counts,
    click: async (target: Locator) => {
      counts.clicks += 1;
      await target.click();
    },
    type: async (target: Locator, text: string) => {
      counts.typed += 1;
      await target.fill(text);
    },
    press: async (key: string) => {
      counts.keys += 1;
      await page.keyboard.press(key);
    },
  };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/questionnaire-${name}.png` });

test('a fresh project fully answered: AI pass, checklist, an accepted suggestion and bulk status', async ({ page, baseURL, request }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { token } = await registerViaApi(baseURL!);
  const headers = { Authorization: `Bearer ${token}` };
  const { id } = (await (await request.post('/api/projects', { headers, data: { name: 'Structured answers' } })).json()) as { id: number };
  const policy = path.join(fixtureDir, 'security-policy.pdf');
  writeFileSync(policy, await securityPolicyPdf());
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`/project-assessment/${id}?tab=documents`);
  const person = effort(page);
  const started = Date.now();

  // Upload the policy and run the AI pass over the full test type.
  await page.locator('input[type=file]').setInputFiles(policy);
  person.counts.clicks += 1; // choosing the file
  await expect(page.getByText('security-policy.pdf', { exact: true })).toBeVisible({ timeout: 30_000 });
  await person.click(page.getByRole('button', { name: /Start AI Analysis/ }));
  await person.click(page.getByLabel('Test type'));
  await person.click(page.getByTitle(fullTestType));
  // Choosing the type only stores it: Start AI Analysis is the deliberate click that starts the run.
  await expect(page.getByRole('button', { name: /Start AI Analysis/ })).toBeEnabled();
  await person.click(page.getByRole('button', { name: /Start AI Analysis/ }));
  await expect(page.getByText('AI Analysis Complete')).toBeVisible({ timeout: 180_000 });
  const aiSeconds = (Date.now() - started) / 1000;
  await expect(page.getByRole('tab', { name: 'Manual Answers' })).toHaveAttribute('aria-selected', 'true');
  const header = page.getByText(/^\d+ out of 123 questions answered\./);
  await expect(header).toBeVisible();
  const answeredByAi = Number((await header.innerText()).split(' ')[0]);
  expect(answeredByAi).toBeGreaterThan(0);
  await expect(questionItems(page).first()).toBeVisible();
  await shot(page, 'after-ai-1280');

  const search = page.getByRole('textbox', { name: 'Search questions' });

  // 1. The AI's backup answer: its quote sits under the element it evidences; the person states the status,
  // marks the monitoring missing and saves. The row then shows the new projection.
  await person.type(search, 'A.8.13');
  const backup = questionItem(page, 'A.8.13');
  await expect(backup.getByText(/^Projected \d+% · (low|medium|high) risk$/)).toBeVisible();
  await person.click(backup.getByRole('button', { name: 'Edit Answer' }));
  const checklist = backup.getByRole('list', { name: 'Expected elements of A.8.13' });
  await expect(checklist.getByText('Required').first()).toBeVisible();
  await expect(checklist.locator('li').filter({ hasText: 'security-policy.pdf, page 2' }).first()).toBeVisible();
  await expect(backup.getByRole('list', { name: 'Missing elements of A.8.13' })).toBeVisible();
  await person.click(statusOption(backup, 'Implemented'));
  await person.click(elementState(backup, 'Backup jobs are monitored and failures addressed', 'Missing'));
  await shot(page, 'checklist-1280');
  await expectNoSeriousA11yViolations(page, 'answer editor with checklist');
  await person.click(backup.getByRole('button', { name: 'Save Answer' }));
  await expect(backup.getByRole('button', { name: 'Edit Answer' })).toBeVisible();
  await expect(backup.getByText('Implemented', { exact: true })).toBeVisible();
  await expect(backup.getByText(/^Projected \d+% · (low|medium|high) risk$/)).toBeVisible();

  // 2. Access rights, written by hand: the text suggests two ticks, which the person applies, then a status.
  await person.type(search, 'A.5.18');
  const access = questionItem(page, 'A.5.18');
  await person.click(access.getByRole('button', { name: /^(Edit )?Answer$/ }));
  await person.type(answerBox(access), 'There is no access review yet, but every access request is approved by the asset owner.');
  await expect(access.getByText(/^Your text seems to cover: Access is granted only after a request approved/)).toBeVisible();
  await expect(access.getByText(/It seems to say these are missing: Access rights are reviewed by owners/)).toBeVisible();
  await shot(page, 'suggestion-1280');
  await person.click(access.getByRole('button', { name: 'Apply suggested ticks' }));
  await expect(elementState(access, 'Access is granted only after a request approved by the appropriate owner', 'In place').locator('input')).toBeChecked();
  await expect(elementState(access, 'Access rights are reviewed by owners at planned intervals', 'Missing').locator('input')).toBeChecked();
  await person.click(statusOption(access, 'Partially implemented'));
  await person.click(access.getByRole('button', { name: 'Save Answer' }));
  await expect(access.getByText('Partially implemented', { exact: true })).toBeVisible();

  // 3. The quick path: a status alone answers a question (Answer, the status, Save).
  await person.type(search, '4.1');
  const context = questionItem(page, '4.1');
  await expect(context).toBeVisible();
  const quickPathFrom = person.counts.clicks;
  if (await context.getByRole('button', { name: 'Answer', exact: true }).isVisible()) {
    await person.click(context.getByRole('button', { name: 'Answer', exact: true }));
    await person.click(statusOption(context, 'Implemented'));
    await person.click(context.getByRole('button', { name: 'Save Answer' }));
    await expect(context.getByText('Implemented', { exact: true })).toBeVisible();
    expect(person.counts.clicks - quickPathFrom).toBe(3);
  }

  // 4. Bulk: the remaining Annex A 8 questions are not implemented (search and the Needs Input filter).
  await person.type(search, 'A.8');
  await person.click(page.getByText(/^Needs Input \(\d+\)$/));
  // The list follows the search a moment later (it filters with the deferred text).
  await expect.poll(() => questionItems(page).count(), { timeout: 30_000 }).toBeGreaterThan(10);
  const remainingA8 = await questionItems(page).count();
  await expect(bulkStatusButton(page)).toHaveText(`Set status of ${remainingA8} shown`);
  await person.click(bulkStatusButton(page));
  await person.click(page.getByRole('menuitem', { name: 'Not implemented' }));
  const confirmation = page.getByRole('dialog');
  await expect(confirmation.getByText(`Mark ${remainingA8} questions as Not implemented?`)).toBeVisible();
  await shot(page, 'bulk-confirm-1280');
  await person.click(confirmation.getByRole('button', { name: `Mark ${remainingA8} as Not implemented` }));
  // One call writes them all (with the project's progress): seconds on a busy machine.
  await expect(page.getByText(`${remainingA8} questions marked Not implemented`)).toBeVisible({ timeout: 30_000 });
  await expect(questionItems(page)).toHaveCount(0);

  // 5. Bulk by keyboard: every other remaining question is partially implemented.
  await person.type(search, '');
  await expect.poll(() => questionItems(page).count(), { timeout: 30_000 }).toBeGreaterThan(10);
  const remaining = await questionItems(page).count();
  await bulkStatusButton(page).focus();
  await person.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Implemented', exact: true })).toBeFocused();
  await person.press('ArrowDown');
  await person.press('Enter');
  await expect(confirmation.getByText(`Mark ${remaining} questions as Partially implemented?`)).toBeVisible();
  await person.click(confirmation.getByRole('button', { name: `Mark ${remaining} as Partially implemented` }));
  await expect(page.getByText(`${remaining} questions marked Partially implemented`)).toBeVisible({ timeout: 30_000 });

  // Everything answered: the header, the counts and the gap assessment follow.
  await expect(page.getByText('All questions have been answered. You can now proceed to the gap assessment.')).toBeVisible();
  await expect(page.getByText('Completion: 123/123 questions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Gap Assessment' })).toBeEnabled();
  const seconds = (Date.now() - started) / 1000;
  const { clicks, typed, keys } = person.counts;
  const figure = `123/123 answered in ${seconds.toFixed(0)} s (AI pass ${aiSeconds.toFixed(0)} s, ${answeredByAi} answered by it) with ${clicks} clicks, ${typed} typed inputs and ${keys} keys`;
  console.log(`structured answers: ${figure}`);
  test.info().annotations.push({ type: 'time to answer 123 questions', description: figure });
  await person.click(page.getByText('All Questions', { exact: true }));
  await shot(page, 'all-answered-1280');

  // Stored as shown: every question has a status or text; the A.8 bulk ones are not implemented.
  type Item = { question: { controlRef: string }; answer: { answer: string; status: string | null; source: string } | null };
  const items = (await (await request.get(`/api/projects/${id}/assessment-answers`, { headers })).json()) as Item[];
  expect(items).toHaveLength(123);
  expect(items.filter((item) => !item.answer || !(item.answer.status || item.answer.answer.trim()))).toEqual([]);
  expect(items.filter((item) => item.answer?.status === 'not_implemented')).toHaveLength(remainingA8);
  expect(items.find((item) => item.question.controlRef === 'A.5.18')!.answer).toMatchObject({ status: 'partially_implemented', source: 'manual' });

  // On a phone: the checklist stacks under each requirement, the bulk confirmation fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await search.fill('A.5.18');
  await access.getByRole('button', { name: 'Edit Answer' }).click();
  await expect(access.getByRole('list', { name: 'Expected elements of A.5.18' })).toBeVisible();
  await access.scrollIntoViewIfNeeded();
  await shot(page, 'checklist-390');
  await expectNoSeriousA11yViolations(page, 'answer editor with checklist');
  await access.getByRole('button', { name: 'Cancel' }).click();
  await search.fill('A.6');
  await bulkStatusButton(page).click();
  await page.getByRole('menuitem', { name: 'Implemented', exact: true }).click();
  await expect(confirmation.getByText(/^Mark \d+ questions as Implemented\?$/)).toBeVisible();
  await shot(page, 'bulk-confirm-390');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await page.getByTestId('question-list').evaluate((list) => list.scrollIntoView());
  await shot(page, 'rows-390');
});
