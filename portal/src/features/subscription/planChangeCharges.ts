/**
 * What a plan change from My Account charges, to which card and when (issue 40 item 32), in the user's time
 * zone: the downgrade's next plan, keeping the plan (Cancel Downgrade), the switch to annual (its quote).
 */
import {
  MESSAGES,
  downgradeDate,
  format,
  formatLongDate,
  formatPrice,
  formatUsd,
  parsePlanKey,
  planKeyLabel,
  planPeriodPrice,
} from '@casebridge/domain';
import type { Company, PlanKey, PlanPricing, Subscription, SubscriptionCart } from '@casebridge/domain';
import { yourCard, yourCardPhrase } from './PaymentConfirmDialog.tsx';

/** The end of the period already paid for, in the user's time zone ('Dec 31, 2026'). */
export const endOf = (subscription: Subscription) => {
  const end = downgradeDate(subscription);
  return end ? formatLongDate(end) : 'the end of the period';
};

/** When a change at the period's end happens: 'at the end of the period on Dec 31, 2026'. */
const atPeriodEnd = (subscription: Subscription) =>
  downgradeDate(subscription)
    ? `at the end of the period on ${endOf(subscription)}`
    : 'at the end of the period';

/** What the downgrade target costs from the period's end, and to which card. */
export function downgradeChargeText(
  pricing: PlanPricing,
  company: Company,
  subscription: Subscription,
  target: PlanKey,
): string {
  const plan = planKeyLabel(target);
  const when = atPeriodEnd(subscription);
  const { planType, billingType } = parsePlanKey(target);
  const cents = planPeriodPrice(pricing, planType, billingType, company.type);
  if (cents === 0) return `${plan} starts ${when}. It is free: nothing is charged from then on.`;
  const card = yourCard(subscription.creditCard);
  return `${plan} starts ${when}. ${card} is charged ${formatPrice(cents, billingType)} from then on.`;
}

/** What keeping the plan charges: nothing now, its price when the period ends. */
export function keepPlanChargeText(
  pricing: PlanPricing,
  company: Company,
  subscription: Subscription,
): string {
  const { planType, billingType } = subscription;
  const cents = planPeriodPrice(pricing, planType, billingType, company.type);
  const when = atPeriodEnd(subscription);
  if (cents === 0) return 'Nothing is charged.';
  const card = yourCardPhrase(subscription.creditCard);
  return `Nothing is charged now; ${card} is charged ${formatPrice(cents, billingType)} ${when}, as before.`;
}

/**
 * What switching to annual charges, to which card and when (the quote's cart). The new price is shown beside
 * it, so this says 'the annual price' rather than repeating it.
 */
export function annualChargeText(cart: SubscriptionCart, subscription: Subscription): string {
  const card = yourCardPhrase(subscription.creditCard);
  if (cart.dueAmount === 0 && cart.trialEnd) {
    const noCharge = format(MESSAGES.noChargeUntilTrialEndsOn, { date: formatLongDate(cart.trialEnd) });
    return `${noCharge} Then ${card} is charged the annual price each year.`;
  }
  return `The switch is made today: ${card} is charged ${formatUsd(cart.dueAmount)} today, then each year.`;
}
