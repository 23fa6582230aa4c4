import { describe, expect, it } from 'vitest';
import type { SessionData } from '../entities.ts';
import {
  actorFromSession,
  hasCompany,
  hasInternalRole,
  isClaimant,
  isCompanyValidated,
  isFactoring,
  isInternal,
  isOwner,
  isOwnerOrAdmin,
  isPremiumSubscriptionType,
} from './actor.ts';
import { actor } from './testActor.ts';

const session: SessionData = {
  token: 't',
  refreshToken: 'r',
  userType: 'HEALTH_PROVIDER',
  permissions: 'ADMIN',
  position: null,
  companyType: null,
  companyStatus: null,
  subscriptionType: null,
  userName: 'Ann',
  userId: 'u1',
  userUsername: 'ann@example.com',
  passwordReset: false,
  changelogRead: true,
  email: 'ann@example.com',
  company: { id: 'c1', name: 'Clinic', type: 'FACILITY', status: 'PENDING_REVIEW', subscriptionType: 'PRO' },
};

describe('actorFromSession', () => {
  it('copies the session fields and falls back to the session company', () => {
    expect(actorFromSession(session)).toEqual({
      userType: 'HEALTH_PROVIDER',
      permission: 'ADMIN',
      position: null,
      companyType: 'FACILITY',
      companyStatus: 'PENDING_REVIEW',
      subscriptionType: 'PRO',
    });
  });
  it('prefers the top-level session fields', () => {
    const a = actorFromSession({ ...session, companyType: 'HEALTH_PROVIDER', companyStatus: 'VALIDATED' });
    expect(a.companyType).toBe('HEALTH_PROVIDER');
    expect(a.companyStatus).toBe('VALIDATED');
  });
  it('gives nulls for an internal user without company', () => {
    const a = actorFromSession({ ...session, userType: 'USER', permissions: null, company: null });
    expect(a).toMatchObject({
      permission: null,
      companyType: null,
      companyStatus: null,
      subscriptionType: null,
    });
  });
});

describe('actor predicates', () => {
  it('recognises internal roles and their rank', () => {
    expect(isInternal(actor({ userType: 'USER' }))).toBe(true);
    expect(isInternal(actor({ userType: 'SUPPORT' }))).toBe(false);
    expect(hasInternalRole(actor({ userType: 'SUPER_USER' }), 'USER')).toBe(true);
    expect(hasInternalRole(actor({ userType: 'SUPER_USER' }), 'SYSTEM_ADMIN')).toBe(false);
    expect(hasInternalRole(actor({ userType: 'ATTORNEY' }), 'USER')).toBe(false);
  });
  it('recognises owners, admins, claimants, factoring staff', () => {
    expect(isOwner(actor())).toBe(true);
    expect(isOwner(actor({ permission: 'ADMIN' }))).toBe(false);
    expect(isOwnerOrAdmin(actor({ permission: 'ADMIN' }))).toBe(true);
    expect(isOwnerOrAdmin(actor({ permission: 'MEMBER' }))).toBe(false);
    expect(isOwnerOrAdmin(actor({ userType: 'USER', companyType: null }))).toBe(false);
    expect(isClaimant(actor({ userType: 'CLAIMANT' }))).toBe(true);
    expect(hasCompany(actor({ userType: 'CLAIMANT', companyType: null }))).toBe(false);
    expect(isFactoring(actor({ userType: 'SUPPORT', companyType: 'FACTORING_COMPANY' }))).toBe(true);
    expect(isFactoring(actor())).toBe(false);
    expect(isCompanyValidated(actor({ companyStatus: 'INCOMPLETE' }))).toBe(false);
  });
  it('treats PRO and FACILITY as premium', () => {
    expect(isPremiumSubscriptionType('PRO')).toBe(true);
    expect(isPremiumSubscriptionType('FACILITY')).toBe(true);
    expect(isPremiumSubscriptionType('ADVANCED')).toBe(false);
    expect(isPremiumSubscriptionType(null)).toBe(false);
  });
});
