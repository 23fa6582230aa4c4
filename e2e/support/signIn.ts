import { expect, type Page } from '@playwright/test';
import { PUBLIC_ACTIONS } from '@casebridge/domain';
import type { DemoAccount } from './accounts.ts';

/** Signs in to the console the way a person does: the login page, e-mail, password, the button. */
export async function signInToConsole(page: Page, account: Pick<DemoAccount, 'email' | 'password'>) {
  if (!page.url().includes('/admin/login')) await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in to the portal through /sign-in. */
export async function signInToPortal(page: Page, account: Pick<DemoAccount, 'email' | 'password'>) {
  if (page.url().startsWith('http') && !page.url().includes('/sign-in')) {
    // A protected page just opened signed out goes to sign-in by itself, remembering the page for after the
    // sign-in: wait for that rather than race it (a goto first would lose the page asked for).
    await page.waitForURL(/\/sign-in/, { timeout: 5_000 }).catch(() => undefined);
  }
  if (!page.url().includes('/sign-in')) await page.goto('/sign-in');
  // MUI appends an asterisk to required labels, so labels are matched from their start.
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail/).fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole('button', { name: PUBLIC_ACTIONS.logIn.label }).click();
}

export async function expectSignedInToConsole(page: Page) {
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('menuitem', { name: 'Registries' })).toBeVisible();
}

export async function expectSignedInToPortal(page: Page) {
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: /^User menu of / })).toBeVisible();
}
