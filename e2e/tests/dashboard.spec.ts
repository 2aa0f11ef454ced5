import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { postJson, registerViaApi } from '../support/api';
import { buyCredits } from '../support/credits';
import { statCard } from '../support/dashboard';

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

test('the dashboard shows real stats, recent projects and credits', async ({ page, baseURL }) => {
  const { token } = await registerViaApi(baseURL!);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);

  // A new user: every card at zero and the empty state.
  await page.goto('/dashboard');
  await expect(page.getByText("You haven't created any projects yet.")).toBeVisible();
  for (const title of ['Active Projects', 'Completed Assessments', 'Assessment Credits', 'High Risk Findings']) {
    await expect(statCard(page, title)).toHaveText('0');
  }
  await expect(page.getByRole('button', { name: 'Create Your First Project' })).toBeVisible();
  await screenshot(page, 'dashboard-empty');
  await expectNoSeriousA11yViolations(page, 'dashboard empty');

  // A project created through the API appears with its status and counts as active.
  const project = await postJson<{ id: number }>(baseURL!, token, '/api/projects', { name: 'ISMS readiness 2026', description: 'Head office', scope: 'All systems' });
  await page.reload();
  const link = page.getByRole('link', { name: 'ISMS readiness 2026' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/project-assessment/${project.id}`);
  await expect(page.getByText('Not Started')).toBeVisible();
  await expect(statCard(page, 'Active Projects')).toHaveText('1');
  await expect(page.getByText("You haven't created any projects yet.")).toHaveCount(0);

  // Credits bought through the API show on the credits card.
  await buyCredits(baseURL!, token, 'ten_pack');
  await page.reload();
  await expect(statCard(page, 'Assessment Credits')).toHaveText('10');
  await screenshot(page, 'dashboard-with-data');
  await expectNoSeriousA11yViolations(page, 'dashboard with data');

  await page.getByRole('button', { name: 'Purchase Credits' }).click();
  await expect(page).toHaveURL(/\/assessment-credits$/);
  await page.goBack();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/project-assessment/${project.id}$`));
});
