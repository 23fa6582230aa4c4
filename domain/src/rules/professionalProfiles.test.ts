import { describe, expect, it } from 'vitest';
import {
  PROFILE_MESSAGES,
  activeProfileCount,
  includedProfilesLeft,
  profileActivation,
  profileAddition,
  profileChangeRefusal,
  profileDeactivation,
} from './professionalProfiles.ts';
import { COMPANY_ADDRESS_MESSAGES } from './companyAddresses.ts';

const pro = { planType: 'PRO' as const, status: 'ACTIVE' as const, paymentError: false };
const lic = (id: string, premium: boolean, userId: string | null = null) => ({ id, premium, userId });

describe('professional profiles', () => {
  it('counts the active profiles and the included ones left', () => {
    const list = [lic('a', true), lic('b', false), lic('c', true), lic('d', true)];
    expect(activeProfileCount(list)).toBe(3);
    expect(includedProfilesLeft(list)).toBe(0);
    expect(includedProfilesLeft([lic('a', true)])).toBe(1);
  });
  it('needs an effective Premium subscription that may change', () => {
    expect(profileChangeRefusal(pro)).toBeNull();
    expect(profileChangeRefusal({ ...pro, planType: 'ADVANCED' })).toBe(PROFILE_MESSAGES.premiumOnly);
    expect(profileChangeRefusal(null)).toBe(PROFILE_MESSAGES.premiumOnly);
    expect(profileChangeRefusal({ ...pro, paymentError: true })).toBe(
      COMPANY_ADDRESS_MESSAGES.premiumToggleDisabled,
    );
  });
  it('activating: included while fewer than 2 others are active, paid beyond', () => {
    const b = lic('b', false);
    expect(profileActivation(b, [lic('a', true), b], pro)).toEqual({ kind: 'allowed', paid: false });
    expect(profileActivation(b, [lic('a', true), lic('c', true), b], pro)).toEqual({
      kind: 'allowed',
      paid: true,
    });
    expect(profileActivation(lic('a', true), [], pro)).toEqual({
      kind: 'refused',
      reason: PROFILE_MESSAGES.alreadyActive,
    });
    expect(profileActivation(b, [b], { ...pro, planType: 'BASIC' })).toEqual({
      kind: 'refused',
      reason: PROFILE_MESSAGES.premiumOnly,
    });
  });
  it('adding: included, then paid, refused off Premium', () => {
    expect(profileAddition([lic('a', true)], pro)).toEqual({ kind: 'allowed', paid: false });
    expect(profileAddition([lic('a', true), lic('b', true)], pro)).toEqual({ kind: 'allowed', paid: true });
    expect(profileAddition([], { ...pro, planType: 'ADVANCED' }).kind).toBe('refused');
  });
  it("deactivating: an active profile but the owner's", () => {
    expect(profileDeactivation(lic('a', true, 'u2'), 'u1')).toEqual({ kind: 'allowed', paid: false });
    expect(profileDeactivation(lic('a', true, 'u1'), 'u1')).toEqual({
      kind: 'refused',
      reason: PROFILE_MESSAGES.ownerProfile,
    });
    expect(profileDeactivation(lic('a', false), 'u1')).toEqual({
      kind: 'refused',
      reason: PROFILE_MESSAGES.alreadyInactive,
    });
  });
});
