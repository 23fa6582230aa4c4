import { describe, expect, it } from 'vitest';
import type { BillingType, PlanType, SubscriptionStatus } from '../enums.ts';
import {
  billingPeriodEnd,
  companySubscriptionType,
  isPlanChangeAllowed,
  planAvailableFor,
  daysLeft,
  planStart,
  startsWithTrial,
  trialOffer,
} from './planChange.ts';
import { DEFAULT_PLAN_PRICING } from './pricing.ts';

const NOW = new Date('2026-03-31T10:00:00.000Z');
const fresh = { trialing: false, trialEnd: null, freeTrialUsed: false };
const used = { trialing: false, trialEnd: '2025-01-01T00:00:00.000Z', freeTrialUsed: true };
const base = {
  planType: 'PRO',
  billingType: 'MONTHLY',
  companyType: 'ATTORNEY',
  pricing: DEFAULT_PLAN_PRICING,
  now: NOW,
} as const;

describe('companySubscriptionType', () => {
  it('facility paid plans are the FACILITY family', () => {
    expect(companySubscriptionType('FACILITY', 'PRO')).toBe('FACILITY');
    expect(companySubscriptionType('FACILITY', 'ADVANCED')).toBe('FACILITY');
    expect(companySubscriptionType('FACILITY', 'BASIC')).toBe('BASIC');
    expect(companySubscriptionType('ATTORNEY', 'PRO')).toBe('PRO');
  });
  it('factoring companies only have Basic', () => {
    expect(planAvailableFor('FACTORING_COMPANY', 'PRO')).toBe(false);
    expect(planAvailableFor('FACTORING_COMPANY', 'BASIC')).toBe(true);
    expect(planAvailableFor('HEALTH_PROVIDER', 'ADVANCED')).toBe(true);
  });
});

describe('isPlanChangeAllowed', () => {
  const on = (planType: PlanType, billingType: BillingType, status: SubscriptionStatus = 'ACTIVE') => ({
    planType,
    billingType,
    status,
  });
  it('any plan is a first choice, also after a cancellation', () => {
    expect(isPlanChangeAllowed(null, 'PRO_ANNUAL')).toBe(true);
    expect(isPlanChangeAllowed({ ...on('PRO', 'ANNUAL'), status: 'CANCELED' }, 'BASIC_MONTHLY')).toBe(true);
  });
  it('follows the upgrade targets otherwise', () => {
    expect(isPlanChangeAllowed(on('BASIC', 'MONTHLY'), 'PRO_ANNUAL')).toBe(true);
    expect(isPlanChangeAllowed(on('ADVANCED', 'ANNUAL'), 'PRO_MONTHLY')).toBe(false);
    expect(isPlanChangeAllowed(on('PRO', 'ANNUAL'), 'PRO_MONTHLY')).toBe(false);
    expect(isPlanChangeAllowed(on('PRO', 'MONTHLY'), 'PRO_MONTHLY')).toBe(false);
    const pending = { ...on('PRO', 'MONTHLY'), status: 'PENDING_CANCELLATION' } as const;
    expect(isPlanChangeAllowed(pending, 'PRO_ANNUAL')).toBe(false);
  });
});

describe('planStart', () => {
  it('a paid plan starts a 60-day trial when the trial is unused, nothing charged', () => {
    const start = planStart({ ...base, subscription: null });
    expect(start).toEqual({
      status: 'TRIALING',
      trialing: true,
      trialEnd: '2026-05-30T10:00:00.000Z',
      freeTrialUsed: true,
      subscriptionPeriodEnd: '2026-05-30T10:00:00.000Z',
      charged: false,
    });
  });

  it("the plan's trialPeriodDays overrides the default", () => {
    const pricing = {
      ...DEFAULT_PLAN_PRICING,
      PROFESSIONAL_PLAN_ADVANCED_PER_YEAR: { price: 1, trialPeriodDays: 14 },
    };
    const start = planStart({
      ...base,
      planType: 'ADVANCED',
      billingType: 'ANNUAL',
      pricing,
      subscription: fresh,
    });
    expect(start.trialEnd).toBe('2026-04-14T10:00:00.000Z');
  });

  it('a running trial goes on; a used trial is charged now for one period', () => {
    const running = { trialing: true, trialEnd: '2026-04-10T00:00:00.000Z', freeTrialUsed: true };
    expect(planStart({ ...base, subscription: running })).toMatchObject({
      status: 'TRIALING',
      trialEnd: running.trialEnd,
      charged: false,
    });
    expect(startsWithTrial(running, NOW)).toBe(true);
    expect(planStart({ ...base, billingType: 'ANNUAL', subscription: used })).toEqual({
      status: 'ACTIVE',
      trialing: false,
      trialEnd: used.trialEnd,
      freeTrialUsed: true,
      subscriptionPeriodEnd: '2027-03-31T10:00:00.000Z',
      charged: true,
    });
    expect(startsWithTrial(used, NOW)).toBe(false);
  });

  it('Basic is active at once and keeps the trial unused', () => {
    expect(planStart({ ...base, planType: 'BASIC', subscription: null })).toMatchObject({
      status: 'ACTIVE',
      trialing: false,
      freeTrialUsed: false,
      charged: false,
    });
  });

  it('billing periods end a month or a year later', () => {
    expect(billingPeriodEnd(NOW, 'MONTHLY').toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(billingPeriodEnd(new Date('2028-02-29T00:00:00.000Z'), 'ANNUAL').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(billingPeriodEnd(NOW, 'ANNUAL').toISOString()).toBe('2027-03-31T10:00:00.000Z');
  });
});

describe('trialOffer (one free trial per company)', () => {
  const running = { trialing: true, trialEnd: '2026-04-10T00:00:00.000Z', freeTrialUsed: true };
  it('an upgrade during a trial goes on with what is left of it, not a new one', () => {
    const offer = trialOffer({ ...base, subscription: running });
    expect(offer).toEqual({ kind: 'remaining', trialEnd: running.trialEnd, days: 10 });
    expect(planStart({ ...base, subscription: running }).trialEnd).toBe(offer.trialEnd);
  });
  it("a company that never used its trial gets the plan's days; a used and ended one gets none", () => {
    expect(trialOffer({ ...base, subscription: fresh })).toEqual({
      kind: 'new',
      trialEnd: '2026-05-30T10:00:00.000Z',
      days: 60,
    });
    expect(trialOffer({ ...base, subscription: used })).toEqual({ kind: 'none', trialEnd: null, days: 0 });
    expect(trialOffer({ ...base, planType: 'BASIC', subscription: fresh }).kind).toBe('none');
  });
  it('planStart starts exactly the offered trial, and charges exactly when none is offered', () => {
    for (const subscription of [null, fresh, used, running]) {
      const offer = trialOffer({ ...base, subscription });
      const start = planStart({ ...base, subscription });
      expect([start.trialing ? start.trialEnd : null, start.charged]).toEqual([
        offer.trialEnd,
        !offer.trialEnd,
      ]);
    }
  });
  it('counts a started day as a day left', () => {
    expect(daysLeft('2026-03-31T12:00:00.000Z', NOW)).toBe(1);
    expect(daysLeft('2026-03-30T12:00:00.000Z', NOW)).toBe(0);
  });
});
