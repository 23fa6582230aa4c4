import { COMPANY_DASHBOARD_MESSAGES, MESSAGES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_ACCOUNTS, account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

/**
 * Issue 40 item 16: every demo role of the portal lands on its work after signing in (domain homePath), never
 * on a screen that refuses it; item 17: the claimant's header has no Tasks nor Appointments.
 */
const LANDINGS: Record<string, string> = {
  'attorney-owner': '/dashboard',
  'attorney-admin': '/dashboard',
  'attorney-member': '/dashboard',
  'health-provider-owner': '/dashboard',
  'facility-owner': '/dashboard',
  support: '/cases',
  claimant: '/claimant/dashboard',
  'factoring-company': '/funding-requests',
  'owner-incomplete': '/cases',
  'owner-pending-review': '/cases',
  'owner-info-required': '/cases',
  'basic-attorney-owner': '/cases',
  'basic-attorney-member': '/cases',
  'provider-member': '/case-invites',
};

const REFUSALS = [
  COMPANY_DASHBOARD_MESSAGES.upgrade,
  COMPANY_DASHBOARD_MESSAGES.notAllowed,
  MESSAGES.forbidden,
  MESSAGES.screenNeedsValidatedCompany,
];

for (const demo of DEMO_ACCOUNTS.filter((a) => a.app === 'portal')) {
  test(`${demo.role} lands on its work`, async ({ page }) => {
    const landing = LANDINGS[demo.role];
    expect(landing, `add the landing of the new demo role ${demo.role}`).toBeDefined();
    await signInToPortal(page, demo);
    await expectSignedInToPortal(page);
    await expect(page).toHaveURL(new RegExp(`${landing}(\\?|$)`));
    // A real screen (an incomplete company's Cases says what to finish, under an h2).
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    for (const refusal of REFUSALS) await expect(page.getByText(refusal)).toHaveCount(0);
  });
}

test('a Basic member who cannot upgrade is offered no upgrade and no dashboard', async ({ page }) => {
  await signInToPortal(page, account('basic-attorney-member'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cases' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/cases(\?|$)/);
});

test('the claimant’s header offers no Tasks nor Appointments, and those paths go home', async ({ page }) => {
  await signInToPortal(page, account('claimant'));
  await expect(page).toHaveURL(/\/claimant\/dashboard/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cases' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Appointments' })).toHaveCount(0);
  for (const path of ['/appointments', '/tasks']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/claimant\/dashboard/);
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
  }
});
