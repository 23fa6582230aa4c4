import { MESSAGES, PROFILE_MESSAGES } from '@casebridge/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

/** Picks `street` in Chicago from the maps suggestions of the New address selector and adds it. */
async function addAddress(page: Page, street: string) {
  const selector = page.getByRole('combobox', { name: 'New address' });
  await selector.fill(`${street}, Chicago`);
  await page.getByRole('option', { name: new RegExp(`^${street}, Chicago`) }).click();
  await page.getByRole('button', { name: 'Add address' }).click();
}

test('the firm’s owner edits the company, adds addresses and makes them premium (the first free, the next paid after the cart); a plain member cannot open My Company', async ({
  browser,
  page,
}) => {
  const n = Date.now() % 9000;
  const [first, second] = [`${1000 + n} Lake St`, `${1000 + n} Wacker Dr`];
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/my-company');
  await expect(page.getByRole('heading', { name: 'My Company' })).toBeVisible();

  // The phone mask and its message; the mission counter (both put back before saving).
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  const phoneBefore = await phone.inputValue();
  await phone.fill('3125550');
  await expect(phone).toHaveValue('(312) 555-0');
  await expect(page.getByText(MESSAGES.phoneDigits)).toBeVisible();
  await phone.fill(phoneBefore);
  const mission = page.getByRole('textbox', { name: 'Mission' });
  const missionBefore = await mission.inputValue();
  await mission.fill('m'.repeat(1400));
  await expect(page.getByText('100 characters left')).toHaveAttribute('data-level', 'warning');
  await mission.fill(missionBefore);

  // A new address from the suggestions; the same one again is refused.
  await addAddress(page, first);
  await expect(page.getByRole('switch', { name: new RegExp(`Premium: ${first}`) })).toBeVisible();
  await addAddress(page, first);
  await expect(page.getByText(MESSAGES.duplicateAddress)).toBeVisible();

  // Free the free premium address, so the new one takes it; a second one is paid.
  const freeChip = page.getByText('Free premium');
  if ((await freeChip.count()) > 0) {
    const row = page.getByRole('listitem').filter({ has: freeChip });
    await row.getByRole('switch').click();
  }
  await expect(page.getByText('You have used 0 of 1 Free Premium Address')).toBeVisible();
  await page.getByRole('switch', { name: new RegExp(`Premium: ${first}`) }).click();
  await expect(page.getByText('You have used 1 of 1 Free Premium Address')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.companyProfileSaved)).toBeVisible();
  const firstRow = page.getByRole('listitem').filter({ hasText: first });
  await expect(firstRow.getByText('Free premium')).toBeVisible();

  await addAddress(page, second);
  await page.getByRole('switch', { name: new RegExp(`Premium: ${second}`) }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const cart = page.getByRole('dialog', { name: 'Confirm your premium addresses' });
  await expect(cart.getByRole('region', { name: 'Subscription cart' })).toContainText(
    'Additional Premium Address',
  );
  await cart.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(cart).toBeHidden();
  await expect(
    page.getByRole('listitem').filter({ hasText: second }).getByText('Premium (paid)'),
  ).toBeVisible();

  // A plain member (support staff) is sent away from My Company.
  const memberPage = await (await browser.newContext()).newPage();
  await signInToPortal(memberPage, account('support'));
  await expectSignedInToPortal(memberPage);
  await memberPage.goto('/my-company');
  await expect(memberPage).not.toHaveURL(/\/my-company/);
});

test('the firm’s owner deactivates a professional profile, then activates it again through the cart (an extra profile beyond the 2 included)', async ({
  page,
}) => {
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/my-company');
  const profiles = page.getByRole('table', { name: 'Professional profiles' });
  const deactivate = profiles.getByRole('button', { name: /^Deactivate / }).first();
  const label = (await deactivate.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Deactivate /, '');
  await deactivate.click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this profile?' });
  await confirm.getByRole('button', { name: 'Deactivate profile' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.deactivated)).toBeVisible();
  const row = profiles.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Inactive')).toBeVisible();

  await row.getByRole('button', { name: `Activate ${name}` }).click();
  const cart = page.getByRole('dialog', { name: PROFILE_MESSAGES.cartTitle });
  await expect(cart.getByRole('region', { name: 'Subscription cart' })).toContainText(
    'Additional Premium Professional Profile',
  );
  await cart.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByText(PROFILE_MESSAGES.activated)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Its addresses: the company's addresses as a checkbox list, saved with PUT /addresses/company/{id}/license/{id}.
  await row.getByRole('button', { name: `Edit the addresses of ${name}` }).click();
  const addresses = page.getByRole('dialog', { name: `Addresses of ${name}` });
  await addresses.getByRole('checkbox').first().click();
  await addresses.getByRole('button', { name: 'Save addresses' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.addressesSaved)).toBeVisible();
  await expect(addresses).toBeHidden();
});
