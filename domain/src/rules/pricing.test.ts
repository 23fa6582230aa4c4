import { describe, expect, it } from 'vitest';
import { PLAN_CONCEPTS } from '../enums.ts';
import {
  DEFAULT_PLAN_PRICING,
  addressConcept,
  annualSavingPercent,
  casesPackTotal,
  centsToUsd,
  formatPrice,
  formatUsd,
  planConcept,
  profileConcept,
  trialButtonLabel,
  trialDays,
} from './pricing.ts';

describe('prices', () => {
  it('converts cents and formats per billing', () => {
    expect(centsToUsd(5900)).toBe(59);
    expect(formatPrice(5900, 'MONTHLY')).toBe('$59/mo');
    expect(formatPrice(59000, 'ANNUAL')).toBe('$590/yr');
    expect(formatPrice(950, 'MONTHLY')).toBe('$9.50/mo');
    expect(formatPrice(118800, 'ANNUAL')).toBe('$1,188/yr');
    expect(formatUsd(1)).toBe('$0.01');
  });
  it('default pricing matches the static prices and covers every concept', () => {
    expect(Object.keys(DEFAULT_PLAN_PRICING).sort()).toEqual([...PLAN_CONCEPTS].sort());
    expect(DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN.price).toBe(5900);
    expect(DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN_PER_YEAR.price).toBe(59000);
    expect(DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN_ADVANCED.price).toBe(3900);
    expect(DEFAULT_PLAN_PRICING.PROFESSIONAL_PLAN_ADVANCED_PER_YEAR.price).toBe(42900);
    expect(DEFAULT_PLAN_PRICING.FACILITY_PLAN.price).toBe(9900);
    expect(DEFAULT_PLAN_PRICING.ADDRESS.price).toBe(900);
    expect(DEFAULT_PLAN_PRICING.PROFILE.price).toBe(1900);
    expect(DEFAULT_PLAN_PRICING.CASES.price).toBe(4900);
  });
});

describe('annualSavingPercent', () => {
  it('takes the larger discount, floored', () => {
    // Premium 10x = 16.67 %, Advanced 11x = 8.33 %.
    expect(annualSavingPercent(DEFAULT_PLAN_PRICING)).toBe(16);
    const advancedBetter = {
      ...DEFAULT_PLAN_PRICING,
      PROFESSIONAL_PLAN_ADVANCED_PER_YEAR: { price: 3900 * 12 * 0.8, trialPeriodDays: 0 },
    };
    expect(annualSavingPercent(advancedBetter)).toBe(20);
  });
  it('is 0 without a discount or a monthly price', () => {
    const none = {
      ...DEFAULT_PLAN_PRICING,
      PROFESSIONAL_PLAN_PER_YEAR: { price: 5900 * 12, trialPeriodDays: 0 },
      PROFESSIONAL_PLAN_ADVANCED: { price: 0, trialPeriodDays: 0 },
    };
    expect(annualSavingPercent(none)).toBe(0);
  });
});

describe('trial', () => {
  it('defaults to 60 days and the plan overrides it', () => {
    expect(trialDays(DEFAULT_PLAN_PRICING, 'PROFESSIONAL_PLAN')).toBe(60);
    expect(trialDays(null, 'PROFESSIONAL_PLAN')).toBe(60);
    const custom = { ...DEFAULT_PLAN_PRICING, PROFESSIONAL_PLAN: { price: 5900, trialPeriodDays: 14 } };
    expect(trialDays(custom, 'PROFESSIONAL_PLAN')).toBe(14);
  });
  it('button label', () => {
    expect(trialButtonLabel(60)).toBe('Start 60-day free trial!');
  });
});

describe('concepts', () => {
  it('maps plans to pricing concepts', () => {
    expect(planConcept('BASIC', 'MONTHLY')).toBeNull();
    expect(planConcept('PRO', 'MONTHLY')).toBe('PROFESSIONAL_PLAN');
    expect(planConcept('PRO', 'ANNUAL')).toBe('PROFESSIONAL_PLAN_PER_YEAR');
    expect(planConcept('ADVANCED', 'ANNUAL', 'HEALTH_PROVIDER')).toBe('PROFESSIONAL_PLAN_ADVANCED_PER_YEAR');
    expect(planConcept('PRO', 'ANNUAL', 'FACILITY')).toBe('FACILITY_PLAN');
    expect(planConcept('ADVANCED', 'MONTHLY', 'FACILITY')).toBe('FACILITY_PLAN_ADVANCED');
    expect(addressConcept('ANNUAL')).toBe('ADDRESS_PER_YEAR');
    expect(profileConcept('MONTHLY')).toBe('PROFILE');
  });
  it('cases packs: minimum 1', () => {
    expect(casesPackTotal(DEFAULT_PLAN_PRICING, 3)).toBe(14700);
    expect(casesPackTotal(DEFAULT_PLAN_PRICING, 0)).toBe(4900);
  });
});
