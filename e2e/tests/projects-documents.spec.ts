import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { Document as DocxDocument, HeadingLevel, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { registerViaApi } from '../support/api';
import { recentProject, statCard } from '../support/dashboard';

/** Small, valid policy documents written to a fresh temp dir (built at test time, nothing committed). */
async function writeFixtures(dir: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  ['Information Security Policy', 'Access to systems is granted on a need-to-know basis.'].forEach((line, i) =>
    page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }),
  );
  const docx = new DocxDocument({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Access Control Procedure', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'User access rights are reviewed every quarter by the system owners.' }),
        ],
      },
    ],
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Risks');
  sheet.addRow(['Risk', 'Owner', 'Treatment']);
  sheet.addRow(['Laptop theft', 'IT', 'Full-disk encryption']);

  const files = {
    pdf: path.join(dir, 'security-policy.pdf'),
    docx: path.join(dir, 'access-control.docx'),
    xlsx: path.join(dir, 'risk-register.xlsx'),
    txt: path.join(dir, 'notes.txt'),
  };
  writeFileSync(files.pdf, await pdf.save());
  writeFileSync(files.docx, await Packer.toBuffer(docx));
  writeFileSync(files.xlsx, Buffer.from(await workbook.xlsx.writeBuffer()));
  writeFileSync(files.txt, 'plain notes');
  return files;
}

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

let fixtureDir: string;
test.beforeAll(() => {
  fixtureDir = mkdtempSync(path.join(tmpdir(), 'gap-e2e-docs-'));
});
test.afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

test('create a project, upload and manage its documents, then delete it', async ({ page, baseURL }) => {
  // The longest journey: nine accessibility scans at two widths on top of its steps (about 60 s on a busy 2-core machine).
  test.setTimeout(120_000);
  const files = await writeFixtures(fixtureDir);
  const { token } = await registerViaApi(baseURL!);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const projectName = `Readiness ${Date.now().toString(36)}`;

  // Projects grid: empty at first, then the New Project dialog.
  await page.goto('/projects');
  // The first visit loads the shell and the remote: allow for a busy machine.
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No projects yet.', { exact: false })).toBeVisible();
  await screenshot(page, 'projects-empty');
  await expectNoSeriousA11yViolations(page, 'projects empty');
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Project name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Project Name').fill(projectName);
  await dialog.getByLabel(/^Description/).fill('Annual ISO 27001 readiness review of the head office.');
  await dialog.getByLabel(/^Scope/).fill('Head office IT, HR and facilities');
  const targetDate = dialog.getByLabel(/^Target Completion Date/);
  await targetDate.click();
  await targetDate.fill('Dec 24, 2027');
  await targetDate.press('Tab');
  await expect(targetDate).toHaveValue('Dec 24, 2027');
  await screenshot(page, 'new-project-dialog');
  await expectNoSeriousA11yViolations(page, 'new project dialog');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project Created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('project-card').filter({ hasText: projectName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Not Started')).toBeVisible();
  await expect(card.getByText('Target Dec 24, 2027')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start Assessment' })).toBeVisible();
  await screenshot(page, 'projects-grid');
  await expectNoSeriousA11yViolations(page, 'projects grid');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'projects-grid-mobile');
  await expectNoSeriousA11yViolations(page, 'projects grid');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The dashboard lists recently updated projects.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(projectName)).toBeVisible();
  await expect(statCard(page, 'Active Projects')).toHaveText('1');
  await expect(recentProject(page, projectName)).toContainText('Not Started');

  // The wizard: details first.
  await page.goto('/projects');
  await card.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page).toHaveURL(/\/project-assessment\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText('Head office IT, HR and facilities')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Manual Answers' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('tab', { name: 'Gap Assessment' })).toHaveAttribute('aria-disabled', 'true');
  await screenshot(page, 'wizard-details');
  await expectNoSeriousA11yViolations(page, 'wizard details');

  // Documents: three types at once.
  await page.getByRole('button', { name: /Next: Documents/ }).click();
  await expect(page.getByText('Click or drag files to this area to upload')).toBeVisible();
  await expect(page.getByRole('button', { name: /Start AI Analysis/ })).toBeDisabled();
  await page.locator('input[type="file"]').setInputFiles([files.pdf, files.docx, files.xlsx]);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  for (const [name, badge] of [
    ['security-policy.pdf', 'PDF'],
    ['access-control.docx', 'DOCX'],
    ['risk-register.xlsx', 'XLSX'],
  ]) {
    const row = rows.filter({ hasText: name });
    await expect(row.getByText(badge, { exact: true })).toBeVisible();
    await expect(row.getByText(/^\d+(\.\d+)? (Bytes|KB)$/)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Start AI Analysis/ })).toBeEnabled();
  await screenshot(page, 'wizard-documents');
  await expectNoSeriousA11yViolations(page, 'wizard documents');
  const wizardUrl = page.url();

  // The first document started the assessment: the dashboard shows it in progress.
  await page.goto('/dashboard');
  await expect(recentProject(page, projectName)).toContainText('In Progress');
  await page.goto(wizardUrl);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(rows).toHaveCount(3);

  // Delete one document.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this document?');
    void confirm.accept();
  });
  await page.getByRole('button', { name: 'Delete access-control.docx' }).click();
  await expect(page.getByText('Document Deleted')).toBeVisible();
  await expect(rows).toHaveCount(2);

  // A .txt is refused before it is sent.
  await page.locator('input[type="file"]').setInputFiles(files.txt);
  const refusal = 'Invalid file type: notes.txt. Allowed types: .pdf, .docx, .doc, .xlsx';
  await expect(page.getByRole('tabpanel', { name: 'Documents' }).getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Upload Failed' })).toContainText(refusal);
  await expect(rows).toHaveCount(2);
  await screenshot(page, 'wizard-documents-refused');
  await expectNoSeriousA11yViolations(page, 'wizard documents with a refused file');

  // The alias route opens the same wizard; ?tab= keeps the step across a reload.
  const projectId = /project-assessment\/(\d+)/.exec(page.url())?.[1];
  await page.goto(`/projects/${projectId}/assessment?tab=documents`);
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(2);

  // Start AI Analysis moves on to the analysis step.
  await page.getByRole('button', { name: /Start AI Analysis/ }).click();
  await expect(page.getByRole('tab', { name: 'AI Analysis' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'wizard-analysis');
  await expectNoSeriousA11yViolations(page, 'wizard analysis');

  // Delete the project from the grid.
  await page.goto('/projects');
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this project?');
    void confirm.accept();
  });
  await card.getByRole('button', { name: `Actions for ${projectName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Project Deleted')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByText("You haven't created any projects yet.")).toBeVisible();
  await expect(statCard(page, 'Active Projects')).toHaveText('0');
});

test('an unknown project shows Project not found', async ({ page, baseURL }) => {
  const { token } = await registerViaApi(baseURL!);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto('/project-assessment/999999');
  await expect(page.getByText('Project not found')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
