import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import {
  expectSignedInToConsole,
  expectSignedInToPortal,
  signInToConsole,
  signInToPortal,
} from '../support/signIn.ts';

// The console and the portal share one origin, hence one localStorage: each keeps its own session (issue 17
// item 13), so one browser can be signed in to both, as two people or one.

test('signing in to and out of the console leaves the portal user signed in', async ({ context }) => {
  const portal = await context.newPage();
  await signInToPortal(portal, account('attorney-owner'));
  await expectSignedInToPortal(portal);
  const portalUser = await portal.getByRole('button', { name: /^User menu of / }).getAttribute('aria-label');

  const staff = await context.newPage();
  await signInToConsole(staff, account('system-admin'));
  await expectSignedInToConsole(staff);

  await portal.reload();
  await expectSignedInToPortal(portal);
  await expect(portal.getByRole('button', { name: portalUser! })).toBeVisible();

  await staff.getByRole('button', { name: /^User menu/ }).click();
  await staff.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(staff).toHaveURL(/\/admin\/login/);

  await portal.goto('/cases');
  await expect(portal).toHaveURL(/\/cases$/);
  await expect(portal.getByRole('button', { name: portalUser! })).toBeVisible();
});

test('a console sign-in does not show staff as signed in on the portal', async ({ page }) => {
  await signInToConsole(page, account('system-admin'));
  await expectSignedInToConsole(page);
  await page.goto('/cases');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^User menu of / })).toHaveCount(0);
  // And the console is still signed in.
  await page.goto('/admin/');
  await expectSignedInToConsole(page);
});
