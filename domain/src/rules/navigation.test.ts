import { describe, expect, it } from 'vitest';
import {
  headerMenu,
  overlayApplies,
  redirectFor,
  rewardCounterLabel,
  showCompleteYourAccountPanel,
  userMenu,
} from './navigation.ts';
import { ACTORS, actor } from './testActor.ts';

const ids = (items: { id: string }[]) => items.map((i) => i.id);
const ok = { passwordReset: false };

describe('headerMenu', () => {
  it('attorney owner of a basic company: no dashboard (Premium), no invites, no appointments, upgrade button', () => {
    expect(ids(headerMenu(ACTORS.attorneyOwner))).toEqual(['directory', 'cases', 'tasks', 'upgrade']);
  });
  it('health provider owner: case invites and appointments', () => {
    expect(ids(headerMenu({ ...ACTORS.hpOwner, subscriptionType: 'ADVANCED' }))).toEqual([
      'directory',
      'caseInvites',
      'cases',
      'tasks',
      'appointments',
      'upgrade',
    ]);
  });
  it('no upgrade for a factoring company: it has no plan page (issue 17 item 18)', () => {
    expect(ids(headerMenu(ACTORS.factoring))).not.toContain('upgrade');
    expect(ids(headerMenu(ACTORS.claimant))).not.toContain('upgrade');
  });
  it('upgrade only for the owner of a non-premium company', () => {
    expect(ids(headerMenu(actor({ subscriptionType: 'PRO' })))).not.toContain('upgrade');
    expect(ids(headerMenu(actor({ subscriptionType: 'ADVANCED' })))).toContain('upgrade');
    expect(ids(headerMenu(actor({ permission: 'ADMIN' })))).not.toContain('upgrade');
    const upgrade = headerMenu(actor({ subscriptionType: 'BASIC' })).find((i) => i.id === 'upgrade');
    expect(upgrade).toMatchObject({ path: '/my-account?upgrade=1', kind: 'button' });
  });
  it('premium users get the dashboard; a company under review gets no case invites (issue 40 items 8, 16)', () => {
    expect(ids(headerMenu(actor({ subscriptionType: 'PRO', permission: 'MEMBER' })))).toContain('dashboard');
    const pending = { ...ACTORS.hpOwner, companyStatus: 'PENDING_REVIEW' as const };
    expect(ids(headerMenu(pending))).not.toContain('caseInvites');
    expect(ids(userMenu(pending))).not.toContain('myNetwork');
  });
  it('a claimant gets no tasks and no appointments (issue 40 item 17)', () => {
    expect(ids(headerMenu(ACTORS.claimant))).toEqual(['directory', 'dashboard', 'cases']);
  });
  it('support member: no dashboard', () => {
    expect(ids(headerMenu(ACTORS.supportMember))).toEqual(['directory', 'cases', 'tasks']);
  });
  it('factoring company: only Funding Applications', () => {
    expect(headerMenu(ACTORS.factoring)).toEqual([
      { id: 'fundingRequests', label: 'Funding Applications', path: '/funding-requests' },
    ]);
  });
  it('internal: directory, registries, users, reports (console), funding', () => {
    const menu = headerMenu(ACTORS.user);
    expect(ids(menu)).toEqual(['directory', 'registries', 'users', 'reports', 'fundingRequests']);
    expect(menu.find((i) => i.id === 'users')).toEqual({
      id: 'users',
      label: 'Users',
      path: '/users',
      console: true,
    });
  });
  it('claimant dashboard goes to the claimant dashboard', () => {
    expect(headerMenu(ACTORS.claimant).find((i) => i.id === 'dashboard')?.path).toBe('/claimant/dashboard');
  });
});

describe('userMenu', () => {
  it('owner of a paid monthly plan', () => {
    const menu = userMenu(ACTORS.attorneyOwner, { planType: 'PRO', billingType: 'MONTHLY', rewardCount: 3 });
    expect(ids(menu)).toEqual([
      'myCompany',
      'myAccount',
      'myNetwork',
      'switchToAnnual',
      'inviteFriends',
      'logout',
    ]);
    expect(menu.find((i) => i.id === 'switchToAnnual')?.label).toBe('Switch to Annual and save');
    expect(menu.find((i) => i.id === 'inviteFriends')?.label).toBe('Invite Friends 3/10');
  });
  it('no switch on basic, annual, or for members; counter disappears at 10', () => {
    expect(ids(userMenu(ACTORS.attorneyOwner, { planType: 'BASIC', billingType: 'MONTHLY' }))).not.toContain(
      'switchToAnnual',
    );
    expect(ids(userMenu(ACTORS.attorneyOwner, { planType: 'PRO', billingType: 'ANNUAL' }))).not.toContain(
      'switchToAnnual',
    );
    const member = userMenu(ACTORS.attorneyMember, {
      planType: 'PRO',
      billingType: 'MONTHLY',
      rewardCount: 10,
    });
    expect(ids(member)).toEqual(['myAccount', 'myNetwork', 'inviteFriends', 'logout']);
    expect(member.find((i) => i.id === 'inviteFriends')?.label).toBe('Invite Friends');
  });
  it('claimants and internal users get account and log out only', () => {
    expect(ids(userMenu(ACTORS.claimant))).toEqual(['myAccount', 'logout']);
    expect(ids(userMenu(ACTORS.admin))).toEqual(['myAccount', 'logout']);
  });
  it('no invite friends for a company that is not validated', () => {
    expect(ids(userMenu(actor({ companyStatus: 'PENDING_REVIEW' })))).not.toContain('inviteFriends');
  });
  it('rewardCounterLabel', () => {
    expect(rewardCounterLabel(0)).toBe('0/10');
    expect(rewardCounterLabel(9)).toBe('9/10');
    expect(rewardCounterLabel(10)).toBeNull();
  });
});

