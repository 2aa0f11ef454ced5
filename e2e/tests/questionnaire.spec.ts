import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerViaApi } from '../support/api';
import { securityPolicyPdf } from '../support/policy-documents';

const testType = 'ISO 27001:2022 Clauses 4-10';
/** Left unanswered by the seed, so the journey answers them by hand. */
const unanswered = ['6.1.2', '7.5.3', '9.2.2'];

interface Question {
  id: string;
  controlRef: string;
}

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/questionnaire-${name}.png`, fullPage: true });

/** A project on the 30-question Clauses 4-10 test type with every question but `unanswered` answered (REST). */
async function seedProject(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const project = await request.post('/api/projects', { headers, data: { name: 'Questionnaire journey', description: 'Seeded', scope: 'HQ' } });
  expect(project.ok()).toBeTruthy();
  const { id } = (await project.json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType } })).ok()).toBeTruthy();

  const questions = (await (await request.get(`/api/questions/${encodeURIComponent(testType)}`, { headers })).json()) as Question[];
  expect(questions).toHaveLength(30);
  for (const question of questions.filter((q) => !unanswered.includes(q.controlRef))) {
    const saved = await request.post(`/api/projects/${id}/assessment-answers`, {
      headers,
      data: { questionId: question.id, answer: `Seeded answer for ${question.controlRef}`, source: 'manual' },
    });
    expect(saved.ok()).toBeTruthy();
  }
  return id;
}

/** The items shown: those filtered out stay in the page, hidden. */
const questionItems = (page: Page) => page.getByTestId('question-item').filter({ visible: true });
const questionItem = (page: Page, ref: string) => page.getByRole('article', { name: `Question ${ref}`, exact: true });

/** The answer editor of an item, labelled with its control ('Answer for A.5.15 Access control'). */
const answerBox = (item: Locator) => item.getByRole('textbox', { name: /^Answer for / });

/** Opens the item's editor in place (Answer, or Edit Answer once answered), fills it and saves. */
async function answer(item: Locator, text: string) {
  await item.getByRole('button', { name: /^(Edit )?Answer$/ }).click();
  await answerBox(item).fill(text);
  await item.getByRole('button', { name: 'Save Answer' }).click();
  await expect(item.getByRole('button', { name: 'Edit Answer' })).toBeVisible();
}

test('answer the remaining questions by hand until the gap assessment can start', async ({ page, baseURL, request }) => {
  const { token } = await registerViaApi(baseURL!);
  const projectId = await seedProject(request, token);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // AI Analysis tab: the project's stored test type is selected, with its question count.
  await page.goto(`/project-assessment/${projectId}`);
  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  const analysis = page.getByRole('tabpanel', { name: 'AI Analysis' });
  await expect(analysis.getByText(testType, { exact: true })).toBeVisible();
  await expect(analysis.getByText('30 questions')).toBeVisible();
  await expect(analysis.getByText('Test selection is required before proceeding')).toHaveCount(0);
  await screenshot(page, 'analysis');

  // Manual Answers tab: 27 of 30 answered.
  await page.getByRole('tab', { name: 'Manual Answers' }).click();
  await expect(page.getByRole('heading', { name: `ISO 27001 Questionnaire - ${testType}` })).toBeVisible();
  await expect(page.getByText('27 out of 30 questions answered. Please provide answers for the remaining questions.')).toBeVisible();
  await expect(page.getByText('Completion: 27/30 questions')).toBeVisible();
  await expect(page.getByText('90%').first()).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Gap Assessment' });
  await expect(start).toBeDisabled();
  await expect(questionItems(page)).toHaveCount(30);
  await screenshot(page, 'manual-start');

  // The list scrolls within 600 px.
  const listHeight = await page.getByTestId('question-list').evaluate((list) => list.getBoundingClientRect().height);
  expect(listHeight).toBeLessThanOrEqual(600);

  // Search by control reference, then by text (case-insensitive), then a miss.
  const search = page.getByRole('textbox', { name: 'Search questions' });
  await search.fill('7.5');
  await expect(questionItems(page)).toHaveCount(3);
  await expect(questionItem(page, '7.5.3')).toBeVisible();
  await search.fill('INTERNAL AUDIT PROGRAMME');
  await expect(questionItems(page)).toHaveCount(1);
  await expect(questionItem(page, '9.2.2')).toBeVisible();
  await screenshot(page, 'search');
  await search.fill('quantum teleportation');
  await expect(page.getByText('No questions match your search criteria')).toBeVisible();
  await search.fill('');
  await expect(questionItems(page)).toHaveCount(30);

  // Filters with their counts.
  await page.getByText('Answered (27)').click();
  await expect(questionItems(page)).toHaveCount(27);
  await page.getByText('Needs Input (3)').click();
  await expect(questionItems(page)).toHaveCount(3);
  await screenshot(page, 'needs-input');

  // The editor opens in place, with the guidance one click away.
  const riskAssessment = questionItem(page, '6.1.2');
  await riskAssessment.getByRole('button', { name: 'Answer', exact: true }).click();
  await riskAssessment.getByRole('button', { name: /Guidance/ }).click();
  await expect(riskAssessment.getByText('Typical evidence')).toBeVisible();

  // A blank answer is refused inline; a real one saves and leaves the Needs Input list.
  await riskAssessment.getByRole('button', { name: 'Save Answer' }).click();
  await expect(riskAssessment.getByText('Answer cannot be empty')).toBeVisible();
  await answerBox(riskAssessment).fill('Risk assessment methodology v3 with 5x5 matrix and acceptance criteria.');
  await riskAssessment.getByRole('button', { name: 'Save Answer' }).click();
  await expect(page.getByText('Answer Saved')).toBeVisible();
  await expect(page.getByText('Needs Input (2)')).toBeVisible();
  await expect(page.getByText('Answered (28)')).toBeVisible();
  await expect(page.getByText('Completion: 28/30 questions')).toBeVisible();
  await expect(questionItems(page)).toHaveCount(2);

  // Answer the rest from the full list, then edit one.
  await page.getByText('All Questions').click();
  await answer(questionItem(page, '7.5.3'), 'Documents live in the ISMS SharePoint with access control and backups.');
  await expect(page.getByText('Completion: 29/30 questions')).toBeVisible();
  await expect(start).toBeDisabled();
  await answer(questionItem(page, '9.2.2'), 'Annual audit programme approved by the ISMS board.');

  await expect(page.getByText('All questions have been answered. You can now proceed to the gap assessment.')).toBeVisible();
  await expect(page.getByText('Completion: 30/30 questions')).toBeVisible();
  await expect(page.getByText('Needs Input (0)')).toBeVisible();
  await expect(page.getByText('100%').first()).toBeVisible();
  await expect(start).toBeEnabled();

  const audit = questionItem(page, '9.2.2');
  await audit.getByRole('button', { name: 'Edit Answer' }).click();
  await expect(answerBox(audit)).toHaveValue('Annual audit programme approved by the ISMS board.');
  await answerBox(audit).fill('Audit programme: every ISMS process audited at least once every 12 months.');
  await audit.getByRole('button', { name: 'Save Answer' }).click();
  await expect(audit.getByText('Audit programme: every ISMS process audited at least once every 12 months.')).toBeVisible();
  await expect(page.getByText('Completion: 30/30 questions')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'complete');

  // The answers are stored: a reload shows them all answered.
  await page.reload();
  await expect(page.getByText('Completion: 30/30 questions')).toBeVisible();
  await expect(page.getByText('Audit programme: every ISMS process audited at least once every 12 months.')).toBeVisible();

  await page.getByRole('button', { name: 'Start Gap Assessment' }).click();
  await expect(page.getByRole('tab', { name: 'Gap Assessment', selected: true })).toBeVisible();
});

test('without a test type the manual step asks for one, and choosing one on AI Analysis stores it', async ({ page, baseURL, request }) => {
  const { token } = await registerViaApi(baseURL!);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/projects', { headers, data: { name: 'No type yet', description: '', scope: '' } });
  const { id } = (await created.json()) as { id: number };
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  await page.goto(`/project-assessment/${id}?tab=manual`);
  await expect(page.getByText('Test Selection Required')).toBeVisible();
  await expect(page.getByText('Please select a test type before running AI analysis.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to AI Analysis' }).click();

  const analysis = page.getByRole('tabpanel', { name: 'AI Analysis' });
  await expect(analysis.getByText('Test selection is required before proceeding')).toBeVisible();
  await screenshot(page, 'selector-required');
  await analysis.getByRole('combobox', { name: 'Test type' }).click();
  await page.getByTitle('ISO 27001:2022 Annex A Controls').click();
  await expect(analysis.getByText('93 questions')).toBeVisible();
  await expect(analysis.getByText('Test selection is required before proceeding')).toHaveCount(0);

  const project = (await (await request.get(`/api/projects/${id}`, { headers })).json()) as { testType: string };
  expect(project.testType).toBe('ISO 27001:2022 Annex A Controls');

  // 93 questions, none answered: the list stays responsive and searchable.
  await page.getByRole('tab', { name: 'Manual Answers' }).click();
  await expect(page.getByText('0 out of 93 questions answered. Please provide answers for the remaining questions.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search questions' }).pressSequentially('a.8.2');
  await expect(questionItem(page, 'A.8.24')).toBeVisible();
  await screenshot(page, 'annex-a');
});

test('work through the Annex A questionnaire by group and keyboard, keep a draft, cite a document page', async ({ page, baseURL, request }) => {
  const { token } = await registerViaApi(baseURL!);
  const headers = { Authorization: `Bearer ${token}` };
  const { id } = (await (await request.post('/api/projects', { headers, data: { name: 'Annex A by keyboard' } })).json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType: 'ISO 27001:2022 Annex A Controls' } })).ok()).toBeTruthy();
  const upload = await request.post(`/api/projects/${id}/documents`, {
    headers,
    multipart: { file: { name: 'security-policy.pdf', mimeType: 'application/pdf', buffer: await securityPolicyPdf() } },
  });
  expect(upload.status()).toBe(201);
  const saved = await request.post(`/api/projects/${id}/assessment-answers`, { headers, data: { questionId: 'a-5-1', answer: 'Policy set approved by the board.', source: 'manual' } });
  expect(saved.ok()).toBeTruthy();
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });

  await page.goto(`/project-assessment/${id}?tab=manual`);
  await expect(page.getByText('1 out of 93 questions answered. Please provide answers for the remaining questions.')).toBeVisible();
  await expect(questionItems(page)).toHaveCount(93);

  // Groups by Annex A theme with their progress; one collapses and opens again.
  const people = page.getByRole('button', { name: /People controls/ });
  await expect(people).toContainText('0/8 answered');
  await expect(page.getByRole('button', { name: /Organizational controls/ })).toContainText('1/37 answered');
  await people.click();
  await expect(people).toHaveAttribute('aria-expanded', 'false');
  await expect(questionItems(page)).toHaveCount(85);
  await people.click();
  await expect(questionItems(page)).toHaveCount(93);

  // A control reference finds that control only (not A.5.10-A.5.19).
  const search = page.getByRole('textbox', { name: 'Search questions' });
  await search.fill('A.5.1');
  await expect(questionItems(page)).toHaveCount(1);
  await expect(questionItem(page, 'A.5.1')).toBeVisible();
  await search.fill('');
  await expect(questionItems(page)).toHaveCount(93);

  // The shortcuts are listed in a help popover.
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const help = page.getByRole('tooltip').filter({ hasText: 'Keyboard shortcuts' });
  await expect(help.getByText('Save the answer')).toBeVisible();
  await expect(help.getByText('Cancel editing')).toBeVisible();
  await page.getByRole('button', { name: 'Shortcuts' }).click();

  // 'Next unanswered' opens A.5.2 in place; Ctrl+Enter saves and the focus moves on to A.5.3.
  await page.getByRole('button', { name: 'Next unanswered' }).click();
  await expect(answerBox(questionItem(page, 'A.5.2'))).toBeFocused();
  await page.keyboard.type('Roles are defined in the ISMS roles matrix.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Answer Saved')).toBeVisible();
  await expect(questionItem(page, 'A.5.3')).toBeFocused();
  await expect(questionItem(page, 'A.5.2').getByText('Changed by Grace Hopper', { exact: false })).toBeVisible();

  // j/k move between questions, e edits.
  await page.keyboard.press('j');
  await expect(questionItem(page, 'A.5.4')).toBeFocused();
  await page.keyboard.press('k');
  await expect(questionItem(page, 'A.5.3')).toBeFocused();
  await page.keyboard.press('e');
  const duties = questionItem(page, 'A.5.3');
  await expect(answerBox(duties)).toBeFocused();
  await page.keyboard.type('Segregation of duties: draft');
  await page.screenshot({ path: '.artifacts/screens/questionnaire-keyboard-draft.png' });

  // Leaving the tab with a draft asks first; the draft is still there on return and after a reload.
  await page.getByRole('tab', { name: 'AI Analysis' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: 'Unsaved answers' });
  await expect(leave.getByText('1 answer is not saved yet.', { exact: false })).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('tab', { name: 'AI Analysis', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Manual Answers' }).click();
  await expect(answerBox(duties)).toHaveValue('Segregation of duties: draft');
  await page.reload();
  expect(dialogs).toContain('beforeunload');
  await expect(answerBox(duties)).toHaveValue('Segregation of duties: draft');
  await answerBox(duties).press('Escape');
  await expect(answerBox(duties)).toHaveCount(0);

  // A manual answer cites the policy's page 2, shown like an AI answer's source.
  await search.fill('A.5.15');
  const access = questionItem(page, 'A.5.15');
  await access.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(answerBox(access)).toHaveAccessibleName(/^Answer for A\.5\.15 /);
  await answerBox(access).fill('Access rules are set out in the information security policy.');
  await access.getByRole('combobox', { name: 'Evidence document for A.5.15' }).click();
  await page.getByTitle('security-policy.pdf').click();
  await access.getByRole('spinbutton', { name: 'Evidence page for A.5.15' }).fill('2');
  await access.getByRole('button', { name: 'Save Answer' }).click();
  await expect(access.getByRole('button', { name: 'Edit Answer' })).toBeVisible();
  await expect(access.getByText('Manual', { exact: true })).toBeVisible();
  await expect(access.getByText('security-policy.pdf')).toBeVisible();
  await expect(access.getByText('Page 2', { exact: true })).toBeVisible();
  await access.screenshot({ path: '.artifacts/screens/questionnaire-manual-evidence.png' });
  const items = (await (await request.get(`/api/projects/${id}/assessment-answers`, { headers })).json()) as { question: { controlRef: string }; answer: Record<string, unknown> | null }[];
  expect(items.find((item) => item.question.controlRef === 'A.5.15')!.answer).toMatchObject({ source: 'manual', documentName: 'security-policy.pdf', documentPage: 2, updatedByName: 'Grace Hopper' });
});

/**
 * How many question rows lie wholly inside a 600 px band from the top of the list (SPEC 2: the list scrolls
 * within 600 px), group headings included, as a person sees them before scrolling.
 */
const questionsPer600px = (page: Page) =>
  page.getByTestId('question-list').evaluate((list) => {
    list.scrollTop = 0;
    const top = list.getBoundingClientRect().top;
    return [...list.querySelectorAll('[role=article]')]
      .map((row) => row.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.top >= top && box.bottom <= top + 600).length;
  });

test('at least six questions per 600 px on a phone, a tablet and a desktop', async ({ page, baseURL, request }) => {
  const { token } = await registerViaApi(baseURL!);
  const headers = { Authorization: `Bearer ${token}` };
  const { id } = (await (await request.post('/api/projects', { headers, data: { name: 'Density' } })).json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType: 'ISO 27001:2022 Annex A Controls' } })).ok()).toBeTruthy();
  // Every other control answered with a realistic sentence, the rest open: both kinds of row are measured.
  const questions = (await (await request.get(`/api/questions/${encodeURIComponent('ISO 27001:2022 Annex A Controls')}`, { headers })).json()) as Question[];
  for (const question of questions.filter((_, index) => index % 2 === 0).slice(0, 12)) {
    const answer = `The ${question.controlRef} control is implemented through the ISMS policy set, reviewed yearly by the security board and evidenced in the internal audit reports.`;
    expect((await request.post(`/api/projects/${id}/assessment-answers`, { headers, data: { questionId: question.id, answer, source: 'manual' } })).ok()).toBeTruthy();
  }
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  const figures: Record<number, number> = {};
  for (const [width, height] of [[390, 844], [768, 1024], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/project-assessment/${id}?tab=manual`);
    await expect(questionItems(page)).toHaveCount(93);
    figures[width] = await questionsPer600px(page);
    await page.getByTestId('question-list').screenshot({ path: `.artifacts/screens/questionnaire-density-${width}.png` });
  }
  test.info().annotations.push({ type: 'questions per 600 px', description: JSON.stringify(figures) });
  console.log('questions per 600 px', figures);
  for (const width of [390, 768, 1280]) expect.soft(figures[width], `questions per 600 px at ${width} px`).toBeGreaterThanOrEqual(6);

  // Editing keeps the 3-row editor: the density comes from the rows, not from a smaller editor.
  const first = questionItem(page, 'A.5.2');
  await first.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(answerBox(first)).toHaveAttribute('rows', '3');
});

