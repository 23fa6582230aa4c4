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
      trialEnd: null,
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
    expect(cart.trialEnd).toBeNull();
  });

  it('a trial is due 0; extras are Premium only', () => {
    const cart = subscriptionCart(P, {
      planType: 'ADVANCED',
      billingType: 'MONTHLY',
      extraAddresses: 3,
      trialEnd: '2026-05-30T10:00:00.000Z',
    });
    expect(cart).toEqual({
      items: [{ concept: 'PROFESSIONAL_PLAN_ADVANCED', quantity: 1, unitAmount: 3900, amount: 3900 }],
      subscriptionAmount: 3900,
      dueAmount: 0,
      trialEnd: '2026-05-30T10:00:00.000Z',
    });
  });

  it('facility plans: one monthly concept, 12 of them per year', () => {
    expect(planPeriodPrice(P, 'PRO', 'MONTHLY', 'FACILITY')).toBe(9900);
    expect(planPeriodPrice(P, 'PRO', 'ANNUAL', 'FACILITY')).toBe(9900 * 12);
    expect(planPeriodPrice(P, 'ADVANCED', 'ANNUAL', 'FACILITY')).toBe(6900 * 12);
    expect(planPeriodPrice(P, 'BASIC', 'ANNUAL', 'FACILITY')).toBe(0);
  });
});

const NOW = new Date('2026-03-31T10:00:00.000Z');
const usedTrial = { trialing: false, trialEnd: '2025-01-01T00:00:00.000Z', freeTrialUsed: true };
const runningTrial = { trialing: true, trialEnd: '2026-04-10T00:00:00.000Z', freeTrialUsed: true };
const unusedTrial = { trialing: false, trialEnd: null, freeTrialUsed: false };

const billed: BilledPlan = {
  planType: 'PRO',
  billingType: 'MONTHLY',
  companyType: 'ATTORNEY',
  extraAddresses: 1,
  extraProfiles: 0,
  trial: usedTrial,
};

describe('summaryCart', () => {
  it('no change: the current cart, nothing due', () => {
    const cart = summaryCart(P, billed, {}, NOW);
    expect(cart.subscriptionAmount).toBe(5900 + 900);
    expect(cart.dueAmount).toBe(0);
    expect(cart.trialEnd).toBeNull();
  });

  it('extras added and canceled: next period amount, only the new ones due now', () => {
    const changes = {
      newAditionalAddresses: 2,
      newCanceledAddresses: 1,
      newCanceledDowngradeAddresses: 1,
      newAditionalProfiles: 1,
    };
    const cart = summaryCart(P, billed, changes, NOW);
    expect(cart.subscriptionAmount).toBe(5900 + 3 * 900 + 1900);
    expect(cart.dueAmount).toBe(2 * 900 + 1900);
    const trialing = summaryCart(P, { ...billed, trial: runningTrial }, changes, NOW);
    expect([trialing.dueAmount, trialing.trialEnd]).toEqual([0, runningTrial.trialEnd]);
  });

  it('a plan or billing change once the trial is used and over is due in full', () => {
    const annual = summaryCart(P, billed, { billingType: 'ANNUAL' }, NOW);
    expect(annual.dueAmount).toBe(annual.subscriptionAmount);
    expect(annual.subscriptionAmount).toBe(59000 + 9000);
    const advanced = { ...billed, planType: 'ADVANCED', extraAddresses: 0 } as const;
    const upgrade = summaryCart(P, advanced, { upgradeTo: 'PRO' }, NOW);
    expect([upgrade.dueAmount, upgrade.trialEnd]).toEqual([5900, null]);
  });

  it('an upgrade during a trial keeps its end (no new trial), nothing due; a never-used trial starts one', () => {
    const advanced = { ...billed, planType: 'ADVANCED', extraAddresses: 0 } as const;
    const during = summaryCart(P, { ...advanced, trial: runningTrial }, { upgradeTo: 'PRO' }, NOW);
    expect([during.dueAmount, during.trialEnd]).toEqual([0, runningTrial.trialEnd]);
    const basic = { ...advanced, planType: 'BASIC', trial: unusedTrial } as const;
    const first = summaryCart(P, basic, { upgradeTo: 'PRO' }, NOW);
    expect([first.dueAmount, first.trialEnd]).toEqual([0, '2026-05-30T10:00:00.000Z']);
  });

  it('a downgrade is priced for the next period and nothing is due now', () => {
    const basic = summaryCart(P, billed, { upgradeTo: 'BASIC' }, NOW);
    expect([basic.subscriptionAmount, basic.dueAmount, basic.trialEnd]).toEqual([0, 0, null]);
    const annual = { ...billed, billingType: 'ANNUAL', extraAddresses: 0 } as const;
    const monthly = summaryCart(P, { ...annual, trial: runningTrial }, { billingType: 'MONTHLY' }, NOW);
    expect([monthly.subscriptionAmount, monthly.dueAmount, monthly.trialEnd]).toEqual([
      5900,
      0,
      runningTrial.trialEnd,
    ]);
  });

  it('never bills a negative count', () => {
    expect(summaryCart(P, billed, { newCanceledAddresses: 5 }, NOW).items).toHaveLength(1);
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
