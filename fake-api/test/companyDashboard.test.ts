/**
 * GET /dashboard (issue 16): the attorney firm's and the provider's figures equal the totals of the lists they
 * link to; plain support members, claimants, factoring staff, internal users and plans below Premium get 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASE_STATUSES,
  COMPANY_DASHBOARD_MESSAGES,
  FUNDING_STATUSES,
  NEAR_STATUTE_DAYS,
  isCaseBillingOpen,
} from '@casebridge/domain';
import type { AttorneyDashboard, CaseBilling, ProviderDashboard } from '@casebridge/domain';
import { userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { referralWorld } from './helpers/referrals.ts';
import type { ReferralWorld } from './helpers/referrals.ts';

const ROLES = [
  'attorney-owner',
  'health-provider-owner',
  'support',
  'claimant',
  'factoring-company',
  'system-admin',
] as const;
let world: ReferralWorld;
let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  // The clock the day after the fixtures' reference date: their pending invites are still pending.
  world = await referralWorld();
  api = world.api;
  for (const role of ROLES) tokens[role] = await world.as(role);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const totalOf = (res: { headers: Record<string, string> }) =>
  Number(res.headers['content-range']?.split('/')[1]);
const filtered = (path: string, filter: Record<string, unknown>) =>
  `/api${path}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`;
const dashboardOf = async <T>(role: string) => {
  const res = await api.http.get('/api/dashboard').set(as(role));
  expect(res.status).toBe(200);
  return res.body as T;
};
const DAY_MS = 86_400_000;

describe('GET /dashboard for an attorney firm', () => {
  it('counts its cases by status as the case list filtered on that status does', async () => {
    const dashboard = await dashboardOf<AttorneyDashboard>('attorney-owner');
    expect(dashboard.kind).toBe('ATTORNEY');
    let all = 0;
    for (const status of CASE_STATUSES) {
      const list = await api.http.get(filtered('/cases', { status })).set(as('attorney-owner'));
      expect([status, dashboard.casesByStatus[status].count]).toEqual([status, totalOf(list)]);
      expect(dashboard.casesByStatus[status].path).toBe(`/cases?status=${status}`);
      all += totalOf(list);
    }
    expect(all).toBeGreaterThan(0);
    expect(dashboard.perMonth).toHaveLength(12);
  });

  it('counts what the store holds for the firm: statute, presentations, funding, cases per month', async () => {
    const before = await dashboardOf<AttorneyDashboard>('attorney-owner');
    const presented = await world.present(world.newCase().id, [world.companyOf('health-provider-owner')]);
    expect(presented.status).toBe(201);
    const dashboard = await dashboardOf<AttorneyDashboard>('attorney-owner');
    expect(dashboard.pendingPresentations.count).toBe(before.pendingPresentations.count + 1);
    expect(dashboard.casesByStatus.INTAKE.count).toBe(before.casesByStatus.INTAKE.count + 1);
    const firmId = userOfRole(api, 'attorney-owner').companyId!;
    const now = world.clock.now();
    const today = now.toISOString().slice(0, 10);
    const horizon = new Date(now.getTime() + (NEAR_STATUTE_DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
    const cases = [...api.server.store.collection('cases').all()].filter(
      (c) => c.attorneyCompanyId === firmId,
    );
    const near = cases.filter(
      (c) =>
        isCaseBillingOpen(c.status) &&
        c.statuteOfLimitationsDate >= today &&
        c.statuteOfLimitationsDate < horizon,
    );
    expect(dashboard.nearStatute.count).toBe(near.length);
    const funding = [...api.server.store.collection('fundingRequests').all()].filter(
      (r) => r.attorneyCompanyId === firmId,
    );
    for (const status of FUNDING_STATUSES)
      expect(dashboard.fundingByStatus[status].count).toBe(funding.filter((r) => r.status === status).length);
    const last = dashboard.perMonth[11]!;
    expect(last.month).toBe(now.toISOString().slice(0, 7));
    expect(last.count).toBe(cases.filter((c) => c.createdDate.startsWith(last.month)).length);
  });

  it('refuses a plan below Premium with the upgrade message', async () => {
    const firmId = userOfRole(api, 'attorney-owner').companyId!;
    const sub = api.server.store.collection('subscriptions').findOne('companyId', firmId)!;
    api.server.store.update('subscriptions', sub.id, { planType: 'ADVANCED' });
    try {
      const res = await api.http.get('/api/dashboard').set(as('attorney-owner'));
      expect([res.status, res.body.message]).toEqual([403, COMPANY_DASHBOARD_MESSAGES.upgrade]);
    } finally {
      api.server.store.update('subscriptions', sub.id, { planType: sub.planType });
    }
  });
});

describe('GET /dashboard for a provider', () => {
  it('counts its pending invites and open cases as their lists do, and its balance as its billing', async () => {
    const dashboard = await dashboardOf<ProviderDashboard>('health-provider-owner');
    expect(dashboard.kind).toBe('PROVIDER');
    const invites = await api.http
      .get(filtered('/referrals', { status: 'PENDING' }))
      .set(as('health-provider-owner'));
    expect(dashboard.newInvites).toEqual({ count: totalOf(invites), path: '/case-invites' });
    expect(dashboard.newInvites.count).toBeGreaterThan(0);
    let open = 0;
    for (const status of CASE_STATUSES.filter(isCaseBillingOpen))
      open += totalOf(await api.http.get(filtered('/cases', { status })).set(as('health-provider-owner')));
    expect(dashboard.casesTreating.count).toBe(open);
    const all = await api.http.get('/api/cases?range=[0,999]').set(as('health-provider-owner'));
    let balance = 0;
    for (const c of all.body as { id: string }[]) {
      const billing = await api.http.get(`/api/cases/${c.id}/billing`).set(as('health-provider-owner'));
      balance += (billing.body as CaseBilling).totals.balanceDueCents;
    }
    expect(dashboard.balanceOutstandingCents).toBe(balance);
    const received = [...api.server.store.collection('referrals').all()].filter(
      (r) => r.toCompanyId === userOfRole(api, 'health-provider-owner').companyId,
    );
    expect(dashboard.perMonth.reduce((sum, m) => sum + m.count, 0)).toBeLessThanOrEqual(received.length);
    expect(dashboard.perMonth.reduce((sum, m) => sum + m.count, 0)).toBeGreaterThan(0);
  });

  it('counts its scheduled appointments of this week only', async () => {
    const before = await dashboardOf<ProviderDashboard>('health-provider-owner');
    const companyId = world.companyOf('health-provider-owner');
    const at = (days: number) => new Date(world.clock.now().getTime() + days * DAY_MS).toISOString();
    const appointment = (startDate: string, status: 'SCHEDULED' | 'CANCELED') =>
      api.server.store.insert('appointments', {
        caseId: null,
        companyId,
        licenseId: null,
        status,
        startDate,
        endDate: startDate,
        cancelReason: null,
        claimantName: 'Ana Diaz',
        notes: null,
        canceledAt: null,
        concludedAt: null,
        createdById: null,
        createdAt: startDate,
      });
    appointment(world.clock.now().toISOString(), 'SCHEDULED');
    appointment(world.clock.now().toISOString(), 'CANCELED');
    appointment(at(14), 'SCHEDULED');
    const after = await dashboardOf<ProviderDashboard>('health-provider-owner');
    expect(after.appointmentsThisWeek.count).toBe(before.appointmentsThisWeek.count + 1);
  });
});

describe('who may not open GET /dashboard', () => {
  it.each(['support', 'claimant', 'factoring-company', 'system-admin'])('%s gets 403', async (role) => {
    const res = await api.http.get('/api/dashboard').set(as(role));
    expect([res.status, res.body.message]).toEqual([403, COMPANY_DASHBOARD_MESSAGES.notAllowed]);
  });

  it('asks for a session', async () => {
    expect((await api.http.get('/api/dashboard')).status).toBe(401);
  });
});
