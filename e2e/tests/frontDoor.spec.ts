import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import type { LoginResponse } from '@casebridge/domain';
import { MESSAGES } from '@casebridge/domain';
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
import {
  expectSignedInToConsole,
  expectSignedInToPortal,
  signInToConsole,
  signInToPortal,
} from '../support/signIn.ts';

const PASSWORD = 'Welcome#2026';
const GOOD_CARD = { number: '4242 4242 4242 4242', expiration: '12/30', securityCode: '123' };
const DECLINED_CARD = { number: '4000 0000 0000 0002', expiration: '12/30', securityCode: '123' };

/**
 * A retry signs up again: the first attempt's account and company are still in the server's data, so each retry
 * uses its own e-mail and company name (a retry of a half-finished sign-up otherwise met its own leftovers).
 */
const attempt = (email: string, companyName: string) => {
  const retry = test.info().retry;
  return retry
    ? { email: email.replace('@', `.r${retry}@`), companyName: `${companyName} R${retry}` }
    : { email, companyName };
};

const panel = (page: Page) => page.getByRole('complementary', { name: MESSAGES.completeYourAccount });

/** The console validates the company the way staff do: registry search, the company page, Validate. */
async function validateInConsole(browser: Browser, companyName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, account('super-user'));
  await expectSignedInToConsole(page);
  await page.getByRole('menuitem', { name: 'Registries' }).click();
  await page.getByPlaceholder('Search', { exact: true }).fill(companyName);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await expect(page.getByText('Pending review').first()).toBeVisible();
  await page.getByText(companyName).first().click();
  await page.getByLabel('Company actions').getByRole('button', { name: 'Validate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Validate this company?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
}

async function waitingForValidation(page: Page) {
  await expect(panel(page).getByText(MESSAGES.waitingValidation)).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
}

test('an attorney signs up from a referral link, pays a Premium trial, activates and gets validated', async ({
  page,
  browser,
  request,
}) => {
  // The longest flow of the suite (sign-up, payment, activation, console validation, profile): give it room.
  test.slow();
  const referrer = (await (
    await request.post('/api/users/login', { data: account('attorney-owner') })
  ).json()) as LoginResponse;
  const owner: NewOwner = {
    type: 'Attorney',
    name: 'Nora',
    lastName: 'Quinlan',
    password: PASSWORD,
    ...attempt('nora.quinlan@quinlanlaw.test', 'Quinlan Injury Law'),
  };
  await signUp(page, owner, `?grsf=${referrer.user.id}&email=${encodeURIComponent(owner.email)}`);
  await verifyEmail(page, browser, owner);

  await choosePaidPlan(page, 'Premium', 'Annual', owner, GOOD_CARD);
  await expect(page).toHaveURL(/\/dashboard$/);

  const form = await openActivation(page);
  await expect(form.getByLabel(/^Company name/)).toHaveValue(owner.companyName);
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await pickAddress(page, '700 Congress Ave, Austin', /Austin, TX/);
  await choose(page, /^Specialty/, /.+/);
  await form.getByLabel(/^Professional license #/).fill('TX-448812');
  await form.getByRole('radio', { name: 'Annual' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await waitingForValidation(page);

  await validateInConsole(browser, owner.companyName);

  await page.evaluate(() => window.localStorage.clear());
  await signInToPortal(page, owner);
  await expectSignedInToPortal(page);
  await page.goto('/dashboard');
  await expect(panel(page).getByText(MESSAGES.waitingValidation)).toHaveCount(0);
  // Validated: only the company profile is left to improve; filling it makes the panel go away.
  await panel(page).getByRole('button', { name: MESSAGES.improveProfile }).click();
  const modal = page.getByRole('dialog', { name: 'Company profile' });
  await modal.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  // The logo opens the crop dialog; Apply hands the cropped square to the form.
  const apply = page.getByRole('button', { name: 'Apply' });
  await apply.click();
  await expect(apply).toBeHidden();
  await modal.getByLabel(/^Tax id/).fill('741852963');
  await modal.getByLabel(/^Phone number/).fill('5125550142');
  await modal.getByLabel(/^Website/).fill('quinlanlaw.test');
  await modal
    .getByLabel(/^Mission/)
    .fill('We stand with injured Texans from the first call to the settlement.');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(panel(page)).toHaveCount(0);

  const signedIn = (await (
    await request.post('/api/users/login', { data: { email: owner.email, password: PASSWORD } })
  ).json()) as LoginResponse;
  const mine = await request.get('/api/account', {
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  const { company, subscription } = (await mine.json()) as {
    company: { status: string };
    subscription: { planType: string; billingType: string; trialing: boolean; creditCard: object };
  };
  expect(company.status).toBe('VALIDATED');
  expect(subscription).toMatchObject({ planType: 'PRO', billingType: 'ANNUAL', trialing: true });
  expect(subscription.creditCard).toMatchObject({ brand: 'visa', lastDigits: '4242' });
});

test('a facility signs up, activates with an NPI number and waits for validation', async ({
  page,
  browser,
}) => {
  // Sign-up, activation and the console's outbox: each screen audited on first sight at two window sizes.
  test.slow();
  const owner: NewOwner = {
    type: 'Facility',
    name: 'Ivan',
    lastName: 'Marsh',
    password: PASSWORD,
    ...attempt('ivan.marsh@marshimaging.test', 'Marsh Imaging Center'),
  };
  await signUp(page, owner);
  await verifyEmail(page, browser, owner);
  await choosePaidPlan(page, 'Premium', 'Monthly', owner, GOOD_CARD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Nothing submitted yet: the panel says what to do, not that the account is being validated.
  await expect(panel(page).getByText(MESSAGES.activateAccountHint)).toBeVisible();
  await expect(panel(page).getByText(MESSAGES.validationNotice)).toHaveCount(0);

  const form = await openActivation(page);
  await pickAddress(page, '1200 Peachtree St, Atlanta', /Atlanta, GA/);
  await choose(page, /^Facility type/, /.+/);
  await form.getByRole('radio', { name: 'NPI Number' }).check();
  await form.getByRole('textbox', { name: /^NPI Number/ }).fill('1234567893');
  await form.getByRole('radio', { name: 'Monthly' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await waitingForValidation(page);
  await validateInConsole(browser, owner.companyName);
});

test('a declined card shows the payment error in the form and on the panel', async ({ page, browser }) => {
  test.slow();
  const owner: NewOwner = {
    type: 'Health provider',
    name: 'Priya',
    lastName: 'Dalton',
    password: PASSWORD,
    ...attempt('priya.dalton@daltonrehab.test', 'Dalton Rehab'),
  };
  await signUp(page, owner);
  await verifyEmail(page, browser, owner);
  const form = await choosePaidPlan(page, 'Advanced', 'Monthly', owner, DECLINED_CARD);
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(MESSAGES.paymentError);
  await expect(alert).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/subscription$/);

  await page.goto('/dashboard');
  await expect(panel(page).getByText(MESSAGES.paymentError)).toBeVisible();
  await expect(panel(page).getByRole('link', { name: 'My Account' })).toBeVisible();
});
