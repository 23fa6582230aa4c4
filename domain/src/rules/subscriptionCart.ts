/**
 * The subscription cart (SPEC.md 3 "Subscription cart": items of concept, quantity, unitAmount, amount, plus
 * subscriptionAmount and dueAmount), computed once from the plan pricing so the portal's cart, PUT
 * /subscriptions/quote and the summary calls agree. Amounts are in cents.
 *
 *  - The plan item: the plan's concept for the billing. Facility plans have one (monthly) concept whatever the
 *    billing, so an annual facility plan is 12 of it.
 *  - Extra premium addresses and professional profiles are Premium (PRO) benefits: other plans carry none.
 *  - subscriptionAmount is what each period costs; dueAmount what is charged now (0 during a free trial), and
 *    trialEnd when the free trial that applies ends (planChange.ts's trialOffer decides which one applies).
 */
import type { Address, License, PlanPricing, SubscriptionCart, SubscriptionCartItem } from '../entities.ts';
import { LIMITS } from '../constants.ts';
import type { BillingType, CompanyType, PlanConcept, PlanType } from '../enums.ts';
import { runningTrialEnd, trialOffer } from './planChange.ts';
import type { TrialFields } from './planChange.ts';
import { canDowngrade, canUpgrade, planKey } from './plans.ts';
import { addressConcept, planConcept, profileConcept } from './pricing.ts';

const MONTHS_PER_YEAR = 12;

function item(pricing: PlanPricing, concept: PlanConcept, quantity: number): SubscriptionCartItem {
  const unitAmount = pricing[concept].price;
  return { concept, quantity, unitAmount, amount: unitAmount * quantity };
}

/** The plan's line of the cart, or null for BASIC (free). */
export function planCartItem(
  pricing: PlanPricing,
  planType: PlanType,
  billingType: BillingType,
  companyType: CompanyType = 'ATTORNEY',
): SubscriptionCartItem | null {
  const concept = planConcept(planType, billingType, companyType);
  if (!concept) return null;
  const perYearAsMonths = companyType === 'FACILITY' && billingType === 'ANNUAL';
  return item(pricing, concept, perYearAsMonths ? MONTHS_PER_YEAR : 1);
}

/** What the plan costs per period (per month or per year), in cents; 0 for BASIC. */
export function planPeriodPrice(
  pricing: PlanPricing,
  planType: PlanType,
  billingType: BillingType,
  companyType: CompanyType = 'ATTORNEY',
): number {
  return planCartItem(pricing, planType, billingType, companyType)?.amount ?? 0;
}

export interface CartRequest {
  planType: PlanType;
  billingType: BillingType;
  companyType?: CompanyType;
  /** Paid premium addresses beyond the free one (Premium only). */
  extraAddresses?: number;
  /** Paid premium professional profiles beyond the included ones (Premium only). */
  extraProfiles?: number;
  /** The end of the free trial that applies (trialOffer): nothing is due now. */
  trialEnd?: string | null;
}

const count = (n: number | undefined) => Math.max(0, Math.floor(n ?? 0));

export function subscriptionCart(pricing: PlanPricing, request: CartRequest): SubscriptionCart {
  const { planType, billingType, companyType } = request;
  const items: SubscriptionCartItem[] = [];
  const plan = planCartItem(pricing, planType, billingType, companyType);
  if (plan) items.push(plan);
  if (planType === 'PRO') {
    const addresses = count(request.extraAddresses);
    const profiles = count(request.extraProfiles);
    if (addresses > 0) items.push(item(pricing, addressConcept(billingType), addresses));
    if (profiles > 0) items.push(item(pricing, profileConcept(billingType), profiles));
  }
  const subscriptionAmount = items.reduce((sum, line) => sum + line.amount, 0);
  const trialEnd = request.trialEnd ?? null;
  return { items, subscriptionAmount, dueAmount: trialEnd ? 0 : subscriptionAmount, trialEnd };
}

/** The body of PUT /subscriptions/{id}/summary (field names as the spec spells them). */
export interface SummaryChanges {
  upgradeTo?: PlanType | undefined;
  billingType?: BillingType | undefined;
  newAditionalAddresses?: number | undefined;
  newCanceledAddresses?: number | undefined;
  newCanceledDowngradeAddresses?: number | undefined;
  newAditionalProfiles?: number | undefined;
  newCanceledProfiles?: number | undefined;
  newCanceledDowngradeProfiles?: number | undefined;
}

/** The subscription as it is billed today. */
export interface BilledPlan {
  planType: PlanType;
  billingType: BillingType;
  companyType: CompanyType;
  extraAddresses: number;
  extraProfiles: number;
  /** The subscription's trial fields (trialOffer decides what a change gets). */
  trial: TrialFields;
}

/**
 * The cart after `changes`: the target plan with the extras billed from the next period (billed + newly
 * premium - canceled + canceled downgrades, which come back before their period ended). A plan or billing
 * change starts as choosing that plan would (trialOffer): nothing due while a trial applies (the running one
 * carries over, or a first one), else the whole new subscription. Without one: nothing due while the trial
 * runs, else the newly added extras (a canceled downgrade was already paid for this period).
 */
export function summaryCart(
  pricing: PlanPricing,
  billed: BilledPlan,
  changes: SummaryChanges,
  now: Date,
): SubscriptionCart {
  const planType = changes.upgradeTo ?? billed.planType;
  const billingType = changes.billingType ?? billed.billingType;
  const extraAddresses =
    billed.extraAddresses +
    count(changes.newAditionalAddresses) -
    count(changes.newCanceledAddresses) +
    count(changes.newCanceledDowngradeAddresses);
  const extraProfiles =
    billed.extraProfiles +
    count(changes.newAditionalProfiles) -
    count(changes.newCanceledProfiles) +
    count(changes.newCanceledDowngradeProfiles);
  const cart = subscriptionCart(pricing, {
    planType,
    billingType,
    companyType: billed.companyType,
    extraAddresses,
    extraProfiles,
  });
  const planChanged = planType !== billed.planType || billingType !== billed.billingType;
  const added =
    planType === 'PRO'
      ? count(changes.newAditionalAddresses) * pricing[addressConcept(billingType)].price +
        count(changes.newAditionalProfiles) * pricing[profileConcept(billingType)].price
      : 0;
  const { companyType, trial } = billed;
  // A downgrade (accountPlan.ts) takes effect when the period already paid for ends: nothing is due now.
  const from = planKey(billed.planType, billed.billingType);
  const to = planKey(planType, billingType);
  const downgrade = planChanged && !canUpgrade(from, to) && canDowngrade(from, to);
  const trialEnd =
    planChanged && !downgrade
      ? trialOffer({ subscription: trial, planType, billingType, companyType, pricing, now }).trialEnd
      : runningTrialEnd(trial, now);
  const dueAmount = trialEnd || downgrade ? 0 : planChanged ? cart.subscriptionAmount : added;
  return { ...cart, dueAmount, trialEnd };
}

type PremiumAddress = Pick<Address, 'premiumStatus' | 'tierType'>;

/** The paid extras a company is billed for: PRO-tier active addresses, premium profiles beyond the included. */
export function billedExtras(
  addresses: readonly PremiumAddress[],
  licenses: readonly Pick<License, 'premium'>[],
): { extraAddresses: number; extraProfiles: number } {
  return {
    extraAddresses: addresses.filter((a) => a.premiumStatus === 'ACTIVE' && a.tierType === 'PRO').length,
    extraProfiles: Math.max(0, licenses.filter((l) => l.premium).length - LIMITS.premiumProfilesIncluded),
  };
}
