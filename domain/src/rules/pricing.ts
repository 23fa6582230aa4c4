/**
 * Prices (SPEC.md section 9): plan pricing is in cents, shown divided by 100 in USD per mo or yr.
 * DEFAULT_PLAN_PRICING is consistent with STATIC_PRICES: annual = 10 x monthly for Premium (and its extra
 * address / profile), 11 x monthly for Advanced; Advanced monthly $39; facility Advanced $69 (product's own);
 * CASES pack of 10 = $49. trialPeriodDays 0 means "use LIMITS.defaultTrialDays". The fake API seeds from it.
 */
import { LIMITS, STATIC_PRICES } from '../constants.ts';
import type { PlanPricing } from '../entities.ts';
import type { BillingType, CompanyType, PlanConcept, PlanType } from '../enums.ts';
import { format } from '../messages/format.ts';
import { PLAN_MESSAGES } from '../messages/plans.ts';

const price = (usd: number) => ({ price: Math.round(usd * 100), trialPeriodDays: 0 });

export const DEFAULT_PLAN_PRICING: PlanPricing = {
  PROFESSIONAL_PLAN: price(STATIC_PRICES.professionalPlan),
  PROFESSIONAL_PLAN_PER_YEAR: price(STATIC_PRICES.professionalPlan * 10),
  PROFESSIONAL_PLAN_ADVANCED: price(39),
  PROFESSIONAL_PLAN_ADVANCED_PER_YEAR: price(39 * 11),
  FACILITY_PLAN: price(STATIC_PRICES.facilityPlan),
  FACILITY_PLAN_ADVANCED: price(69),
  PROFILE: price(STATIC_PRICES.extraProfile),
  PROFILE_PER_YEAR: price(STATIC_PRICES.extraProfile * 10),
  ADDRESS: price(STATIC_PRICES.extraAddress),
  ADDRESS_PER_YEAR: price(STATIC_PRICES.extraAddress * 10),
  CASES: price(49),
};

export function centsToUsd(cents: number): number {
  return cents / 100;
}

/** '$59/mo', '$590/yr', '$9.50/mo', '$1,188/yr': no decimals when whole, else 2. */
export function formatPrice(cents: number, billingType: BillingType): string {
  return `${formatUsd(cents)}/${billingType === 'ANNUAL' ? 'yr' : 'mo'}`;
}

/** '$59', '$9.50'. */
export function formatUsd(cents: number): string {
  const usd = centsToUsd(cents);
  const digits = Number.isInteger(usd) ? 0 : 2;
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

function discountPercent(monthly: number, annual: number): number {
  if (monthly <= 0) return 0;
  return ((12 * monthly - annual) / (12 * monthly)) * 100;
}

/** The larger of the Premium and Advanced professional plans' annual discount versus 12 months, floored. */
export function annualSavingPercent(pricing: PlanPricing): number {
  const pro = discountPercent(pricing.PROFESSIONAL_PLAN.price, pricing.PROFESSIONAL_PLAN_PER_YEAR.price);
  const advanced = discountPercent(
    pricing.PROFESSIONAL_PLAN_ADVANCED.price,
    pricing.PROFESSIONAL_PLAN_ADVANCED_PER_YEAR.price,
  );
  return Math.max(0, Math.floor(Math.max(pro, advanced) + 1e-9));
}

/** The plan's trialPeriodDays when above 0, else LIMITS.defaultTrialDays (60). */
export function trialDays(pricing: Partial<PlanPricing> | null | undefined, concept: PlanConcept): number {
  const days = pricing?.[concept]?.trialPeriodDays ?? 0;
  return days > 0 ? days : LIMITS.defaultTrialDays;
}

/** 'Start 60-day free trial!' */
export function trialButtonLabel(days: number): string {
  return format(PLAN_MESSAGES.startTrial, { n: days });
}

/**
 * The pricing concept of a plan (null for BASIC, which is free). Facility plans have one concept per plan
 * type whatever the billing; professional plans (attorney, health provider) one per billing.
 */
export function planConcept(
  planType: PlanType,
  billingType: BillingType,
  companyType: CompanyType = 'ATTORNEY',
): PlanConcept | null {
  if (planType === 'BASIC') return null;
  if (companyType === 'FACILITY') return planType === 'PRO' ? 'FACILITY_PLAN' : 'FACILITY_PLAN_ADVANCED';
  const base = planType === 'PRO' ? 'PROFESSIONAL_PLAN' : 'PROFESSIONAL_PLAN_ADVANCED';
  return billingType === 'ANNUAL' ? `${base}_PER_YEAR` : base;
}

export function addressConcept(billingType: BillingType): PlanConcept {
  return billingType === 'ANNUAL' ? 'ADDRESS_PER_YEAR' : 'ADDRESS';
}

export function profileConcept(billingType: BillingType): PlanConcept {
  return billingType === 'ANNUAL' ? 'PROFILE_PER_YEAR' : 'PROFILE';
}

/** Cases are bought in packs of 10 at the CASES price, minimum 1 pack. */
export function casesPackTotal(pricing: Pick<PlanPricing, 'CASES'>, packs: number): number {
  return Math.max(LIMITS.minCasePacks, Math.floor(packs)) * pricing.CASES.price;
}
