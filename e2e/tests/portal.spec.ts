import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToConsole, signInToPortal } from '../support/signIn.ts';

test('a protected page visited signed out comes back after sign-in (last visited)', async ({ page }) => {
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/sign-in/);
  await signInToPortal(page, account('attorney-owner'));
  await expect(page).toHaveURL(/\/tasks$/);
  await expectSignedInToPortal(page);
});

test('the root and unknown routes go to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the header menu is filled per role', async ({ browser }) => {
  const menuOf = async (role: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToPortal(page, account(role));
    await expectSignedInToPortal(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const items = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    await context.close();
    return items;
  };
  const attorney = await menuOf('attorney-owner');
  expect(attorney).toEqual(expect.arrayContaining(['Directory', 'Dashboard', 'Cases', 'Tasks']));
  expect(attorney).not.toContain('Appointments');
  expect(attorney).not.toContain('Case Invites');
  const provider = await menuOf('health-provider-owner');
  expect(provider).toEqual(expect.arrayContaining(['Case Invites', 'Appointments']));
  expect(await menuOf('factoring-company')).toEqual(['Funding Applications']);
});

test('a console route opened in the portal leads to the console', async ({ page }) => {
  await page.goto('/registries');
  await expect(page).toHaveURL(/\/admin\/login/);
  await signInToConsole(page, account('system-admin'));
  await expect(page).toHaveURL(/\/admin\/registries$/);
});
