import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardKpis } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const as = async (role: string) => bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));

describe('GET /dashboard/kpis', () => {
  it('answers figures that match the data', async () => {
    const res = await api.http.get('/api/dashboard/kpis').set(await as('user'));
    expect(res.status).toBe(200);
    const kpis = res.body as DashboardKpis;
    const companies = [...api.server.store.collection('companies').all()];
    expect(kpis.companiesByStatus.PENDING_REVIEW).toBe(
      companies.filter((c) => c.status === 'PENDING_REVIEW').length,
    );
    expect(kpis.validationsWaiting.count).toBe(kpis.companiesByStatus.PENDING_REVIEW);
    expect(kpis.validationsWaiting.oldestDays!).toBeGreaterThanOrEqual(kpis.validationsWaiting.averageDays!);
    const subs = [...api.server.store.collection('subscriptions').all()];
    expect(kpis.subscriptionsByPlan.PRO).toBe(subs.filter((s) => s.planType === 'PRO').length);
    const funding = [...api.server.store.collection('fundingRequests').all()];
    expect(Object.values(kpis.fundingByStatus).reduce((a, b) => a + b, 0)).toBe(funding.length);
    expect(kpis.newCasesPerMonth).toHaveLength(12);
    const last = kpis.newCasesPerMonth[11]!;
    const cases = [...api.server.store.collection('cases').all()];
    expect(last.count).toBe(cases.filter((c) => c.createdDate.startsWith(last.month)).length);
    expect(kpis.trialsEndingSoon.every((t, i, all) => i === 0 || all[i - 1]!.trialEnd <= t.trialEnd)).toBe(
      true,
    );
  });

  it('is for internal roles only', async () => {
    expect((await api.http.get('/api/dashboard/kpis').set(await as('attorney-owner'))).status).toBe(403);
  });
});
