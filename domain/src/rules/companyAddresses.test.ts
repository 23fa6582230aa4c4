import { describe, expect, it } from 'vitest';
import type { PremiumFields } from './addressPremium.ts';
import { freePremiumAddressesUsed, summarizeAddressChanges } from './addressPremium.ts';
import {
  COMPANY_ADDRESS_MESSAGES,
  applyPremiumWishes,
  premiumBaseline,
  premiumToggleRefusal,
} from './companyAddresses.ts';

const basic: PremiumFields = {
  premiumStatus: null,
  tierType: null,
  previousPremiumStatus: null,
  previousTierType: null,
};
const free: PremiumFields = { ...basic, premiumStatus: 'ACTIVE', tierType: 'FREE' };
const pro: PremiumFields = { ...basic, premiumStatus: 'ACTIVE', tierType: 'PRO' };

describe('applyPremiumWishes', () => {
  it('the first premium address is FREE, the next PRO and counted as additional', () => {
    const base = premiumBaseline([basic, basic]);
    const next = applyPremiumWishes(base, [true, true]);
    expect(next.map((a) => a.tierType)).toEqual(['FREE', 'PRO']);
    expect(freePremiumAddressesUsed(next)).toBe(1);
    expect(summarizeAddressChanges(next)).toEqual({
      newAditionalAddresses: 1,
      newCanceledAddresses: 0,
      newCanceledDowngradeAddresses: 0,
    });
  });
  it('freeing the FREE address gives the tier to the one activated in the same save', () => {
    const next = applyPremiumWishes(premiumBaseline([free, basic]), [false, true]);
    expect(next[0]).toMatchObject({ premiumStatus: 'DEACTIVATED', tierType: null });
    expect(next[1]).toMatchObject({ premiumStatus: 'ACTIVE', tierType: 'FREE' });
    expect(summarizeAddressChanges(next).newAditionalAddresses).toBe(0);
  });
  it('deactivating a PRO address keeps it pending cancellation (canceled, not billed)', () => {
    const next = applyPremiumWishes(premiumBaseline([free, pro]), [true, false]);
    expect(next[1]).toMatchObject({ premiumStatus: 'DEACTIVATED', tierType: 'PRO' });
    expect(summarizeAddressChanges(next).newCanceledAddresses).toBe(1);
  });
  it('re-activating a pending cancellation is a canceled downgrade', () => {
    const pending = premiumBaseline([{ ...pro, premiumStatus: 'DEACTIVATED' }]);
    const next = applyPremiumWishes(pending, [true]);
    expect(next[0]).toMatchObject({ premiumStatus: 'ACTIVE', tierType: 'PRO' });
    expect(summarizeAddressChanges(next).newCanceledDowngradeAddresses).toBe(1);
  });
  it('an unchanged list changes nothing, whatever the stored previous fields', () => {
    const stored = { ...pro, previousPremiumStatus: 'DEACTIVATED' as const };
    const base = premiumBaseline([free, stored]);
    expect(applyPremiumWishes(base, [true, true])).toEqual(base);
    expect(summarizeAddressChanges(base).newAditionalAddresses).toBe(0);
  });
});

describe('premiumToggleRefusal', () => {
  const sub = { planType: 'PRO' as const, status: 'ACTIVE' as const, paymentError: false };
  it('enabled for a valid Premium subscription', () => {
    expect(premiumToggleRefusal(sub)).toBeNull();
  });
  it('a Premium benefit', () => {
    expect(premiumToggleRefusal({ ...sub, planType: 'ADVANCED' })).toBe(
      COMPANY_ADDRESS_MESSAGES.premiumNotIncluded,
    );
    expect(premiumToggleRefusal(null)).toBe(COMPANY_ADDRESS_MESSAGES.premiumNotIncluded);
  });
  it('disabled while pending cancellation or after a failed payment', () => {
    expect(premiumToggleRefusal({ ...sub, status: 'PENDING_CANCELLATION' })).toBe(
      COMPANY_ADDRESS_MESSAGES.premiumToggleDisabled,
    );
    expect(premiumToggleRefusal({ ...sub, paymentError: true })).toBe(
      COMPANY_ADDRESS_MESSAGES.premiumToggleDisabled,
    );
  });
});