describe('redirectFor', () => {
  it('unknown routes and the root go to sign-in', () => {
    expect(redirectFor(ACTORS.attorneyOwner, '/', ok)).toBe('/sign-in');
    expect(redirectFor(null, '/what/ever', ok)).toBe('/sign-in');
    expect(redirectFor(null, '/verify', ok)).toBe('/sign-in?section=claimant');
  });
  it('public routes stay; protected routes without session go to sign-in', () => {
    expect(redirectFor(null, '/sign-up?email=a@b.co', ok)).toBeNull();
    expect(redirectFor(null, '/cases/4', ok)).toBe('/sign-in');
  });
  it('a pending password reset goes to password update', () => {
    expect(redirectFor(ACTORS.attorneyOwner, '/cases', { passwordReset: true })).toBe('/password-update');
    expect(redirectFor(ACTORS.attorneyOwner, '/password-update', { passwordReset: true })).toBeNull();
  });
  it('a company that is not validated is sent to the directory from validated-only routes', () => {
    const pending = actor({ companyStatus: 'PENDING_REVIEW' });
    expect(redirectFor(pending, '/invite-friend', ok)).toBe('/directory');
    expect(redirectFor(pending, '/my-network', ok)).toBe('/directory');
    expect(redirectFor(pending, '/cases', ok)).toBeNull();
  });
  it('claimants on my-network go to cases', () => {
    expect(redirectFor(ACTORS.claimant, '/my-network', ok)).toBe('/cases');
  });
  it('claimants and factoring companies have no plan page: /subscription sends them home (issue 17 item 18)', () => {
    expect(redirectFor(ACTORS.claimant, '/subscription', ok)).toBe('/claimant/dashboard');
    expect(redirectFor(ACTORS.factoring, '/subscription', ok)).toBe('/funding-requests');
    for (const who of [ACTORS.attorneyOwner, ACTORS.attorneyMember, ACTORS.hpOwner, ACTORS.facilitySupport])
      expect(redirectFor(who, '/subscription', ok)).toBeNull();
  });
  it('routes the actor may not open go home', () => {
    expect(redirectFor(ACTORS.factoring, '/cases', ok)).toBe('/funding-requests');
    expect(redirectFor(ACTORS.attorneyOwner, '/registries', ok)).toBe('/cases');
    expect(redirectFor(ACTORS.supportMember, '/dashboard', ok)).toBe('/cases');
    expect(redirectFor(ACTORS.attorneyMember, '/dashboard', ok)).toBe('/cases'); // Basic: never the refusal
    expect(redirectFor(ACTORS.claimant, '/appointments', ok)).toBe('/claimant/dashboard');
    expect(redirectFor(ACTORS.claimant, '/tasks', ok)).toBe('/claimant/dashboard');
    expect(
      redirectFor(actor({ ...ACTORS.factoring, companyStatus: 'INCOMPLETE' }), '/invite-friend', ok),
    ).toBe('/funding-requests');
    expect(redirectFor(ACTORS.factoring, '/funding-requests', ok)).toBeNull();
    expect(redirectFor(ACTORS.hpOwner, '/appointments', ok)).toBeNull();
  });
});

describe('Complete Your Account panel and overlay', () => {
  it('panel: owners only, never internal, never in the directory', () => {
    expect(showCompleteYourAccountPanel(ACTORS.attorneyOwner, '/cases')).toBe(true);
    expect(showCompleteYourAccountPanel(ACTORS.attorneyOwner, '/directory')).toBe(false);
    expect(showCompleteYourAccountPanel(ACTORS.attorneyMember, '/cases')).toBe(false);
    expect(showCompleteYourAccountPanel(ACTORS.admin, '/cases')).toBe(false);
  });
  it('overlay: incomplete company, payment or professional info', () => {
    const info = { company: true, payment: true, professional: true, account: true };
    expect(overlayApplies(ACTORS.attorneyMember, '/cases', info)).toBe(false);
    expect(overlayApplies(ACTORS.attorneyMember, '/cases', { ...info, payment: false })).toBe(true);
    expect(overlayApplies(ACTORS.attorneyMember, '/cases', { ...info, professional: false })).toBe(true);
    expect(overlayApplies(ACTORS.attorneyMember, '/cases', { ...info, company: false })).toBe(true);
    expect(overlayApplies(ACTORS.attorneyMember, '/cases', { ...info, account: false })).toBe(false);
  });
  it('overlay: not in the directory, not for SYSTEM_ADMIN / SUPER_USER, not on failed info', () => {
    const bad = { company: false, payment: false, professional: false, account: false };
    expect(overlayApplies(ACTORS.attorneyMember, '/directory', bad)).toBe(false);
    expect(overlayApplies(ACTORS.admin, '/cases', bad)).toBe(false);
    expect(overlayApplies(ACTORS.superUser, '/cases', bad)).toBe(false);
    expect(overlayApplies(ACTORS.user, '/funding-requests', bad)).toBe(true);
    expect(overlayApplies(ACTORS.attorneyMember, '/cases', {})).toBe(false);
    expect(overlayApplies(ACTORS.attorneyMember, '/cases', null)).toBe(false);
    expect(overlayApplies(ACTORS.attorneyMember, '/sign-in', bad)).toBe(false);
  });
  it('overlay: never on the screens that resolve it (plan, payment, password)', () => {
    const bad = { company: false, payment: false, professional: false, account: false };
    for (const path of ['/subscription', '/my-account', '/password-update'])
      expect(overlayApplies(ACTORS.attorneyOwner, path, bad)).toBe(false);
    expect(overlayApplies(ACTORS.attorneyOwner, '/my-company', bad)).toBe(true);
  });
});
