import { describe, expect, it } from 'vitest';
import type { CompanyPermission, UserType } from '../enums.ts';
import { canCreateShareLink, canEditShareLinkPolicy } from './shareLinks.ts';

const user = (userId: string, permission: CompanyPermission | null, userType: UserType = 'ATTORNEY') => ({
  userId,
  userType,
  permission,
  position: null,
  companyType: 'ATTORNEY' as const,
  companyStatus: 'VALIDATED' as const,
  subscriptionType: 'PRO' as const,
});
const owner = user('u-owner', 'OWNER');
const admin = user('u-admin', 'ADMIN');
const member = user('u-member', 'MEMBER');
const support = user('u-support', 'MEMBER', 'SUPPORT');
const onCase = { access: 'FIRM' as const, attorneyUserId: 'u-attorney' };

describe('canCreateShareLink', () => {
  it('is for owners, admins and the responsible attorney by default', () => {
    expect(canCreateShareLink(owner, onCase)).toBe(true);
    expect(canCreateShareLink(admin, onCase)).toBe(true);
    expect(canCreateShareLink(member, onCase)).toBe(false);
    expect(canCreateShareLink(support, onCase)).toBe(false);
    expect(canCreateShareLink(member, { ...onCase, attorneyUserId: 'u-member' })).toBe(true);
    expect(canCreateShareLink(member, { ...onCase, policy: 'MANAGERS' })).toBe(false);
  });
  it('widens to every member with ALL_MEMBERS, never beyond the firm', () => {
    expect(canCreateShareLink(support, { ...onCase, policy: 'ALL_MEMBERS' })).toBe(true);
    expect(canCreateShareLink(owner, { ...onCase, access: 'COLLABORATOR', policy: 'ALL_MEMBERS' })).toBe(
      false,
    );
    expect(canCreateShareLink(owner, { ...onCase, access: 'CLAIMANT' })).toBe(false);
  });
  it('lets owners and admins change the setting', () => {
    expect(canEditShareLinkPolicy(admin)).toBe(true);
    expect(canEditShareLinkPolicy(member)).toBe(false);
  });
});
