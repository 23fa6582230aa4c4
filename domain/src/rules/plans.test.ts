import { describe, expect, it } from 'vitest';
import type { PlanKey } from './plans.ts';
import {
  PLAN_KEYS,
  canDowngrade,
  canUpgrade,
  downgradeTargets,
  isEffectivelyPremium,
  isSubscriptionValid,
  parsePlanKey,
  planFeatures,
  planHasFeature,
  planKey,
  planKeyLabel,
  planLabel,
  premiumDisabled,
  upgradeTargets,
} from './plans.ts';

const sorted = (keys: PlanKey[]) => [...keys].sort();

describe('plan keys', () => {
  it('crosses plan types and billing types', () => {
    expect(PLAN_KEYS).toEqual([
      'BASIC_MONTHLY',
      'BASIC_ANNUAL',
      'ADVANCED_MONTHLY',
      'ADVANCED_ANNUAL',
      'PRO_MONTHLY',
      'PRO_ANNUAL',
    ]);
    expect(planKey('ADVANCED', 'ANNUAL')).toBe('ADVANCED_ANNUAL');
    expect(parsePlanKey('ADVANCED_MONTHLY')).toEqual({ planType: 'ADVANCED', billingType: 'MONTHLY' });
  });
  it('labels PRO as Premium', () => {
    expect(planLabel('PRO')).toBe('Premium');
    expect(planKeyLabel('PRO_ANNUAL')).toBe('Premium Annual');
    expect(planKeyLabel('BASIC_MONTHLY')).toBe('Basic Monthly');
  });
});

describe('upgrade targets (section 4)', () => {
  it('from BASIC: any plan in any billing', () => {
    expect(upgradeTargets('BASIC_MONTHLY')).toEqual(PLAN_KEYS);
    expect(upgradeTargets('BASIC_ANNUAL')).toEqual(PLAN_KEYS);
  });
  it('from ADVANCED_MONTHLY: advanced and pro in both billings', () => {
    expect(sorted(upgradeTargets('ADVANCED_MONTHLY'))).toEqual(
      sorted(['ADVANCED_MONTHLY', 'ADVANCED_ANNUAL', 'PRO_MONTHLY', 'PRO_ANNUAL']),
    );
  });
  it('from ADVANCED_ANNUAL: not PRO_MONTHLY (must go to PRO_ANNUAL)', () => {
    expect(sorted(upgradeTargets('ADVANCED_ANNUAL'))).toEqual(
      sorted(['ADVANCED_MONTHLY', 'ADVANCED_ANNUAL', 'PRO_ANNUAL']),
    );
    expect(canUpgrade('ADVANCED_ANNUAL', 'PRO_MONTHLY')).toBe(false);
    expect(canUpgrade('ADVANCED_ANNUAL', 'PRO_ANNUAL')).toBe(true);
  });
  it('from PRO_MONTHLY: pro only; from PRO_ANNUAL: none', () => {
    expect(sorted(upgradeTargets('PRO_MONTHLY'))).toEqual(['PRO_ANNUAL', 'PRO_MONTHLY']);
    expect(upgradeTargets('PRO_ANNUAL')).toEqual([]);
    expect(canUpgrade('PRO_ANNUAL', 'PRO_MONTHLY')).toBe(false);
  });
  it('moving to the same plan is not an upgrade', () => {
    expect(canUpgrade('PRO_MONTHLY', 'PRO_MONTHLY')).toBe(false);
    expect(canUpgrade('BASIC_MONTHLY', 'PRO_MONTHLY')).toBe(true);
    expect(canUpgrade('PRO_MONTHLY', 'BASIC_MONTHLY')).toBe(false);
  });
  it('returns copies', () => {
    upgradeTargets('BASIC_MONTHLY').pop();
    expect(upgradeTargets('BASIC_MONTHLY')).toHaveLength(6);
  });
});

