import {
  DEFAULT_PLAN_PRICING,
  MESSAGES,
  format,
  formatLongDate,
  trialOffer,
  trialOfferText,
} from '@casebridge/domain';
import type { Subscription } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

// Issue 17 item 14: a company has one free trial. An owner on an Advanced trial who goes Premium keeps the rest of
// that trial (same end, nothing due today): the plan page says so, the cart says so, and the API does exactly that.
test('an owner on an Advanced trial upgrading to Premium is shown, and gets, the rest of the trial', async ({
  page,
  request,
}) => {
  const owner = account('owner-pending-review');
  const headers = await bearer(request, owner);
  const before = (await (await request.get('/api/account', { headers })).json()) as {
    subscription: Subscription;
  };
  expect(before.subscription).toMatchObject({ planType: 'ADVANCED', freeTrialUsed: true });
  // The demo data's trial ends on a fixed date: what the page must offer follows the one rule of the domain.
  const offer = trialOffer({
    subscription: before.subscription,
    planType: 'PRO',
    billingType: 'MONTHLY',
    companyType: 'HEALTH_PROVIDER',
    pricing: DEFAULT_PLAN_PRICING,
    now: new Date(),
  });
  expect(offer.kind).not.toBe('new');
  const text = trialOfferText(offer);

  await signInToPortal(page, owner);
  await expectSignedInToPortal(page);
  await page.goto('/subscription');
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByRole('button', { name: text?.action ?? 'Choose Premium' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Start \d+-day free trial!$/ })).toHaveCount(0);
  if (text) await expect(premium.getByText(text.notice)).toBeVisible();

  await premium.getByRole('button', { name: text?.action ?? 'Choose Premium' }).click();
  const cart = page.getByRole('region', { name: 'Subscription cart' });
  const price = DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN.price / 100;
  await expect(cart.getByText(offer.trialEnd ? '$0' : `$${price}`, { exact: true }).last()).toBeVisible();
  if (offer.trialEnd) {
    const noCharge = format(MESSAGES.noChargeUntilTrialEndsOn, { date: formatLongDate(offer.trialEnd) });
    await expect(cart.getByText(noCharge)).toBeVisible();
  }
  await page.getByRole('button', { name: /^Use Visa ending in 4242/ }).click();
  // Choosing the card asks first what is charged and when (issue 40 item 32).
  const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
  await confirm.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const after = (await (await request.get('/api/account', { headers })).json()) as {
    subscription: Subscription;
  };
  expect(after.subscription.planType).toBe('PRO');
  if (offer.trialEnd)
    expect(after.subscription).toMatchObject({ status: 'TRIALING', trialEnd: offer.trialEnd });
  else expect(after.subscription).toMatchObject({ status: 'ACTIVE', trialing: false });
});
