import { describe, expect, it } from 'vitest';
import type { PlanPricing } from '../entities.ts';
import { DEFAULT_PLAN_PRICING } from './pricing.ts';
import { billedExtras, planPeriodPrice, subscriptionCart, summaryCart } from './subscriptionCart.ts';
import type { BilledPlan } from './subscriptionCart.ts';

const P: PlanPricing = DEFAULT_PLAN_PRICING;

describe('subscriptionCart', () => {
  it('Basic is free: no items, nothing due', () => {
    expect(subscriptionCart(P, { planType: 'BASIC', billingType: 'MONTHLY' })).toEqual({
      items: [],
      subscriptionAmount: 0,
      dueAmount: 0,
    });
  });

  it('Premium annual with extras, charged now', () => {
    const cart = subscriptionCart(P, {
      planType: 'PRO',
      billingType: 'ANNUAL',
      extraAddresses: 2,
      extraProfiles: 1,
    });
    expect(cart.items).toEqual([
      { concept: 'PROFESSIONAL_PLAN_PER_YEAR', quantity: 1, unitAmount: 59000, amount: 59000 },
      { concept: 'ADDRESS_PER_YEAR', quantity: 2, unitAmount: 9000, amount: 18000 },
      { concept: 'PROFILE_PER_YEAR', quantity: 1, unitAmount: 19000, amount: 19000 },
    ]);
    expect(cart.subscriptionAmount).toBe(96000);
    expect(cart.dueAmount).toBe(96000);
  });

  it('a trial is due 0; extras are Premium only', () => {
    const cart = subscriptionCart(P, {
      planType: 'ADVANCED',
      billingType: 'MONTHLY',
      extraAddresses: 3,
      trial: true,
    });
    expect(cart).toEqual({
      items: [{ concept: 'PROFESSIONAL_PLAN_ADVANCED', quantity: 1, unitAmount: 3900, amount: 3900 }],
      subscriptionAmount: 3900,
      dueAmount: 0,
    });
  });

  it('facility plans: one monthly concept, 12 of them per year', () => {
    expect(planPeriodPrice(P, 'PRO', 'MONTHLY', 'FACILITY')).toBe(9900);
    expect(planPeriodPrice(P, 'PRO', 'ANNUAL', 'FACILITY')).toBe(9900 * 12);
    expect(planPeriodPrice(P, 'ADVANCED', 'ANNUAL', 'FACILITY')).toBe(6900 * 12);
    expect(planPeriodPrice(P, 'BASIC', 'ANNUAL', 'FACILITY')).toBe(0);
  });
});

const billed: BilledPlan = {
  planType: 'PRO',
  billingType: 'MONTHLY',
  companyType: 'ATTORNEY',
  extraAddresses: 1,
  extraProfiles: 0,
  trialing: false,
};

describe('summaryCart', () => {
  it('no change: the current cart, nothing due', () => {
    const cart = summaryCart(P, billed);
    expect(cart.subscriptionAmount).toBe(5900 + 900);
    expect(cart.dueAmount).toBe(0);
  });

  it('extras added and canceled: next period amount, only the new ones due now', () => {
    const cart = summaryCart(P, billed, {
      newAditionalAddresses: 2,
      newCanceledAddresses: 1,
      newCanceledDowngradeAddresses: 1,
      newAditionalProfiles: 1,
    });
    expect(cart.subscriptionAmount).toBe(5900 + 3 * 900 + 1900);
    expect(cart.dueAmount).toBe(2 * 900 + 1900);
  });

  it('a plan or billing change is due in full; a trial is due 0', () => {
    const annual = summaryCart(P, billed, { billingType: 'ANNUAL' });
    expect(annual.dueAmount).toBe(annual.subscriptionAmount);
    expect(annual.subscriptionAmount).toBe(59000 + 9000);
    const upgrade = summaryCart(
      P,
      { ...billed, planType: 'ADVANCED', extraAddresses: 0 },
      { upgradeTo: 'PRO' },
    );
    expect(upgrade.dueAmount).toBe(5900);
    expect(summaryCart(P, { ...billed, trialing: true }, { upgradeTo: 'PRO' }).dueAmount).toBe(0);
  });

  it('never bills a negative count', () => {
    expect(summaryCart(P, billed, { newCanceledAddresses: 5 }).items).toHaveLength(1);
  });
});

describe('billedExtras', () => {
  it('counts active PRO-tier addresses and premium profiles beyond the included two', () => {
    const extras = billedExtras(
      [
        { premiumStatus: 'ACTIVE', tierType: 'FREE' },
        { premiumStatus: 'ACTIVE', tierType: 'PRO' },
        { premiumStatus: 'DEACTIVATED', tierType: 'PRO' },
      ],
      [{ premium: true }, { premium: true }, { premium: true }, { premium: false }],
    );
    expect(extras).toEqual({ extraAddresses: 1, extraProfiles: 1 });
  });
});
