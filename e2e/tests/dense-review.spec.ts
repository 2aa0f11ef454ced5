import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { postJson, registerViaApi } from '../support/api';
import { buyCredits } from '../support/credits';
import { innerScrollers, isUncovered, rowsInView, scrollPageBy } from '../support/in-view';
import { answerBox, questionItem, questionItems, seedProject } from '../support/questionnaire';

/** The review screens dense enough to work through 123 questions, on a desktop and a phone. */
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const annexA = 'ISO 27001:2022 Annex A Controls';
const signIn = (page: Page, token: string) => page.addInitScript((value) => window.localStorage.setItem('token', value), token);
const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/dense-${name}.png` });

/** A project on the 93 Annex A controls, every one answered by hand, with a paid gap assessment run. */
async function assessedProject(baseURL: string, token: string): Promise<number> {
  const { id } = await postJson<{ id: number }>(baseURL, token, '/api/projects', { name: 'Dense findings', scope: 'Head office' });
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  expect((await fetch(`${baseURL}/api/projects/${id}/test-type`, { method: 'PUT', headers, body: JSON.stringify({ testType: annexA }) })).ok).toBeTruthy();
  const questions = (await (await fetch(`${baseURL}/api/questions/${encodeURIComponent(annexA)}`, { headers })).json()) as { id: string; controlRef: string }[];
  for (const q of questions) {
    await postJson(baseURL, token, `/api/projects/${id}/assessment-answers`, { questionId: q.id, answer: `Handled informally by the IT team for ${q.controlRef}.`, source: 'manual' });
  }
  await buyCredits(baseURL, token, 'single');
  await postJson(baseURL, token, `/api/projects/${id}/gap-assessment`);
  return id;
}

test('findings: one line a finding with the control title, 8 or more a screen, a sticky header and the detail in an expanded row', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { token } = await registerViaApi(baseURL!);
  const projectId = await assessedProject(baseURL!, token);
  await signIn(page, token);
  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  const cards = page.getByTestId('finding-card');

  for (const viewport of viewports) {
    const phone = viewport.width < 768;
    await page.setViewportSize(viewport);
    await page.goto(`/gap-assessment/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gap Assessment: Dense findings' })).toBeVisible();
    const findings = phone ? cards : rows;
    await expect(findings).toHaveCount(10);
    // The headline: overall compliance and the date of the assessment shown.
    await expect(page.getByText(/^Compliance · assessed [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const onArrival = await rowsInView(findings);
    await screenshot(page, `findings-${viewport.width}-arrival`);

    // A screen of findings: the list scrolled to its top edge, under the page's sticky header.
    await findings.first().evaluate((row) => {
      const header = document.querySelector('.ant-layout-header')!.getBoundingClientRect().bottom;
      const above = row.closest('.ant-table')?.querySelector('thead')?.getBoundingClientRect().height ?? 8;
      window.scrollBy({ top: row.getBoundingClientRect().top - header - above, behavior: 'instant' });
    });
    const perScreen = await rowsInView(findings);
    console.log(`FIGURE findings at ${viewport.width}: ${onArrival} on arrival, ${perScreen} a screen`);
    await screenshot(page, `findings-${viewport.width}-screen`);
    expect.soft(perScreen, `findings a screen at ${viewport.width} px`).toBeGreaterThanOrEqual(8);

    // One line a finding at 1280 (a short card on a phone), the control named by its title.
    const heights = await findings.evaluateAll((list) => list.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...heights), `the tallest finding at ${viewport.width} px`).toBeLessThanOrEqual(phone ? 90 : 48);
    await page.getByPlaceholder('Search findings...').fill('A.5.17');
    await expect(findings).toHaveCount(1);
    await expect(findings.first()).toContainText('A.5.17 Authentication information');
    await expect(findings.first()).not.toContainText('Best Practices');

    if (!phone) {
      // The table's header stays in view while the rows scroll under it.
      await page.getByPlaceholder('Search findings...').fill('');
      await expect(findings).toHaveCount(10);
      await scrollPageBy(page, 300);
      expect(await isUncovered(page.locator('.ant-table-thead').first()), 'the sticky table header in view').toBe(true);
      await page.getByPlaceholder('Search findings...').fill('A.5.17');
    }

    // The detail opens in place: recommendation, the boxes, the answer.
    const details = phone ? findings.first().getByRole('button', { name: /Details/ }) : findings.first().getByRole('button', { name: /expand row/i });
    await details.click();
    const detail = page.getByRole('region', { name: /A\.5\.17 Authentication information/ });
    await expect(detail.getByText('Best Practices')).toBeVisible();
    await expect(detail.getByText('Handled informally by the IT team for A.5.17.')).toBeVisible();
    await screenshot(page, `findings-${viewport.width}-detail`);
    await expectNoSeriousA11yViolations(page, 'dense findings, a detail open');
  }
});

