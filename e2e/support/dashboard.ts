import type { Page } from '@playwright/test';

/** The value of one of the dashboard's four stat cards. */
export const statCard = (page: Page, title: string) =>
  page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');

/** A project's row in the dashboard's Recent Projects: its link and status tag. */
export const recentProject = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).locator('xpath=..');