test('leaving the page with an unsaved answer asks first: the sidebar and the back button', async ({ page, baseURL, request }) => {
  const { token } = await registerViaApi(baseURL!);
  const headers = { Authorization: `Bearer ${token}` };
  const { id } = (await (await request.post('/api/projects', { headers, data: { name: 'Leaving with a draft' } })).json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType } })).ok()).toBeTruthy();
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // Reached inside the app, so the back button stays in it.
  await page.goto('/projects');
  await page.getByTestId('project-card').filter({ hasText: 'Leaving with a draft' }).getByRole('button', { name: /Start Assessment|Continue/ }).click();
  await page.getByRole('tab', { name: 'Manual Answers' }).click();
  const onQuestionnaire = new RegExp(`/project-assessment/${id}\\?tab=manual$`);
  await expect(page).toHaveURL(onQuestionnaire);
  const item = questionItems(page).first();
  await item.getByRole('button', { name: 'Answer', exact: true }).click();
  await answerBox(item).fill('Context analysis: draft');

  const sidebarDashboard = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Dashboard' });
  const leave = page.getByRole('dialog').filter({ hasText: 'Unsaved answers' });
  await sidebarDashboard.click();
  await expect(leave.getByText('1 answer is not saved yet.', { exact: false })).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/questionnaire-leave-confirm.png' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(onQuestionnaire);
  await expect(answerBox(item)).toHaveValue('Context analysis: draft');

  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(onQuestionnaire);
  await expect(answerBox(item)).toHaveValue('Context analysis: draft');

  await sidebarDashboard.click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

