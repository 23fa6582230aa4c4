/**
 * Subscription plans (SPEC.md section 4 and the plan features of section 6).
 *
 * Reading taken for the ambiguous rule: a user on ADVANCED_ANNUAL may NOT go to PRO_MONTHLY; they must move
 * to PRO_ANNUAL. Target lists include the current plan (the plan cards show it), but canUpgrade and
 * canDowngrade answer false for "moving" to the same plan.
 */
import type { BillingType, PlanType, SubscriptionStatus } from '../enums.ts';
import { BILLING_TYPES, PLAN_LABELS, PLAN_TYPES } from '../enums.ts';
import type { Subscription } from '../entities.ts';

export type PlanKey = `${PlanType}_${BillingType}`;

export const PLAN_KEYS: PlanKey[] = PLAN_TYPES.flatMap((plan) =>
  BILLING_TYPES.map((billing): PlanKey => `${plan}_${billing}`),
);

export function planKey(planType: PlanType, billingType: BillingType): PlanKey {
  return `${planType}_${billingType}`;
}

export function parsePlanKey(key: PlanKey): { planType: PlanType; billingType: BillingType } {
  const billingType = BILLING_TYPES.find((b) => key.endsWith(`_${b}`))!;
  return { planType: key.slice(0, -(billingType.length + 1)) as PlanType, billingType };
}

const keysOf = (...plans: PlanType[]): PlanKey[] =>
  PLAN_KEYS.filter((k) => plans.includes(parsePlanKey(k).planType));

const UPGRADE_TARGETS: Record<PlanKey, PlanKey[]> = {
  BASIC_MONTHLY: PLAN_KEYS,
  BASIC_ANNUAL: PLAN_KEYS,
  ADVANCED_MONTHLY: keysOf('ADVANCED', 'PRO'),
  ADVANCED_ANNUAL: ['ADVANCED_MONTHLY', 'ADVANCED_ANNUAL', 'PRO_ANNUAL'],
  PRO_MONTHLY: keysOf('PRO'),
  PRO_ANNUAL: [],
};

const DOWNGRADE_TARGETS: Record<PlanKey, PlanKey[]> = {
  BASIC_MONTHLY: [],
  BASIC_ANNUAL: [],
  ADVANCED_MONTHLY: keysOf('BASIC', 'ADVANCED'),
  ADVANCED_ANNUAL: keysOf('BASIC', 'ADVANCED'),
  PRO_MONTHLY: ['BASIC_MONTHLY', 'BASIC_ANNUAL', 'ADVANCED_MONTHLY', 'PRO_MONTHLY', 'PRO_ANNUAL'],
  PRO_ANNUAL: PLAN_KEYS,
};

export function upgradeTargets(from: PlanKey): PlanKey[] {
  return [...UPGRADE_TARGETS[from]];
}

export function downgradeTargets(from: PlanKey): PlanKey[] {
  return [...DOWNGRADE_TARGETS[from]];
}

export function canUpgrade(from: PlanKey, to: PlanKey): boolean {
  return from !== to && UPGRADE_TARGETS[from].includes(to);
}

export function canDowngrade(from: PlanKey, to: PlanKey): boolean {
  return from !== to && DOWNGRADE_TARGETS[from].includes(to);
}

/** PRO is always labelled Premium. */
export function planLabel(planType: PlanType): string {
  return PLAN_LABELS[planType];
}

/** 'Premium Annual', 'Basic Monthly'. */
export function planKeyLabel(key: PlanKey): string {
  const { planType, billingType } = parsePlanKey(key);
  return `${planLabel(planType)} ${billingType === 'ANNUAL' ? 'Annual' : 'Monthly'}`;
}

const PREMIUM_STATUSES: SubscriptionStatus[] = ['ACTIVE', 'TRIALING', 'PAST_DUE', 'PENDING_CANCELLATION'];

/** PRO and not canceled. PENDING_CANCELLATION still counts as premium (see premiumDisabled). */
export function isEffectivelyPremium(subscription: Pick<Subscription, 'planType' | 'status'>): boolean {
  return subscription.planType === 'PRO' && PREMIUM_STATUSES.includes(subscription.status);
}

/** Premium kept until the period ends, but its toggles are disabled ('Premium until {date}'). */
export function premiumDisabled(subscription: Pick<Subscription, 'planType' | 'status'>): boolean {
  return isEffectivelyPremium(subscription) && subscription.status === 'PENDING_CANCELLATION';
}

export interface PlanFeature {
  id: string;
  label: string;
  /** The lowest plan that includes it. */
  from: PlanType;
}

export const PLAN_FEATURES = [
  { id: 'unlimitedCases', label: 'Unlimited case creation', from: 'ADVANCED' },
  { id: 'bulkUploads', label: 'Bulk uploads', from: 'ADVANCED' },
  { id: 'statusRequests', label: 'Status requests', from: 'ADVANCED' },
  { id: 'automatedDocumentRequests', label: 'Automated document requests', from: 'ADVANCED' },
  { id: 'adminDashboard', label: 'Admin dashboard', from: 'PRO' },
  { id: 'adFree', label: 'Ad-free experience', from: 'PRO' },
  { id: 'taskTools', label: 'Task tools', from: 'PRO' },
  { id: 'premiumVisibility', label: 'Premium visibility', from: 'PRO' },
] as const satisfies readonly PlanFeature[];

export type PlanFeatureId = (typeof PLAN_FEATURES)[number]['id'];

/** Every feature with whether `planType` includes it (plan cards list them all, ticked or not). */
export function planFeatures(planType: PlanType): (PlanFeature & { included: boolean })[] {
  const rank = PLAN_TYPES.indexOf(planType);
  return PLAN_FEATURES.map((f): PlanFeature & { included: boolean } => ({
    ...f,
    included: rank >= PLAN_TYPES.indexOf(f.from),
  }));
}

export function planHasFeature(planType: PlanType, featureId: PlanFeatureId): boolean {
  return planFeatures(planType).some((f) => f.id === featureId && f.included);
}

const VALID_SUBSCRIPTION_STATUSES: SubscriptionStatus[] = ['ACTIVE', 'TRIALING', 'PENDING_CANCELLATION'];

/**
 * A subscription is valid (the payment toggles are enabled, section 4) while it is active, trialing or
 * pending cancellation and its last payment did not fail; past due or canceled is invalid.
 */
export function isSubscriptionValid(
  subscription: Pick<Subscription, 'status' | 'paymentError'> | null | undefined,
): boolean {
  return (
    !!subscription && VALID_SUBSCRIPTION_STATUSES.includes(subscription.status) && !subscription.paymentError
  );
}
