/**
 * Choosing or changing a plan (SPEC.md 4 "Subscription plans", "Upgrade flow"; 9 "Trial"): which target a
 * subscription may move to, the company's subscriptionType for a plan, and how the new plan starts (trialOffer,
 * the one rule the API's payment, quote and summary and the portal's plan page follow): a company has one free
 * trial. A paid plan chosen while that trial runs goes on with the rest of it (same end, nothing due); a company
 * that never used it starts one (default 60 days, the plan's trialPeriodDays overrides; nothing due); once used
 * and ended, the first period is charged now.
 */
import type { PlanPricing, Subscription } from '../entities.ts';
import type { BillingType, CompanyType, PlanType, SubscriptionStatus, SubscriptionType } from '../enums.ts';
import { format } from '../messages/format.ts';
import { PLAN_MESSAGES } from '../messages/plans.ts';
import { formatLongDate } from './format.ts';
import { canUpgrade, planKey } from './plans.ts';
import type { PlanKey } from './plans.ts';
import { planConcept, trialButtonLabel, trialDays } from './pricing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Company.subscriptionType for a plan: facilities' paid plans are the FACILITY family (as the fixtures). */
export function companySubscriptionType(companyType: CompanyType, planType: PlanType): SubscriptionType {
  return companyType === 'FACILITY' && planType !== 'BASIC' ? 'FACILITY' : planType;
}

/**
 * Whether a company of this type chooses its plan itself, on the plan page (/subscription): factoring companies
 * have Basic only and are set up by staff, so they (like claimants, who have no company) have no plan page.
 */
export function choosesPlan(companyType: CompanyType): boolean {
  return companyType !== 'FACTORING_COMPANY';
}

/** Factoring companies only have Basic; every other company type may take any plan. */
export function planAvailableFor(companyType: CompanyType, planType: PlanType): boolean {
  return companyType !== 'FACTORING_COMPANY' || planType === 'BASIC';
}

type CurrentPlan = Pick<Subscription, 'planType' | 'billingType' | 'status'>;

/** The plan key a subscription is on, or null when there is none to respect (no subscription or canceled). */
export function currentPlanKey(subscription: CurrentPlan | null | undefined): PlanKey | null {
  if (!subscription || subscription.status === 'CANCELED') return null;
  return planKey(subscription.planType, subscription.billingType);
}

/**
 * Whether choosing `to` is a first plan or an upgrade: any plan is a first choice; otherwise the upgrade targets
 * of plans.ts decide, and a pending downgrade allows none until it is canceled (accountPlan.ts's planChange,
 * which also covers downgrades, says the same).
 */
export function isPlanChangeAllowed(subscription: CurrentPlan | null | undefined, to: PlanKey): boolean {
  const from = currentPlanKey(subscription);
  if (from === null) return true;
  return subscription!.status !== 'PENDING_CANCELLATION' && canUpgrade(from, to);
}

export type TrialFields = Pick<Subscription, 'trialing' | 'trialEnd' | 'freeTrialUsed'>;

/** The trial still running on a subscription (its end), or null. */
export function runningTrialEnd(subscription: TrialFields | null | undefined, now: Date): string | null {
  if (!subscription?.trialing || !subscription.trialEnd) return null;
  return Date.parse(subscription.trialEnd) > now.getTime() ? subscription.trialEnd : null;
}

/** Whether a paid plan chosen now would start (or go on with) a free trial. */
export function startsWithTrial(subscription: TrialFields | null | undefined, now: Date): boolean {
  return !subscription?.freeTrialUsed || runningTrialEnd(subscription, now) !== null;
}

/** Whole days from `now` to `end`, a started day counting as one (a trial ending in 2 h has 1 day left). */
export function daysLeft(end: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(end) - now.getTime()) / DAY_MS));
}

/**
 * The free trial a paid plan chosen now comes with: 'remaining' (the running trial carries over: same end, its
 * days left), 'new' (a company that never used its trial: the plan's trial days from now) or 'none' (Basic, or
 * the trial was used and has ended: the first period is charged now).
 */
export type TrialOffer =
  { kind: 'remaining' | 'new'; trialEnd: string; days: number } | { kind: 'none'; trialEnd: null; days: 0 };

const NO_TRIAL: TrialOffer = { kind: 'none', trialEnd: null, days: 0 };

export function trialOffer(input: PlanStartInput): TrialOffer {
  const { subscription, planType, billingType, companyType, pricing, now } = input;
  const concept = planConcept(planType, billingType, companyType);
  if (!concept) return NO_TRIAL;
  const running = runningTrialEnd(subscription, now);
  if (running) return { kind: 'remaining', trialEnd: running, days: daysLeft(running, now) };
  if (subscription?.freeTrialUsed) return NO_TRIAL;
  const days = trialDays(pricing, concept);
  return { kind: 'new', trialEnd: iso(now.getTime() + days * DAY_MS), days };
}

/** The end of one billing period starting at `from`: a month or a year later (UTC), clamped to month end. */
export function billingPeriodEnd(from: Date, billingType: BillingType): Date {
  const months = billingType === 'ANNUAL' ? 12 : 1;
  const end = new Date(from.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return end;
}

export interface PlanStart {
  status: SubscriptionStatus;
  trialing: boolean;
  trialEnd: string | null;
  freeTrialUsed: boolean;
  subscriptionPeriodEnd: string | null;
  /** The first period is charged now. */
  charged: boolean;
}

export interface PlanStartInput {
  subscription: TrialFields | null | undefined;
  planType: PlanType;
  billingType: BillingType;
  companyType: CompanyType;
  pricing: PlanPricing;
  now: Date;
}

/**
 * What the plan page says of an offer: its button ('Start 60-day free trial!', 'Continue free trial (9 days
 * left)') and the line under it; null when no trial applies (the first period is due now).
 */
export function trialOfferText(offer: TrialOffer): { action: string; notice: string } | null {
  if (offer.kind === 'none') return null;
  if (offer.kind === 'new')
    return { action: trialButtonLabel(offer.days), notice: PLAN_MESSAGES.noChargeUntilTrialEnds };
  const days = `${offer.days} ${offer.days === 1 ? 'day' : 'days'}`;
  return {
    action: format(PLAN_MESSAGES.continueTrial, { days }),
    notice: format(PLAN_MESSAGES.noChargeUntilTrialEndsOn, { date: formatLongDate(offer.trialEnd) }),
  };
}

/** How the chosen plan starts. */
export function planStart(input: PlanStartInput): PlanStart {
  const { subscription, planType, billingType, now } = input;
  const freeTrialUsed = subscription?.freeTrialUsed ?? false;
  if (planType === 'BASIC') {
    return {
      status: 'ACTIVE',
      trialing: false,
      trialEnd: subscription?.trialEnd ?? null,
      freeTrialUsed,
      subscriptionPeriodEnd: null,
      charged: false,
    };
  }
  const { trialEnd } = trialOffer(input);
  if (trialEnd) {
    const trial = { status: 'TRIALING', trialing: true, trialEnd, freeTrialUsed: true } as const;
    return { ...trial, subscriptionPeriodEnd: trialEnd, charged: false };
  }
  return {
    status: 'ACTIVE',
    trialing: false,
    trialEnd: subscription?.trialEnd ?? null,
    freeTrialUsed: true,
    subscriptionPeriodEnd: billingPeriodEnd(now, billingType).toISOString(),
    charged: true,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
