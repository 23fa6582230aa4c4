import { describe, expect, it } from 'vitest';
import { availableUserActions, hasProfessionalProfile } from './userAdmin.ts';

const user = (overrides: Partial<Parameters<typeof availableUserActions>[0]> = {}) => ({
  userType: 'SUPPORT' as const,
  enabled: true,
  verified: true,
  professionalProfileActive: false,
  ...overrides,
});

describe('availableUserActions', () => {
  it('offers disable to an enabled user, enable to a disabled one, activate while unverified', () => {
    expect(availableUserActions(user())).toEqual(['disable']);
    expect(availableUserActions(user({ enabled: false, verified: false }))).toEqual(['enable', 'activate']);
  });
  it('offers the profile switch to attorneys and health providers only', () => {
    expect(availableUserActions(user({ userType: 'ATTORNEY', professionalProfileActive: true }))).toContain(
      'deactivateProfile',
    );
    expect(availableUserActions(user({ userType: 'HEALTH_PROVIDER' }))).toContain('activateProfile');
    expect(hasProfessionalProfile({ userType: 'CLAIMANT' })).toBe(false);
  });
});
