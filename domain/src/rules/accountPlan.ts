/**
 * The company's own plan changes from My Account (SPEC.md 2.1 /my-account, 2.3 'Switch to Annual and save',
 * 4 "Subscription plans" and "Upgrade flow"). One rule, planChange, says what choosing a plan key does to the
 * subscription, so POST /subscriptions/company/{id}/payment-method, PUT /subscriptions/{id}/summary and the
 * portal's My Account agree:
 *
 *  - first: no subscription (or a canceled one): any plan, as the plan page.
 *  - upgrade: one of the upgrade targets of plans.ts (the Advanced Annual reading written there): at once, paid
 *    (or carrying the trial) as planChange.ts's trialOffer says.
 *  - downgrade: one of the downgrade targets that is not an upgrade: nothing is charged; the subscription becomes
 *    PENDING_CANCELLATION with `downgradeTo`, keeping its plan and billing type until its period ends
 *    ('Premium until {date}'): still premium, but its premium toggles are disabled (plans.ts premiumDisabled).
 *  - cancelDowngrade: while PENDING_CANCELLATION, choosing the plan it is on again ('Cancel Downgrade') drops the
 *    pending downgrade: back to TRIALING while its trial runs, else ACTIVE.
 *  - refused: anything else (a pending downgrade refuses every other change until it is canceled), with the
 *    sentence the API answers (409) and the portal shows.
 *
 * The staff's cancel and revert-cancelation in the console (companyStatus.ts) reach the same states.
 */
import type { BillingType, PlanType, SubscriptionStatus } from '../enums.ts';
import type { Subscription } from '../entities.ts';
import { BILLING_TYPES, PLAN_LABELS, PLAN_TYPES } from '../enums.ts';
import { MESSAGES, format } from '../messages.ts';
import { formatLongDate } from './format.ts';
import { currentPlanKey, runningTrialEnd } from './planChange.ts';
import { canDowngrade, canUpgrade, downgradeTargets, parsePlanKey, planKey, planKeyLabel } from './plans.ts';
import type { PlanKey } from './plans.ts';

export type OwnPlan = Pick<
  Subscription,
  'planType' | 'billingType' | 'status' | 'trialing' | 'trialEnd' | 'subscriptionPeriodEnd' | 'downgradeTo'
>;

export type PlanChangeKind = 'first' | 'upgrade' | 'downgrade' | 'cancelDowngrade';
export type PlanChangeDecision = { kind: PlanChangeKind } | { kind: 'refused'; reason: string };

/** What choosing `to` does to the subscription (see the module's comment). */
export function planChange(
  subscription: Pick<Subscription, 'planType' | 'billingType' | 'status'> | null | undefined,
  to: PlanKey,
): PlanChangeDecision {
  const from = currentPlanKey(subscription);
  if (from === null) return { kind: 'first' };
  if (subscription!.status === 'PENDING_CANCELLATION')
    return from === to ? { kind: 'cancelDowngrade' } : { kind: 'refused', reason: MESSAGES.downgradePending };
  if (canUpgrade(from, to)) return { kind: 'upgrade' };
  if (canDowngrade(from, to)) return { kind: 'downgrade' };
  const labels = { from: planKeyLabel(from), to: planKeyLabel(to) };
  return { kind: 'refused', reason: format(MESSAGES.planChangeNotAllowed, labels) };
}

/** The plans My Account's downgrade offers: the downgrade targets that are downgrades (not upgrades, not itself). */
export function downgradeChoices(
  subscription: Pick<Subscription, 'planType' | 'billingType' | 'status'> | null | undefined,
): PlanKey[] {
  const from = currentPlanKey(subscription);
  if (from === null) return [];
  return downgradeTargets(from).filter((to) => planChange(subscription, to).kind === 'downgrade');
}

/** The plan types the upgrade modal's cards offer for `billingType`: the upgrade targets (or any first plan). */
export function upgradeChoices(
  subscription: Pick<Subscription, 'planType' | 'billingType' | 'status'> | null | undefined,
  billingType: BillingType,
): PlanType[] {
  return PLAN_TYPES.filter((plan) => {
    const kind = planChange(subscription, planKey(plan, billingType)).kind;
    return kind === 'first' || kind === 'upgrade';
  });
}

/** Whether the upgrade modal has anything to offer (in either billing). */
export function canOfferUpgrade(
  subscription: Pick<Subscription, 'planType' | 'billingType' | 'status'> | null | undefined,
): boolean {
  return BILLING_TYPES.some((billing) => upgradeChoices(subscription, billing).length > 0);
}

/** 'Switch to Annual and save': the annual plan of a paid monthly subscription, when that is an upgrade. */
export function annualSwitchTarget(
  subscription: Pick<Subscription, 'planType' | 'billingType' | 'status'> | null | undefined,
): PlanKey | null {
  if (!subscription || subscription.planType === 'BASIC' || subscription.billingType !== 'MONTHLY')
    return null;
  const to = planKey(subscription.planType, 'ANNUAL');
  return planChange(subscription, to).kind === 'upgrade' ? to : null;
}

/** The fields a downgrade writes: PENDING_CANCELLATION until the period ends, then `to`. */
export function applyDowngrade(to: PlanKey): Pick<Subscription, 'status' | 'downgradeTo'> {
  const { planType, billingType } = parsePlanKey(to);
  return { status: 'PENDING_CANCELLATION', downgradeTo: { planType, billingType } };
}

/** The fields a canceled downgrade writes: TRIALING while the trial runs, else ACTIVE; nothing to fall to. */
export function applyCancelDowngrade(
  subscription: Pick<Subscription, 'trialing' | 'trialEnd'>,
  now: Date,
): Pick<Subscription, 'status' | 'downgradeTo'> {
  const running = runningTrialEnd({ ...subscription, freeTrialUsed: true }, now);
  const status: SubscriptionStatus = running ? 'TRIALING' : 'ACTIVE';
  return { status, downgradeTo: null };
}

/** When a pending downgrade takes effect: the end of the period (or trial) already paid for. */
export function downgradeDate(subscription: Pick<Subscription, 'subscriptionPeriodEnd' | 'trialEnd'>) {
  return subscription.subscriptionPeriodEnd ?? subscription.trialEnd;
}

/** The plan as My Account names it: 'Premium', or 'Premium until Dec 31, 2026' while a downgrade is pending. */
export function ownPlanLabel(
  subscription: Pick<OwnPlan, 'planType' | 'status' | 'subscriptionPeriodEnd' | 'trialEnd'>,
) {
  const plan = PLAN_LABELS[subscription.planType];
  const end = downgradeDate(subscription);
  if (subscription.status !== 'PENDING_CANCELLATION' || !end) return plan;
  const date = formatLongDate(end);
  return subscription.planType === 'PRO'
    ? format(MESSAGES.premiumUntil, { date })
    : format(MESSAGES.planUntil, { plan, date });
}