interface FocusStop {
  name: string;
  kind: string;
  outline: string;
  boxShadow: string;
  shown: boolean;
}

/**
 * The focused element, and whether it shows the focus: a non-none outline or a box shadow on it or, for an input
 * antd draws inside a box of its own (radio buttons, selects, inputs with an icon), on that box.
 */
const focusStop = (page: Page) =>
  page.evaluate((): FocusStop => {
    const focused = document.activeElement as HTMLElement;
    const box = focused instanceof HTMLInputElement ? focused.closest<HTMLElement>('.ant-input-affix-wrapper, .ant-radio-button-wrapper, .ant-select') : null;
    const style = getComputedStyle(box ?? focused);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const kind = focused.getAttribute('role') ?? (focused instanceof HTMLInputElement ? `input-${focused.type}` : focused.tagName.toLowerCase());
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    return { name, kind, outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, boxShadow: style.boxShadow, shown: outlined || style.boxShadow !== 'none' };
  });

test('keyboard focus is visible on every control of the questionnaire page, on a desktop and a phone', async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  const { token } = await registerViaApi(baseURL!);
  const projectId = await seedProject(request, token);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/project-assessment/${projectId}?tab=manual`);
    await expect(questionItems(page)).toHaveCount(30);
    const seen = new Set<string>();
    // From the top of the page through the sidebar (or the drawer's button), the header, the wizard's tabs, the
    // questionnaire's toolbar and into the first question rows.
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusStop(page);
      // Past the last control the focus leaves the page.
      if (focused.kind === 'body') break;
      console.log(`focus at ${width} px: ${focused.kind} '${focused.name}' outline ${focused.outline}`);
      expect.soft(focused.shown, `focus shown on ${focused.kind} '${focused.name}' at ${width} px (${focused.outline}; ${focused.boxShadow})`).toBe(true);
      if (focused.kind === 'menu') {
        // The sidebar's entries are reached with the arrow keys once its menu has the focus.
        await page.keyboard.press('ArrowDown');
        const entry = await focusStop(page);
        expect(entry.kind).toBe('menuitem');
        expect.soft(entry.shown, `focus shown on the sidebar entry '${entry.name}' at ${width} px (${entry.outline})`).toBe(true);
        await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((transition) => transition.finished)));
        await page.screenshot({ path: `.artifacts/screens/focus-${width}-menuitem.png` });
      }
      // One photograph per kind of control.
      if (!seen.has(focused.kind)) {
        seen.add(focused.kind);
        // antd animates a control's outline: the photograph shows the ring once it has settled.
        await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((transition) => transition.finished)));
        await page.screenshot({ path: `.artifacts/screens/focus-${width}-${seen.size}-${focused.kind}.png` });
      }
    }
    expect(seen.size, `kinds of control visited at ${width} px: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(4);
  }
});
