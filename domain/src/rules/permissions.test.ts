import { describe, expect, it } from 'vitest';
import type { Action } from './permissions.ts';
import { ACTIONS, allowedActions, can, isInternal } from './permissions.ts';
import { ACTORS, actor } from './testActor.ts';

const READ: Action[] = ['registry.read', 'users.read', 'reports.read', 'funding.read', 'outbox.read'];
const MANAGE: Action[] = [
  'registry.validate',
  'registry.reject',
  'registry.infoRequest',
  'registry.cancel',
  'registry.revertCancel',
  'salesReps.assign',
  'externalUsers.manage',
  'funding.updateStatus',
  'factoring.manage',
];
const COMPANY_ADMIN: Action[] = [
  'subscription.pay',
  'subscription.upgrade',
  'cases.buy',
  'paymentMethod.change',
  'company.edit',
  'myCompany.open',
];

describe('internal roles', () => {
  it('USER reads and exports only', () => {
    expect(allowedActions(ACTORS.user).sort()).toEqual([...READ].sort());
  });
  it('SUPER_USER also validates and manages subscriptions', () => {
    expect(allowedActions(ACTORS.superUser).sort()).toEqual([...READ, ...MANAGE].sort());
  });
  it('SYSTEM_ADMIN also manages internal users', () => {
    expect(allowedActions(ACTORS.admin).sort()).toEqual([...READ, ...MANAGE, 'internalUsers.manage'].sort());
  });
  it('a sales representative also gets accounts.mine', () => {
    expect(can(ACTORS.salesRep, 'accounts.mine')).toBe(true);
    expect(can(ACTORS.user, 'accounts.mine')).toBe(false);
    expect(can(ACTORS.salesRep, 'registry.validate')).toBe(false);
  });
  it('isInternal is re-exported', () => {
    expect(isInternal(ACTORS.admin)).toBe(true);
    expect(isInternal(ACTORS.attorneyOwner)).toBe(false);
  });
});

describe('external users', () => {
  it('no external user gets an internal action', () => {
    const internalOnly = [...MANAGE, 'internalUsers.manage', 'registry.read', 'users.read', 'reports.read'];
    for (const a of [ACTORS.attorneyOwner, ACTORS.hpOwner, ACTORS.factoring, ACTORS.claimant]) {
      for (const action of internalOnly) expect(can(a, action as Action)).toBe(false);
    }
  });
  it('only owner or admin may pay, upgrade, buy cases, change the payment method and edit the company', () => {
    for (const action of COMPANY_ADMIN) {
      expect(can(ACTORS.attorneyOwner, action)).toBe(true);
      expect(can(ACTORS.supportAdmin, action)).toBe(true);
      expect(can(ACTORS.attorneyMember, action)).toBe(false);
      expect(can(ACTORS.claimant, action)).toBe(false);
      expect(can(ACTORS.superUser, action)).toBe(false);
    }
  });
  it('support members cannot open the dashboard; other members can', () => {
    expect(can(ACTORS.supportMember, 'dashboard.open')).toBe(false);
    expect(can(ACTORS.supportAdmin, 'dashboard.open')).toBe(true);
    expect(can(ACTORS.attorneyMember, 'dashboard.open')).toBe(true);
    expect(can(ACTORS.factoring, 'dashboard.open')).toBe(false);
    expect(can(ACTORS.claimant, 'dashboard.open')).toBe(false);
    expect(can(ACTORS.user, 'dashboard.open')).toBe(false);
  });
  it('my network is for external company users (not claimants, not factoring)', () => {
    expect(can(ACTORS.attorneyMember, 'myNetwork.open')).toBe(true);
    expect(can(ACTORS.claimant, 'myNetwork.open')).toBe(false);
    expect(can(ACTORS.factoring, 'myNetwork.open')).toBe(false);
    expect(can(ACTORS.user, 'myNetwork.open')).toBe(false);
  });
  it('case invites are for health providers and facilities only', () => {
    expect(can(ACTORS.hpOwner, 'caseInvites.open')).toBe(true);
    expect(can(ACTORS.facilityPro, 'caseInvites.open')).toBe(true);
    expect(can(ACTORS.facilitySupport, 'caseInvites.open')).toBe(true);
    expect(can(ACTORS.attorneyOwner, 'caseInvites.open')).toBe(false);
    expect(can(ACTORS.supportMember, 'caseInvites.open')).toBe(false);
    expect(can(ACTORS.admin, 'caseInvites.open')).toBe(false);
  });
  it('invite friends needs a validated company', () => {
    expect(can(ACTORS.attorneyMember, 'inviteFriends')).toBe(true);
    expect(can(actor({ companyStatus: 'PENDING_REVIEW' }), 'inviteFriends')).toBe(false);
    expect(can(ACTORS.claimant, 'inviteFriends')).toBe(false);
    expect(can(ACTORS.admin, 'inviteFriends')).toBe(false);
  });
  it('factoring staff read funding requests but cannot change their status', () => {
    expect(can(ACTORS.factoring, 'funding.read')).toBe(true);
    expect(can(ACTORS.factoring, 'funding.updateStatus')).toBe(false);
    expect(can(ACTORS.attorneyOwner, 'funding.read')).toBe(false);
  });
  it('lists every action once', () => {
    expect(new Set(ACTIONS).size).toBe(ACTIONS.length);
    expect(ACTIONS).toContain('inviteFriends');
  });
});
