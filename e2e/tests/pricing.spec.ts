import { PLAN_LABELS, PLAN_TYPES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

// Issue 17 item 18: the public pricing shows every plan the plan page sells; claimants and factoring companies
// have no plan page and are sent home.

test('the home page prices every plan that is sold, Advanced included', async ({ page }) => {
  await page.goto('/sign-in');
  const pricing = page.getByRole('region', { name: 'Plans and pricing' });
  for (const planType of PLAN_TYPES)
    await expect(pricing.getByRole('article', { name: PLAN_LABELS[planType] })).toBeVisible();
  const advanced = pricing.getByRole('article', { name: 'Advanced' });
  await expect(advanced.getByText('$39/mo', { exact: true })).toBeVisible();
  await expect(advanced.getByText(/Facilities: \$69\/mo/)).toBeVisible();
});

for (const [role, home] of [
  ['claimant', /\/claimant\/dashboard$/],
  ['factoring-company', /\/funding-requests$/],
] as const) {
  test(`a ${role} has no plan page: /subscription sends them home`, async ({ page }) => {
    await signInToPortal(page, account(role));
    await expectSignedInToPortal(page);
    await page.goto('/subscription');
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toHaveCount(0);
    await expect(page.getByText('The plans could not be loaded')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  });
}

test('an owner of a company that chooses its plan still opens the plan page', async ({ page }) => {
  await signInToPortal(page, account('basic-attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
});
