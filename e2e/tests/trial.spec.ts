import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { buildUser } from '../support/api';
import { recentProject, statCard } from '../support/dashboard';
import { extraPorts } from '../support/env';
import { startGateway } from '../support/gateway';
import { registerInForm } from '../support/register';

const shot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });
const exampleName = 'Example: Larkspur Ledger ISMS';

/**
 * The free trial as a visitor meets it. The journeys' own server starts new accounts empty (playwright.config.ts),
 * so this journey runs a gateway of its own from the built product with the trial on: one credit and the example.
 */
test.describe('the free trial', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  test.beforeAll(async () => {
    gateway = await startGateway(extraPorts.gateway, { TRIAL_CREDITS: '1', TRIAL_EXAMPLE_PROJECT: 'true', REGISTRATIONS_PER_IP_PER_HOUR: '1000' });
  });
  test.afterAll(async () => {
    await gateway?.stop();
  });

  test('Start Free Trial: register, find the example project, open its report, export it, delete it', async ({ page }) => {
    // Preparing the example (four PDFs extracted, 123 questions analysed, the assessment) takes 15-60 s on a busy machine.
    test.setTimeout(240_000);
    const user = buildUser();

    // The landing page says what the trial gives, from the server's settings.
    await page.goto(`${gateway.url}/`);
    const offer = page.getByTestId('trial-offer').first();
    // Read after the page shows (the public pages load the GraphQL client late): a first visit to a cold gateway is slow.
    await expect(offer).toHaveText(/example project: a fictitious company's policies, .*and 1 assessment credit for a gap assessment of your own\./, { timeout: 30_000 });
    await shot(page, 'trial-landing');
    await expectNoSeriousA11yViolations(page, 'landing with the trial offer');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(offer).toBeVisible();
    await shot(page, 'trial-landing-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await registerInForm(page, user);

    // The example is there at once, marked, and fills in while the dashboard is shown (no reload).
    const row = recentProject(page, exampleName);
    await expect(row).toBeVisible();
    await expect(row.getByText('Example', { exact: true })).toBeVisible();
    await expect(statCard(page, 'Assessment Credits')).toHaveText('1');
    await shot(page, 'trial-dashboard-preparing');
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 180_000 });
    await expect(row.getByText('Preparing…')).toHaveCount(0);
    await expect(statCard(page, 'Completed Assessments')).toHaveText('1');
    await shot(page, 'trial-dashboard');
    await expectNoSeriousA11yViolations(page, 'dashboard with the example project');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row.getByText('Example', { exact: true })).toBeVisible();
    await shot(page, 'trial-dashboard-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The projects grid: the example's card opens its report.
    await page.goto(`${gateway.url}/projects`);
    const card = page.getByTestId('project-card').filter({ hasText: exampleName });
    await expect(card.getByText('Example', { exact: true })).toBeVisible({ timeout: 30_000 });
    await shot(page, 'trial-projects');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByText('Example', { exact: true })).toBeVisible();
    await shot(page, 'trial-projects-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page, 'projects with the example project');
    await card.getByRole('button', { name: 'View Report' }).click();
    await expect(page.getByRole('heading', { name: `Gap Assessment: ${exampleName}` })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table-tbody > tr.ant-table-row')).toHaveCount(10);
    await shot(page, 'trial-report');

    // Exported like any assessment.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export to Excel/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^[0-9a-f]{16}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.getWorksheet('Summary')!.getCell('B3').value).toBe(exampleName);
    expect(workbook.getWorksheet('Findings')!.rowCount).toBe(31);

    // The trial credit is on the credits screen, told apart from a purchase.
    await page.goto(`${gateway.url}/assessment-credits`);
    await expect(page.getByRole('cell', { name: 'Trial Credit' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('No previous purchases')).toBeVisible();
    await shot(page, 'trial-credits');

    // Deleted like any project, and it does not come back.
    await page.goto(`${gateway.url}/projects`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Actions for ${exampleName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('Project Deleted')).toBeVisible();
    await expect(page.getByText('No projects yet.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByText('No projects yet.', { exact: false })).toBeVisible({ timeout: 30_000 });
  });
});
