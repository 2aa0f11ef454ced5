import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { registerViaApi } from '../support/api';
import { buyFiveCredits } from '../support/credits';

const testType = 'ISO 27001:2022 Clauses 4-10';
const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/gap-${name}.png`, fullPage: true });

/** Structured answers: the status a person states and the rubric elements marked in place or missing (others not recorded). */
interface Structured {
  answer: string;
  status?: string;
  inPlace?: string[];
  missing?: string[];
}
const answers: Record<string, Structured> = {
  '5.2': {
    answer: 'Our information security policy v3.1 was approved by the CEO, sets objectives, commits to requirements and improvement, and every employee acknowledges it.',
    status: 'implemented',
    inPlace: ['policy-documented', 'objectives-framework', 'commitment-requirements', 'commitment-improvement', 'policy-communicated'],
  },
  '6.1.2': {
    answer: 'Our risk methodology defines a 5x5 risk matrix with likelihood and impact ratings; each risk has a risk owner. Risks are not yet prioritised against the criteria.',
    status: 'implemented',
    inPlace: ['criteria-defined', 'repeatable-method', 'risks-identified', 'owners-assigned', 'risks-analysed'],
    missing: ['risks-evaluated'],
  },
  '9.2.1': {
    answer: 'Internal audits follow an annual audit schedule and check conformity with ISO 27001 and effectiveness.',
    status: 'implemented',
    inPlace: ['audits-conducted', 'conformity-assessed', 'effectiveness-assessed'],
  },
  '10.2': {
    answer: 'Nonconformities are logged when found and we perform root cause analysis using the 5 whys.',
    status: 'partially_implemented',
    inPlace: ['nonconformity-controlled', 'root-cause'],
  },
};

const structuredBody = (questionId: string, a: Structured) => ({
  questionId,
  answer: a.answer,
  status: a.status,
  elements: [...(a.inPlace ?? []).map((rubricKey) => ({ rubricKey, state: 'in_place' })), ...(a.missing ?? []).map((rubricKey) => ({ rubricKey, state: 'missing' }))],
});

/** A project on the Clauses 4-10 test type with every question answered through the REST facade (the rest in text only). */
async function answeredProject(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const { id } = (await (await request.post('/api/projects', { headers, data: { name: 'Acme ISMS', scope: 'Head office' } })).json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType } })).ok()).toBeTruthy();
  const questions = (await (await request.get(`/api/questions/${encodeURIComponent(testType)}`, { headers })).json()) as { id: string; controlRef: string }[];
  for (const q of questions) {
    const structured = answers[q.controlRef];
    const data = structured ? structuredBody(q.id, structured) : { questionId: q.id, answer: `This is handled informally by the IT team for ${q.controlRef}.`, source: 'manual' };
    expect((await request.post(`/api/projects/${id}/assessment-answers`, { headers, data })).ok()).toBeTruthy();
  }
  return id;
}

test('run a paid gap assessment, read the findings, filter and sort them, and export the workbook', async ({ page, baseURL, request }) => {
  // The longest journey (a purchase, a run, the results on two widths, an export): allow for a busy machine.
  test.setTimeout(180_000);
  // The sign-in page downloads nothing of the assessment remote (and so none of the results page's charts).
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const assessmentScripts = () => scripts.filter((url) => url.includes('/mf/assessment/'));
  expect(assessmentScripts()).toEqual([]);

  const { token } = await registerViaApi(baseURL!);
  const projectId = await answeredProject(request, token);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // Clause items cannot be marked not applicable: the N/A choice is there, disabled.
  await page.goto(`/project-assessment/${projectId}?tab=manual`);
  const clause41 = page.getByRole('article', { name: 'Question 4.1', exact: true });
  await expect(clause41.getByRole('button', { name: 'N/A' })).toBeDisabled();

  // Without credit the step offers to buy one; Run is disabled with the reason. The free preview shows what the
  // paid assessment will find (the preview's counts are the paid result's, checked below).
  await page.goto(`/project-assessment/${projectId}?tab=assessment`);
  await expect(page.getByRole('button', { name: 'Purchase Credits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run Gap Assessment' })).toBeDisabled();
  await expect(page.getByText('No Credits Available: You need to purchase assessment credits to run a gap assessment.')).toBeVisible();
  const projected = page.getByRole('group', { name: 'Projected findings by risk' });
  await expect(projected).toBeVisible();
  const preview = (await (await request.get(`/api/projects/${projectId}/gap-preview`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { highRisk: number; mediumRisk: number; lowRisk: number };
  await expect(projected).toContainText(`High risk${preview.highRisk}`);
  await expect(projected).toContainText(`Low risk${preview.lowRisk}`);
  await screenshot(page, 'step-no-credits');
  await expectNoSeriousA11yViolations(page, 'gap assessment step without credits');

  await buyFiveCredits(page);
  await page.goto(`/project-assessment/${projectId}?tab=assessment`);
  await expect(page.getByRole('button', { name: 'Purchase Credits' })).toHaveCount(0);
  // A deliberate purchase: the confirmation names the project, the cost and the balance left; Cancel spends nothing.
  await page.getByRole('button', { name: 'Run Gap Assessment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run the gap assessment?' });
  await expect(confirm).toContainText('Acme ISMS');
  await expect(confirm).toContainText('1 credit');
  await expect(confirm.getByRole('row', { name: /Credits left afterwards/ })).toContainText('4');
  await screenshot(page, 'step-confirm');
  await expectNoSeriousA11yViolations(page, 'gap assessment confirmation');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.artifacts/screens/gap-step-confirm-phone.png' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: '.artifacts/screens/gap-step-preview-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Run Gap Assessment' }).click();
  await confirm.getByRole('button', { name: 'Spend 1 credit and run' }).click();
  await expect(page.getByText('Gap Assessment Complete')).toBeVisible();
  await expect(page.getByText(`Found ${preview.highRisk} high, ${preview.mediumRisk} medium and ${preview.lowRisk} low risk findings.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gap-assessment/${projectId}$`));

  await expect(page.getByRole('heading', { name: 'Gap Assessment: Acme ISMS' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Compliance by theme / clause')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(assessmentScripts().length).toBeGreaterThan(0);
  await screenshot(page, 'results-desktop');
  await page.screenshot({ path: '.artifacts/screens/gap-results-desktop-top.png' });
  await expectNoSeriousA11yViolations(page, 'gap results');

  // Filter to low risk: the well-evidenced answers (5.2, 6.1.2, 9.2.1) remain.
  // Under CI load a click on the option once selected nothing (the list stayed open with 'Low' hovered and the
  // table unfiltered; the retry passed): the pick is repeated, from a closed list, until the table shows it.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByLabel('Risk filter').click();
    await page.getByTitle('Low', { exact: true }).click({ timeout: 3_000 });
    await expect(rows).toHaveCount(3, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(rows.first()).toContainText('5.2');
  await expect(rows.first()).toContainText('100% Compliant');
  // Sort by compliance, ascending: 6.1.2 (89 %: one element marked missing) first.
  await page.getByRole('columnheader', { name: 'Compliance' }).click();
  await expect(rows.first()).toContainText('6.1.2');
  await rows.first().getByRole('button', { name: /expand row/i }).click();
  await expect(page.getByText('Our risk methodology defines a 5x5 risk matrix', { exact: false })).toBeVisible();
  await expect(page.getByText(/Missing: analysed risks are compared against the criteria/).first()).toBeVisible();
  await screenshot(page, 'results-filtered-expanded');
  await expectNoSeriousA11yViolations(page, 'gap results filtered, a row expanded');
  await page.getByPlaceholder('Search findings...').fill('no such finding');
  await expect(page.getByText('No findings match your criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Show All Findings' }).click();
  await expect(rows).toHaveCount(10);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export to Excel/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^[0-9a-f]{16}\.xlsx$/);
  await expect(page.getByText('Export Successful')).toBeVisible();
  await download.saveAs('.artifacts/screens/gap-export.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Findings', 'Questionnaire', 'Statement of Applicability', 'Assessment History', 'Activity']);
  expect(workbook.getWorksheet('Findings')!.rowCount).toBe(31);
  expect(workbook.getWorksheet('Statement of Applicability')!.rowCount).toBe(94);
  expect(workbook.getWorksheet('Summary')!.getCell('B3').value).toBe('Acme ISMS');

  // A second assessment after an answer improved: the history selector and trend appear, the earlier one stays readable.
  const headers = { Authorization: `Bearer ${token}` };
  const questions = (await (await request.get(`/api/questions/${encodeURIComponent(testType)}`, { headers })).json()) as { id: string; controlRef: string }[];
  const c102 = questions.find((q) => q.controlRef === '10.2')!;
  const improved: Structured = {
    answer: `${answers['10.2']!.answer} Corrective actions are tracked in the corrective action log and we verify effectiveness before closure.`,
    status: 'implemented',
    inPlace: ['nonconformity-controlled', 'root-cause', 'corrective-action', 'effectiveness-review', 'records-retained'],
  };
  expect((await request.post(`/api/projects/${projectId}/assessment-answers`, { headers, data: structuredBody(c102.id, improved) })).ok()).toBeTruthy();
  expect((await request.post(`/api/projects/${projectId}/gap-assessment`, { headers })).status()).toBe(201);
  const [second, first] = (await (await request.get(`/api/projects/${projectId}/gap-assessments`, { headers })).json()) as { highRisk: number }[];
  expect(second!.highRisk).toBe(first!.highRisk - 1);
  await page.reload();
  const history = page.locator('.ant-card').filter({ hasText: 'Assessment history' });
  await expect(history.getByRole('application')).toBeVisible();
  const highRisk = page.locator('.ant-statistic').filter({ hasText: 'High Risk' });
  await expect(highRisk).toContainText(String(second!.highRisk));
  // A click that lands while the dropdown is still opening can be lost: open and choose again until it takes.
  await expect(async () => {
    // The picker sits in the headline, beside the figures it chooses.
    if (!(await page.locator('.ant-select-item-option').last().isVisible())) await page.getByLabel('Assessment', { exact: true }).click();
    await page.locator('.ant-select-item-option').last().click();
    await expect(highRisk).toContainText(String(first!.highRisk), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await screenshot(page, 'results-history');
  await expectNoSeriousA11yViolations(page, 'gap results with history');
  await history.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: '.artifacts/screens/gap-results-history-view.png' });
  await page.locator('.ant-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.artifacts/screens/gap-results-table-view.png' });

  // The project is completed: the projects grid offers its report.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'View Report' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/gap-assessment/${projectId}$`));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/gap-assessment/${projectId}`);
  await expect(page.getByTestId('finding-card').first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody > tr.ant-table-row')).toHaveCount(0);
  await screenshot(page, 'results-phone');
  await expectNoSeriousA11yViolations(page, 'gap results');
  await page.screenshot({ path: '.artifacts/screens/gap-results-phone-top.png' });
  await page.getByTestId('finding-card').nth(4).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.artifacts/screens/gap-results-phone-cards.png' });
});

test('mark an Annex A control not applicable with a reason in the questionnaire, then applicable again', async ({ page, baseURL, request }) => {
  const { token } = await registerViaApi(baseURL!);
  const headers = { Authorization: `Bearer ${token}` };
  const { id } = (await (await request.post('/api/projects', { headers, data: { name: 'Annex A scope' } })).json()) as { id: number };
  expect((await request.put(`/api/projects/${id}/test-type`, { headers, data: { testType: 'ISO 27001:2022 Annex A Controls' } })).ok()).toBeTruthy();
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  await page.goto(`/project-assessment/${id}?tab=manual`);
  const item = page.getByRole('article', { name: 'Question A.7.4', exact: true });
  await item.scrollIntoViewIfNeeded();
  await item.getByRole('button', { name: 'N/A' }).click();
  // Opened, the popover puts the focus in the reason: from then on it is ready for the click.
  await expect(page.getByLabel('Reason for exclusion')).toBeFocused();
  await page.getByRole('button', { name: 'Mark Not Applicable' }).click();
  await expect(page.getByText('A reason is required to mark a control not applicable')).toBeVisible();
  await page.getByLabel('Reason for exclusion').fill('We operate from a shared office building without premises of our own.');
  await page.getByRole('button', { name: 'Mark Not Applicable' }).click();
  await expect(item.getByText('Not Applicable')).toBeVisible();
  await expect(item.getByText('Answered')).toBeVisible();
  await expect(item.getByRole('textbox', { name: 'Answer' })).toHaveCount(0);
  await item.screenshot({ path: '.artifacts/screens/gap-questionnaire-not-applicable.png' });
  const answers = (await (await request.get(`/api/projects/${id}/assessment-answers`, { headers })).json()) as { question: { controlRef: string }; answer: { applicability: string; notApplicableReason: string } | null }[];
  expect(answers.find((a) => a.question.controlRef === 'A.7.4')!.answer).toMatchObject({ applicability: 'not_applicable', notApplicableReason: 'We operate from a shared office building without premises of our own.' });

  await item.getByRole('button', { name: 'Mark Applicable' }).click();
  await expect(item.getByText('Needs Input')).toBeVisible();
  await expect(item.getByRole('textbox', { name: 'Answer' })).toBeVisible();
});
