import { describe, expect, it } from 'vitest';
import type { PremiumFields } from './addressPremium.ts';
import {
  activatePremium,
  classifyAddress,
  commitPremium,
  deactivatePremium,
  freePremiumAddressesUsed,
  isPendingCancellation,
  setAddressPremium,
  summarizeAddressChanges,
  turnPremiumOff,
  turnPremiumOn,
} from './addressPremium.ts';

const basic: PremiumFields = {
  premiumStatus: null,
  tierType: null,
  previousPremiumStatus: null,
  previousTierType: null,
};
const free: PremiumFields = {
  premiumStatus: 'ACTIVE',
  tierType: 'FREE',
  previousPremiumStatus: 'ACTIVE',
  previousTierType: 'FREE',
};
const pro: PremiumFields = {
  premiumStatus: 'ACTIVE',
  tierType: 'PRO',
  previousPremiumStatus: 'ACTIVE',
  previousTierType: 'PRO',
};

describe('activate / deactivate', () => {
  it('the first premium address is FREE, later ones PRO', () => {
    const first = activatePremium(basic, [basic]);
    expect(first).toMatchObject({ premiumStatus: 'ACTIVE', tierType: 'FREE' });
    const second = activatePremium({ ...basic }, [first, basic]);
    expect(second).toMatchObject({ premiumStatus: 'ACTIVE', tierType: 'PRO' });
  });
  it('a pending-cancellation PRO address comes back as PRO', () => {
    const pending = deactivatePremium(pro);
    expect(isPendingCancellation(pending)).toBe(true);
    expect(activatePremium(pending, [])).toMatchObject({ premiumStatus: 'ACTIVE', tierType: 'PRO' });
  });
  it('activating an active address changes nothing', () => {
    expect(activatePremium(free, [free])).toBe(free);
  });
  it('deactivating clears the tier unless it was previously PRO', () => {
    expect(deactivatePremium(pro)).toMatchObject({ premiumStatus: 'DEACTIVATED', tierType: 'PRO' });
    expect(deactivatePremium(free)).toMatchObject({ premiumStatus: 'DEACTIVATED', tierType: null });
    const newPro = { ...basic, premiumStatus: 'ACTIVE' as const, tierType: 'PRO' as const };
    expect(deactivatePremium(newPro)).toMatchObject({ premiumStatus: 'DEACTIVATED', tierType: null });
  });
  it('setAddressPremium edits one address of the list', () => {
    const list = setAddressPremium([basic, basic], 1, true);
    expect(list[0]).toBe(basic);
    expect(list[1]).toMatchObject({ premiumStatus: 'ACTIVE', tierType: 'FREE' });
    expect(setAddressPremium(list, 1, false)[1]).toMatchObject({
      premiumStatus: 'DEACTIVATED',
      tierType: null,
    });
    expect(freePremiumAddressesUsed(list)).toBe(1);
  });
});

describe('premium off / on', () => {
  it('off sets all addresses to basic and on restores the previous state', () => {
    const off = turnPremiumOff([free, pro, basic]);
    expect(off.map((a) => a.premiumStatus)).toEqual(['DEACTIVATED', 'DEACTIVATED', null]);
    expect(off.map((a) => a.tierType)).toEqual([null, 'PRO', null]);
    expect(turnPremiumOn(off)).toEqual([free, pro, basic]);
  });
  it('commitPremium makes the edited state the previous one', () => {
    const edited = activatePremium(basic, []);
    expect(commitPremium(edited)).toEqual({
      ...edited,
      previousPremiumStatus: 'ACTIVE',
      previousTierType: 'FREE',
    });
  });
});

describe('classification and summary', () => {
  const newlyPremium: PremiumFields = { ...basic, premiumStatus: 'ACTIVE', tierType: 'PRO' };
  const reactivatedAsPro: PremiumFields = {
    premiumStatus: 'ACTIVE',
    tierType: 'PRO',
    previousPremiumStatus: 'DEACTIVATED',
    previousTierType: null,
  };
  const canceled = deactivatePremium(pro);
  const canceledDowngrade: PremiumFields = {
    premiumStatus: 'ACTIVE',
    tierType: 'PRO',
    previousPremiumStatus: 'DEACTIVATED',
    previousTierType: 'PRO',
  };
  it('classifies each change', () => {
    expect(classifyAddress(newlyPremium)).toBe('newlyPremium');
    expect(classifyAddress(reactivatedAsPro)).toBe('newlyPremium');
    expect(classifyAddress(canceled)).toBe('canceled');
    expect(classifyAddress(canceledDowngrade)).toBe('canceledDowngrade');
    expect(classifyAddress(pro)).toBeNull();
    expect(classifyAddress(free)).toBeNull();
    expect(classifyAddress(activatePremium(basic, []))).toBeNull();
    expect(classifyAddress(deactivatePremium(free))).toBeNull();
  });
  it('summarises the counts with the spec field names', () => {
    expect(
      summarizeAddressChanges([newlyPremium, reactivatedAsPro, canceled, canceledDowngrade, pro, basic]),
    ).toEqual({ newAditionalAddresses: 2, newCanceledAddresses: 1, newCanceledDowngradeAddresses: 1 });
    expect(summarizeAddressChanges([])).toEqual({
      newAditionalAddresses: 0,
      newCanceledAddresses: 0,
      newCanceledDowngradeAddresses: 0,
    });
  });
});
