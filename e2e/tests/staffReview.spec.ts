import { MESSAGES } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import {
  choose,
  choosePaidPlan,
  openActivation,
  pickAddress,
  signUp,
  verifyEmail,
  type NewOwner,
} from '../support/frontDoor.ts';
import { expectSignedInToConsole, signInToConsole } from '../support/signIn.ts';

const CARD = { number: '4242 4242 4242 4242', expiration: '12/30', securityCode: '123' };

// Issue 40 items 12-13: a health provider activates with a license number; the reviewing staff's bell tells
// them, and opens the registry page, which shows the license, the NPI and the professional's name.
test("a provider's activation reaches the staff's bell and the registry page shows its license", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  // Letters only: the outbox reader looks for the 6-digit code, which a long number in the address would match.
  const stamp = `${Date.now().toString(36).replace(/\d/g, 'x')}${'abc'[testInfo.retry] ?? 'z'}`;
  const owner: NewOwner = {
    ...{ type: 'Health provider', name: 'Iris', lastName: 'Vance', password: 'Welcome#2026' },
    ...{ email: `iris.vance.${stamp}@vancerehab.test`, companyName: `Vance Rehab ${stamp}` },
  };
  await signUp(page, owner);
  await verifyEmail(page, browser, owner);
  await choosePaidPlan(page, 'Premium', 'Monthly', owner, CARD);
  await expect(page).toHaveURL(/\/dashboard$|\/case-invites$|\/cases$/);
  const form = await openActivation(page);
  await pickAddress(page, '700 Congress Ave, Austin', /Austin, TX/);
  await choose(page, /^Specialty/, /.+/);
  await form.getByLabel(/^Professional license #/).fill('TX-PT-40412');
  await form.getByRole('button', { name: 'Save' }).click();
  const panel = page.getByRole('complementary', { name: MESSAGES.completeYourAccount });
  await expect(panel.getByText(MESSAGES.waitingValidation)).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await signInToConsole(staff, account('super-user'));
  await expectSignedInToConsole(staff);
  await staff.getByRole('button', { name: /^Notifications, .+ unread$/ }).click();
  const bell = staff.getByRole('dialog', { name: 'Notifications' });
  const notice = bell.getByRole('link', { name: `Unread: ${MESSAGES.staffReviewActivated}` }).filter({
    hasText: owner.companyName,
  });
  await notice.first().click();
  await expect(staff).toHaveURL(/\/admin\/registries\/[^/]+\/show$/);
  const review = staff.getByRole('region', { name: 'License and specialty' });
  const professionals = review.getByRole('table', { name: 'Licensed professionals' });
  await expect(professionals.getByRole('columnheader', { name: 'NPI' })).toBeVisible();
  await expect(professionals.getByRole('cell', { name: 'TX-PT-40412' })).toBeVisible();
  await expect(professionals.getByRole('cell', { name: 'Iris Vance' })).toBeVisible();
  await staff.getByRole('button', { name: 'Validate' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'What you validate' })).toContainText('TX-PT-40412');
  await staff.context().close();
});
