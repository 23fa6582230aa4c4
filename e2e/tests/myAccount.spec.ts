import { MESSAGES, format, formatLongDate } from '@casebridge/domain';
import type { Subscription } from '@casebridge/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

const subscriptionOf = (page: Page) => page.getByRole('region', { name: 'Subscription' });

// Issue 15, My Account: a plain member of a Basic firm may not touch the subscription; its owner goes Premium
// monthly through the upgrade modal's steps with the test card, switches to annual, downgrades ('Premium until
// {date}') and cancels the downgrade.
test('the Basic firm’s member is refused; its owner upgrades, switches to annual, downgrades and cancels it', async ({
  page,
  request,
}) => {
  await signInToPortal(page, account('basic-attorney-member'));
  await expectSignedInToPortal(page);
  await page.goto('/my-account');
  await subscriptionOf(page).getByRole('button', { name: 'Upgrade' }).click();
  const refused = page.getByRole('dialog', { name: MESSAGES.unauthorizedSubscription });
  await expect(refused.getByText(MESSAGES.unauthorizedSubscriptionHint)).toBeVisible();
  await refused.getByRole('button', { name: 'Close' }).click();
  await expect(refused).toBeHidden();
  await page.getByRole('button', { name: /^User menu of / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  const owner = account('basic-attorney-owner');
  await signInToPortal(page, owner);
  await expectSignedInToPortal(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade' }).click();
  const plans = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(plans.getByRole('article', { name: 'Basic', exact: true })).toHaveCount(0);
  const premium = plans.getByRole('article', { name: 'Premium', exact: true });
  await premium.getByRole('button', { name: /^(Start \d+-day free trial!|Choose Premium)$/ }).click();
  const payment = page.getByRole('dialog', { name: 'Payment information' });
  await expect(payment.getByRole('region', { name: 'Subscription cart' })).toBeVisible();
  const form = payment.getByRole('form', { name: 'Payment information' });
  await form.getByLabel(/^E-mail/).fill(owner.email);
  await form.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await form.getByLabel(/^Expiration date/).fill('12/39');
  await form.getByLabel(/^Security code/).fill('123');
  await form.getByLabel(/^ZIP/).fill('60601');
  await form.getByLabel(/^Name on card/).fill('Caleb Ridge');
  await form.getByRole('button', { name: /^(Start \d+-day free trial!|Pay and subscribe)$/ }).click();
  await expect(payment).toBeHidden();
  const section = subscriptionOf(page);
  await expect(section.getByText('Premium', { exact: true })).toBeVisible();
  await expect(section.getByText('Visa ending in 4242')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade' }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: /^User menu of / }).click();
  await page.getByRole('menuitem', { name: MESSAGES.switchToAnnual }).click();
  const annual = page.getByRole('dialog', { name: MESSAGES.switchToAnnual });
  await expect(annual.getByText('Save 16%')).toBeVisible();
  await expect(annual.getByText('$590/yr')).toBeVisible();
  await annual.getByRole('button', { name: 'Switch to Annual' }).click();
  await expect(annual).toBeHidden();
  await expect(section.getByText('Annual', { exact: true })).toBeVisible();

  await section.getByRole('button', { name: 'Downgrade' }).click();
  const downgrade = page.getByRole('dialog', { name: 'Downgrade your plan' });
  await downgrade.getByRole('radio', { name: /^Basic Monthly/ }).check();
  await downgrade.getByRole('button', { name: 'Downgrade' }).click();
  await expect(downgrade).toBeHidden();
  const headers = await bearer(request, owner);
  const { subscription } = (await (await request.get('/api/account', { headers })).json()) as {
    subscription: Subscription;
  };
  expect(subscription).toMatchObject({
    status: 'PENDING_CANCELLATION',
    planType: 'PRO',
    billingType: 'ANNUAL',
  });
  const until = format(MESSAGES.premiumUntil, {
    date: formatLongDate(subscription.subscriptionPeriodEnd ?? subscription.trialEnd!),
  });
  await expect(section.getByText(until)).toBeVisible();

  await section.getByRole('button', { name: MESSAGES.cancelDowngrade }).click();
  const cancel = page.getByRole('dialog', { name: MESSAGES.cancelDowngrade });
  await cancel.getByRole('button', { name: MESSAGES.cancelDowngrade }).click();
  await expect(cancel).toBeHidden();
  await expect(section.getByText('Premium', { exact: true })).toBeVisible();
  await expect(section.getByText(until)).toHaveCount(0);
});
