import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminToken } from '../support/admin';
import { postJson, registerViaApi } from '../support/api';
import { buyCredits } from '../support/credits';
import { accessControlDocx, securityPolicyPdf } from '../support/policy-documents';

/** Phone, tablet and desktop: each page is used at these widths, so none needs a desktop to work. */
const widths = [390, 768, 1280] as const;
const heights: Record<(typeof widths)[number], number> = { 390: 844, 768: 1024, 1280: 800 };
const testType = 'ISO 27001:2022 Clauses 4-10';

/** The page fits its width: nothing makes the document scroll sideways (an element's own scroller may). */
async function expectNoHorizontalScroll(page: Page, name: string) {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrolling = document.scrollingElement!.scrollWidth;
    if (scrolling <= width) return null;
    // The outermost elements sticking out, to say what to fix.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.getBoundingClientRect().right > width + 1);
    const outermost = wide.filter((el) => !wide.includes(el.parentElement!)).slice(0, 5);
    return { scrolling, width, elements: outermost.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`) };
  });
  expect.soft(overflow, `${name} scrolls sideways`).toBeNull();
}

/** At each width: load the page (or only resize, for a state a reload would lose), then check and photograph it. */
async function checkAtEveryWidth(page: Page, name: string, ready: Locator, { open, reload = true }: { open?: () => Promise<void>; reload?: boolean } = {}) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: heights[width] });
    if (reload) await page.reload();
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await open?.();
    await expectNoHorizontalScroll(page, `${name} at ${width}px`);
    await expectNoSeriousA11yViolations(page, name);
    await page.screenshot({ path: `.artifacts/screens/${name}-${width}.png`, fullPage: true });
  }
}

const signIn = (page: Page, token: string) => page.addInitScript((value) => window.localStorage.setItem('token', value), token);

test.describe('phone, tablet and desktop layouts', () => {
  // One account and project followed from an empty wizard to a finished gap assessment: each step needs the last.
  test.describe.configure({ mode: 'serial' });
  let baseURL: string;
  let token: string;
  let projectId: number;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  test.beforeAll(async ({}, testInfo) => {
    baseURL = testInfo.project.use.baseURL!;
    ({ token } = await registerViaApi(baseURL));
    ({ id: projectId } = await postJson<{ id: number }>(baseURL, token, '/api/projects', {
      name: 'Head office ISMS readiness review 2026',
      description: 'Annual ISO 27001 readiness review of the head office, its cloud services and the two regional branches.',
      scope: 'Head office IT, HR, facilities; AWS production account',
      targetDate: '2027-03-31',
    }));
    await buyCredits(baseURL, token, 'five_pack');
  });

  test('the shell drawer, dashboard and projects grid', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, token);
    await page.goto('/dashboard');
    await checkAtEveryWidth(page, 'dashboard', page.getByRole('heading', { level: 1, name: 'Dashboard' }));

    // The drawer replaces the sidebar below 992 px.
    for (const width of [390, 768] as const) {
      await page.setViewportSize({ width, height: heights[width] });
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.locator('.ant-drawer');
      await expect(drawer.getByText('Assessment Credits')).toBeVisible();
      await expectNoHorizontalScroll(page, `drawer at ${width}px`);
      await expectNoSeriousA11yViolations(page, 'drawer');
      await page.screenshot({ path: `.artifacts/screens/drawer-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(drawer.getByText('Assessment Credits')).toBeHidden();
    }

    await page.goto('/projects');
    await checkAtEveryWidth(page, 'projects', page.getByTestId('project-card').first());
  });

  test('wizard: details, and documents with an upload', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, token);
    await page.goto(`/project-assessment/${projectId}`);
    await checkAtEveryWidth(page, 'wizard-details', page.getByRole('heading', { level: 1, name: 'Head office ISMS readiness review 2026' }));

    // Uploaded on a phone.
    await page.setViewportSize({ width: 390, height: heights[390] });
    await page.goto(`/project-assessment/${projectId}?tab=documents`);
    await page.locator('input[type=file]').setInputFiles([
      { name: 'security-policy.pdf', mimeType: 'application/pdf', buffer: await securityPolicyPdf() },
      { name: 'access-control.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await accessControlDocx() },
    ]);
    // The toast is announced: an alert.
    await expect(page.getByRole('alert').filter({ hasText: 'Document Uploaded' }).first()).toBeVisible({ timeout: 30_000 });
    await checkAtEveryWidth(page, 'wizard-documents', page.getByText('access-control.docx', { exact: true }));
  });

  test('wizard: analysis progress', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, token);
    const set = await fetch(`${baseURL}/api/projects/${projectId}/test-type`, { method: 'PUT', headers: { ...auth(), 'Content-Type': 'application/json' }, body: JSON.stringify({ testType }) });
    expect(set.ok).toBeTruthy();
    await page.setViewportSize({ width: 390, height: heights[390] });
    await page.goto(`/project-assessment/${projectId}?tab=analysis`);
    await page.getByRole('button', { name: /Start AI Analysis/ }).click();
    const progress = page.getByLabel('Analysis progress');
    await expect(progress).toBeVisible();
    // Watched from now on: a run that ends during the accessibility scan shows its toast (4.5 s) while the scan runs.
    const completeToast = expect(page.getByText('AI Analysis Complete')).toBeVisible({ timeout: 120_000 });
    await expectNoSeriousA11yViolations(page, 'wizard-analysis running');
    await completeToast;
    // The run took the wizard to the answers: back to its progress panel, kept while the page is not reloaded. A phone
    // has a step selector instead of the tabs.
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await page.getByLabel('Wizard step').click();
    await page.getByTitle('Step 3 of 5: AI Analysis').click();
    await expect(progress.getByText('Completed')).toBeVisible();
    await checkAtEveryWidth(page, 'wizard-analysis', progress, { reload: false });
  });

  test('wizard: questionnaire and assessment', async ({ page }) => {
    test.setTimeout(180_000);
    // The questions the analysis left open, answered by hand over REST.
    const items = (await (await fetch(`${baseURL}/api/projects/${projectId}/assessment-answers`, { headers: auth() })).json()) as { question: { id: string; controlRef: string }; answer: unknown }[];
    for (const { question } of items.filter((item) => !item.answer)) {
      await postJson(baseURL, token, `/api/projects/${projectId}/assessment-answers`, { questionId: question.id, answer: `Handled by the IT team for ${question.controlRef}.`, source: 'manual' });
    }
    await signIn(page, token);
    await page.goto(`/project-assessment/${projectId}?tab=manual`);
    await checkAtEveryWidth(page, 'wizard-questionnaire', page.getByRole('button', { name: 'Start Gap Assessment' }));
    await page.goto(`/project-assessment/${projectId}?tab=assessment`);
    await checkAtEveryWidth(page, 'wizard-assessment', page.getByRole('button', { name: 'Run Gap Assessment' }));
  });

  test('gap results: a table on wide screens, cards below 768 px', async ({ page }) => {
    test.setTimeout(180_000);
    await postJson(baseURL, token, `/api/projects/${projectId}/gap-assessment`);
    await signIn(page, token);
    await page.goto(`/gap-assessment/${projectId}`);
    await checkAtEveryWidth(page, 'results', page.getByRole('heading', { level: 1, name: /^Gap Assessment: / }), {
      open: async () => {
        // Each layout shows its own shape of the findings.
        const phone = page.viewportSize()!.width < 768;
        await expect(page.locator('.ant-table-tbody > tr.ant-table-row')).toHaveCount(phone ? 0 : 10);
      },
    });
  });

  test('credits and payment', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, token);
    await page.goto('/assessment-credits');
    await checkAtEveryWidth(page, 'credits', page.getByRole('heading', { level: 1, name: 'Assessment Credits' }));
    await page.goto('/payment?package=five_pack&amount=399&quantity=5');
    await checkAtEveryWidth(page, 'payment', page.getByRole('button', { name: 'Pay $399' }));
  });

  test('knowledge base, as the administrator who manages it', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, await adminToken(baseURL));
    await page.goto('/admin/knowledge-base');
    await checkAtEveryWidth(page, 'knowledge', page.getByRole('button', { name: 'Start Crawling' }));
  });
});