describe('downgrade targets (section 4)', () => {
  it('from BASIC: none', () => {
    expect(downgradeTargets('BASIC_MONTHLY')).toEqual([]);
    expect(downgradeTargets('BASIC_ANNUAL')).toEqual([]);
  });
  it('from ADVANCED: basic and advanced in both billings', () => {
    const expected = sorted(['BASIC_MONTHLY', 'BASIC_ANNUAL', 'ADVANCED_MONTHLY', 'ADVANCED_ANNUAL']);
    expect(sorted(downgradeTargets('ADVANCED_MONTHLY'))).toEqual(expected);
    expect(sorted(downgradeTargets('ADVANCED_ANNUAL'))).toEqual(expected);
  });
  it('from PRO_MONTHLY: basic, advanced monthly, pro', () => {
    expect(sorted(downgradeTargets('PRO_MONTHLY'))).toEqual(
      sorted(['BASIC_MONTHLY', 'BASIC_ANNUAL', 'ADVANCED_MONTHLY', 'PRO_MONTHLY', 'PRO_ANNUAL']),
    );
    expect(canDowngrade('PRO_MONTHLY', 'ADVANCED_ANNUAL')).toBe(false);
  });
  it('from PRO_ANNUAL: all lower plans and pro', () => {
    expect(downgradeTargets('PRO_ANNUAL')).toEqual(PLAN_KEYS);
    expect(canDowngrade('PRO_ANNUAL', 'BASIC_MONTHLY')).toBe(true);
    expect(canDowngrade('PRO_ANNUAL', 'PRO_ANNUAL')).toBe(false);
    expect(canDowngrade('BASIC_ANNUAL', 'BASIC_MONTHLY')).toBe(false);
  });
});

describe('premium state', () => {
  it('PENDING_CANCELLATION keeps premium but disabled', () => {
    expect(isEffectivelyPremium({ planType: 'PRO', status: 'PENDING_CANCELLATION' })).toBe(true);
    expect(premiumDisabled({ planType: 'PRO', status: 'PENDING_CANCELLATION' })).toBe(true);
    expect(premiumDisabled({ planType: 'PRO', status: 'ACTIVE' })).toBe(false);
  });
  it('canceled or non-PRO is not premium', () => {
    expect(isEffectivelyPremium({ planType: 'PRO', status: 'CANCELED' })).toBe(false);
    expect(isEffectivelyPremium({ planType: 'ADVANCED', status: 'ACTIVE' })).toBe(false);
    expect(isEffectivelyPremium({ planType: 'PRO', status: 'TRIALING' })).toBe(true);
  });
});

describe('plan features (section 6)', () => {
  const included = (plan: 'BASIC' | 'ADVANCED' | 'PRO') =>
    planFeatures(plan)
      .filter((f) => f.included)
      .map((f) => f.id);
  it('BASIC lacks all eight features', () => {
    expect(planFeatures('BASIC')).toHaveLength(8);
    expect(included('BASIC')).toEqual([]);
  });
  it('ADVANCED adds the first four', () => {
    expect(included('ADVANCED')).toEqual([
      'unlimitedCases',
      'bulkUploads',
      'statusRequests',
      'automatedDocumentRequests',
    ]);
  });
  it('PRO has all', () => {
    expect(included('PRO')).toHaveLength(8);
    expect(planHasFeature('PRO', 'premiumVisibility')).toBe(true);
    expect(planHasFeature('ADVANCED', 'premiumVisibility')).toBe(false);
    expect(planHasFeature('ADVANCED', 'bulkUploads')).toBe(true);
  });
});

describe('isSubscriptionValid', () => {
  it('accepts active, trialing and pending cancellation without a payment error', () => {
    for (const status of ['ACTIVE', 'TRIALING', 'PENDING_CANCELLATION'] as const)
      expect(isSubscriptionValid({ status, paymentError: false })).toBe(true);
  });
  it('refuses past due, canceled, a payment error and no subscription', () => {
    expect(isSubscriptionValid({ status: 'PAST_DUE', paymentError: false })).toBe(false);
    expect(isSubscriptionValid({ status: 'CANCELED', paymentError: false })).toBe(false);
    expect(isSubscriptionValid({ status: 'ACTIVE', paymentError: true })).toBe(false);
    expect(isSubscriptionValid(null)).toBe(false);
  });
});