test('questionnaire: control titles, the question whole while answering, one page scroll with a sticky bar, 3 questions on a phone and 8 on a desktop', async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  const { token } = await registerViaApi(baseURL!);
  const projectId = await seedProject(request, token);
  await signIn(page, token);

  for (const viewport of viewports) {
    const phone = viewport.width < 768;
    await page.setViewportSize(viewport);
    await page.goto(`/project-assessment/${projectId}?tab=manual`);
    await expect(questionItems(page)).toHaveCount(30);
    await page.waitForLoadState('networkidle');
    const onArrival = await rowsInView(questionItems(page));
    console.log(`FIGURE questions at ${viewport.width}: ${onArrival} on arrival`);
    await screenshot(page, `questionnaire-${viewport.width}-arrival`);
    expect.soft(onArrival, `questions on arrival at ${viewport.width} px`).toBeGreaterThanOrEqual(phone ? 3 : 8);

    // The control's title beside its reference, at every width.
    await expect(questionItem(page, '5.2')).toContainText('Policy');
    await expect(questionItem(page, '4.3')).toContainText('Determining the scope of the information security management system');

    // One scroll: the page's. The search, the filter and the completion bar stay in view.
    expect(await innerScrollers(questionItems(page).first())).toEqual([]);
    await scrollPageBy(page, 1200);
    for (const sticky of [page.getByRole('textbox', { name: 'Search questions' }), page.getByRole('radiogroup', { name: 'Filter questions' }), page.getByRole('progressbar', { name: 'Questions answered' })]) {
      expect(await isUncovered(sticky), `${await sticky.evaluate((el) => el.outerHTML.slice(0, 80))} in view after scrolling`).toBe(true);
    }
    expect(await rowsInView(questionItems(page)), `questions in view under the sticky bar at ${viewport.width} px`).toBeGreaterThanOrEqual(phone ? 3 : 8);
    await screenshot(page, `questionnaire-${viewport.width}-scrolled`);

    if (!phone) {
      // More opens a desktop row: the whole question and answer, who changed it when.
      const policy = questionItem(page, '5.2');
      await policy.getByRole('button', { name: 'More' }).click();
      await expect(policy.getByTestId('question-text')).toContainText('top-level information security policy');
      await expect(policy.getByText(/Changed by /)).toBeVisible();
      await screenshot(page, 'questionnaire-1280-more');
    }

    // While it is answered the question shows whole, not cut to a line.
    const item = questionItem(page, '6.1.2');
    await item.getByRole('button', { name: 'Answer', exact: true }).click();
    await expect(answerBox(item)).toBeFocused();
    const question = item.getByTestId('question-text');
    expect(await question.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).webkitLineClamp === 'none')).toBe(true);
    await expect(question).toContainText('risk');
    await screenshot(page, `questionnaire-${viewport.width}-answering`);
    await expectNoSeriousA11yViolations(page, 'dense questionnaire, answering');
  }
});
