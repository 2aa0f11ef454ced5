import { expect, type Page } from '@playwright/test';
import type { TestUser } from './api';

/** Fills the registration form already open in `page` with `user` and waits for the dashboard. */
export async function registerInForm(page: Page, user: TestUser): Promise<void> {
  await submitRegistration(page, user);
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fills the registration form already open in `page` with `user` and submits it (where it leads is the caller's). */
export async function submitRegistration(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}
