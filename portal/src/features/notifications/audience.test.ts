import { describe, expect, it } from 'vitest';
import type { SessionData } from '@casebridge/domain';
import { notificationAudience } from './audience.ts';

// Not portalTestUtils' testSession: that module loads every screen, which a pure function does not need.
const testSession = (overrides: Partial<SessionData>): SessionData => ({
  token: 't',
  refreshToken: 'r',
  userType: 'ATTORNEY',
  permissions: 'OWNER',
  position: null,
  companyType: 'ATTORNEY',
  companyStatus: 'VALIDATED',
  subscriptionType: 'BASIC',
  userName: 'Ann Lee',
  userId: 'u1',
  userUsername: 'ann@example.com',
  passwordReset: false,
  changelogRead: true,
  email: 'ann@example.com',
  company: null,
  ...overrides,
});

const company = (type: 'ATTORNEY' | 'HEALTH_PROVIDER' | 'FACILITY' | 'FACTORING_COMPANY') =>
  testSession({
    companyType: type,
    company: { id: 'c1', name: 'Co', type, status: 'VALIDATED', subscriptionType: 'BASIC' },
  });

describe('notificationAudience', () => {
  it('reads the audience from the company type', () => {
    expect(notificationAudience(company('ATTORNEY'))).toBe('firm');
    expect(notificationAudience(company('HEALTH_PROVIDER'))).toBe('provider');
    expect(notificationAudience(company('FACILITY'))).toBe('provider');
    expect(notificationAudience(company('FACTORING_COMPANY'))).toBe('factoring');
  });

  it('knows claimants and staff, and nobody else without a company', () => {
    const none = { companyType: null, company: null, permissions: null };
    expect(notificationAudience(testSession({ ...none, userType: 'CLAIMANT' }))).toBe('claimant');
    expect(notificationAudience(testSession({ ...none, userType: 'SUPER_USER' }))).toBe('internal');
    expect(notificationAudience(testSession({ ...none, userType: 'ATTORNEY' }))).toBeNull();
  });
});
