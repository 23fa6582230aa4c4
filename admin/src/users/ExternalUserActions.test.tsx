import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/records.ts';
import { userActions } from './ExternalUserActions.tsx';

describe('userActions', () => {
  it('offers disable to an enabled user, enable to a disabled one, activate while unverified', () => {
    expect(userActions(makeUser({ userType: 'SUPPORT', enabled: true, verified: true }))).toEqual([
      'disable',
    ]);
    expect(userActions(makeUser({ userType: 'SUPPORT', enabled: false, verified: false }))).toEqual([
      'enable',
      'activate',
    ]);
  });
  it('offers the professional profile switch to attorneys and providers only', () => {
    expect(userActions(makeUser({ userType: 'ATTORNEY', professionalProfileActive: true }))).toContain(
      'deactivateProfile',
    );
    expect(
      userActions(makeUser({ userType: 'HEALTH_PROVIDER', professionalProfileActive: false })),
    ).toContain('activateProfile');
    expect(userActions(makeUser({ userType: 'CLAIMANT' })).some((a) => a.endsWith('Profile'))).toBe(false);
  });
});
