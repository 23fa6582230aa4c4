import { describe, expect, it } from 'vitest';
import type { Subscription } from '../entities.ts';
import { MESSAGES } from '../messages.ts';
import {
  annualSwitchTarget,
  applyCancelDowngrade,
  applyDowngrade,
  canOfferUpgrade,
  downgradeChoices,
  ownPlanLabel,
  planChange,
  upgradeChoices,
} from './accountPlan.ts';

const NOW = new Date('2026-11-01T12:00:00Z');
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 's1',
  companyId: 'c1',
  planType: 'PRO',
  billingType: 'MONTHLY',
  status: 'ACTIVE',
  trialing: false,
  freeTrialUsed: true,
  trialEnd: null,
  subscriptionPeriodEnd: '2026-12-01T12:00:00.000Z',
  lastUpdate: '2026-11-01T12:00:00.000Z',
  creditCard: null,
  paymentError: false,
  downgradeTo: null,
  customer: true,
  ...over,
});

describe('planChange', () => {
  it('lets a company without a (live) subscription choose any plan', () => {
    expect(planChange(null, 'PRO_ANNUAL')).toEqual({ kind: 'first' });
    expect(planChange(sub({ status: 'CANCELED' }), 'BASIC_MONTHLY')).toEqual({ kind: 'first' });
  });

  it('tells upgrades (at once) from downgrades (at the period end), upgrades first', () => {
    expect(planChange(sub({ planType: 'BASIC' }), 'PRO_MONTHLY').kind).toBe('upgrade');
    expect(planChange(sub(), 'PRO_ANNUAL').kind).toBe('upgrade');
    expect(planChange(sub(), 'BASIC_MONTHLY').kind).toBe('downgrade');
    expect(planChange(sub({ billingType: 'ANNUAL' }), 'PRO_MONTHLY').kind).toBe('downgrade');
  });

  it('refuses moves off both tables, and the same plan, with the reason', () => {
    expect(planChange(sub({ planType: 'ADVANCED', billingType: 'ANNUAL' }), 'PRO_MONTHLY')).toEqual({
      kind: 'refused',
      reason: 'Your subscription cannot change from Advanced Annual to Premium Monthly.',
    });
    expect(planChange(sub(), 'PRO_MONTHLY').kind).toBe('refused');
    expect(planChange(sub({ planType: 'BASIC' }), 'BASIC_ANNUAL').kind).toBe('upgrade');
  });

  it('while a downgrade is pending, only the plan it is on (Cancel Downgrade) is accepted', () => {
    const pending = sub({
      status: 'PENDING_CANCELLATION',
      downgradeTo: { planType: 'BASIC', billingType: 'MONTHLY' },
    });
    expect(planChange(pending, 'PRO_MONTHLY')).toEqual({ kind: 'cancelDowngrade' });
    expect(planChange(pending, 'PRO_ANNUAL')).toEqual({ kind: 'refused', reason: MESSAGES.downgradePending });
    expect(planChange(pending, 'BASIC_MONTHLY').kind).toBe('refused');
  });
});

describe('choices', () => {
  it('offers the downgrade targets that are downgrades only', () => {
    expect(downgradeChoices(sub())).toEqual(['BASIC_MONTHLY', 'BASIC_ANNUAL', 'ADVANCED_MONTHLY']);
    expect(downgradeChoices(sub({ billingType: 'ANNUAL' }))).toEqual([
      'BASIC_MONTHLY',
      'BASIC_ANNUAL',
      'ADVANCED_MONTHLY',
      'ADVANCED_ANNUAL',
      'PRO_MONTHLY',
    ]);
    expect(downgradeChoices(sub({ planType: 'BASIC' }))).toEqual([]);
    expect(downgradeChoices(sub({ status: 'PENDING_CANCELLATION' }))).toEqual([]);
    expect(downgradeChoices(null)).toEqual([]);
  });

  it('limits the upgrade cards to the upgrade targets (Advanced Annual goes Premium Annual only)', () => {
    const advancedAnnual = sub({ planType: 'ADVANCED', billingType: 'ANNUAL' });
    expect(upgradeChoices(advancedAnnual, 'MONTHLY')).toEqual(['ADVANCED']);
    expect(upgradeChoices(advancedAnnual, 'ANNUAL')).toEqual(['PRO']);
    expect(upgradeChoices(sub({ planType: 'BASIC' }), 'MONTHLY')).toEqual(['ADVANCED', 'PRO']);
    expect(upgradeChoices(null, 'MONTHLY')).toEqual(['BASIC', 'ADVANCED', 'PRO']);
    expect(canOfferUpgrade(sub({ billingType: 'ANNUAL' }))).toBe(false);
    expect(canOfferUpgrade(sub())).toBe(true);
  });

  it('switches a paid monthly plan to its annual plan, and nothing else', () => {
    expect(annualSwitchTarget(sub())).toBe('PRO_ANNUAL');
    expect(annualSwitchTarget(sub({ planType: 'ADVANCED' }))).toBe('ADVANCED_ANNUAL');
    expect(annualSwitchTarget(sub({ planType: 'BASIC' }))).toBeNull();
    expect(annualSwitchTarget(sub({ billingType: 'ANNUAL' }))).toBeNull();
    expect(annualSwitchTarget(sub({ status: 'PENDING_CANCELLATION' }))).toBeNull();
  });
});

describe('applying', () => {
  it('a downgrade is pending until the period ends, keeping plan and billing', () => {
    expect(applyDowngrade('ADVANCED_MONTHLY')).toEqual({
      status: 'PENDING_CANCELLATION',
      downgradeTo: { planType: 'ADVANCED', billingType: 'MONTHLY' },
    });
  });

  it('a canceled downgrade goes back to its trial while it runs, else ACTIVE', () => {
    expect(applyCancelDowngrade({ trialing: true, trialEnd: '2026-12-20T00:00:00Z' }, NOW)).toEqual({
      status: 'TRIALING',
      downgradeTo: null,
    });
    expect(applyCancelDowngrade({ trialing: true, trialEnd: '2026-10-20T00:00:00Z' }, NOW).status).toBe(
      'ACTIVE',
    );
    expect(applyCancelDowngrade({ trialing: false, trialEnd: null }, NOW).status).toBe('ACTIVE');
  });

  it("labels a pending downgrade 'Premium until {date}'", () => {
    expect(ownPlanLabel(sub())).toBe('Premium');
    expect(ownPlanLabel(sub({ status: 'PENDING_CANCELLATION' }))).toBe('Premium until Dec 01, 2026');
    expect(ownPlanLabel(sub({ planType: 'ADVANCED', status: 'PENDING_CANCELLATION' }))).toBe(
      'Advanced until Dec 01, 2026',
    );
  });
});
