import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSubscriptionValid } from '@casebridge/domain';
import type { RegistryEntry, SubscriptionValidStatus } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
let staff: Record<string, string>;
beforeAll(async () => {
  api = await startTestApi();
  staff = await as('user');
});
afterAll(() => api.close());

async function as(role: string) {
  return bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
}
const companies = () => [...api.server.store.collection('companies').all()];
const get = (path: string, headers = staff) => api.http.get(`/api${path}`).set(headers);
const totalOf = (res: { headers: Record<string, string> }) =>
  Number(res.headers['content-range']?.split('/')[1]);

describe('GET /subscriptions/ (the registry)', () => {
  it('lists every company, sorted by last update descending by default, in pages of size', async () => {
    const res = await get('/subscriptions/?size=10&page=0');
    expect(res.status).toBe(200);
    const rows = res.body as RegistryEntry[];
    expect(rows).toHaveLength(10);
    expect(totalOf(res)).toBe(companies().length);
    const updates = rows.map((row) => row.lastUpdate);
    expect(updates).toEqual([...updates].sort().reverse());
    const second = (await get('/subscriptions/?size=10&page=1')).body as RegistryEntry[];
    expect(second[0]!.lastUpdate <= updates[9]!).toBe(true);
  });

  it('filters by company status (status=) and by billing, state and sales representative (filter=)', async () => {
    const pending = companies().filter((c) => c.status === 'PENDING_REVIEW').length;
    expect(totalOf(await get('/subscriptions/?status=PENDING_REVIEW'))).toBe(pending);
    const annual = [...api.server.store.collection('subscriptions').all()].filter(
      (s) => s.billingType === 'ANNUAL',
    ).length;
    expect(
      totalOf(await get(`/subscriptions/?filter=${encodeURIComponent('{"billingType":"ANNUAL"}')}`)),
    ).toBe(annual);
    const texas = companies().filter((c) => c.location?.state === 'TX').length;
    expect(totalOf(await get(`/subscriptions/?filter=${encodeURIComponent('{"state":"TX"}')}`))).toBe(texas);
    const rep = api.server.store
      .collection('users')
      .findOne('email', demoAccount((a) => a.role === 'sales-representative').email)!;
    const mine = companies().filter((c) => c.salesRepresentativeId === rep.id).length;
    const res = await get(
      `/subscriptions/?filter=${encodeURIComponent(JSON.stringify({ salesRepresentativeId: rep.id }))}`,
    );
    expect(totalOf(res)).toBe(mine);
    expect(
      (res.body as RegistryEntry[]).every(
        (row) => row.salesRepresentativeName === `${rep.name} ${rep.lastName}`,
      ),
    ).toBe(true);
  });

  it('finds trials ending before a date', async () => {
    const limit = '2026-12-31T00:00:00.000Z';
    const expected = [...api.server.store.collection('subscriptions').all()].filter(
      (s) => s.trialing && s.trialEnd !== null && s.trialEnd <= limit,
    ).length;
    expect(expected).toBeGreaterThan(0);
    const filter = encodeURIComponent(JSON.stringify({ trialing: true, trialEnd_lte: limit }));
    expect(totalOf(await get(`/subscriptions/?filter=${filter}`))).toBe(expected);
  });

  it('refuses an unknown status, an unknown filter field and external users', async () => {
    const bad = await get('/subscriptions/?status=ASLEEP');
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain('status');
    expect((await get(`/subscriptions/?filter=${encodeURIComponent('{"passwordHash":"x"}')}`)).status).toBe(
      400,
    );
    expect((await get('/subscriptions/', await as('attorney-owner'))).status).toBe(403);
    expect((await api.http.get('/api/subscriptions/')).status).toBe(401);
  });
});

describe('one subscription', () => {
  it('answers a subscription, its status and the company valid-status', async () => {
    const subscription = [...api.server.store.collection('subscriptions').all()][0]!;
    const one = await get(`/subscriptions/${subscription.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: subscription.id, companyId: subscription.companyId });
    const status = await get(`/subscriptions/${subscription.id}/status`);
    expect(status.body).toEqual({
      id: subscription.id,
      status: subscription.status,
      trialing: subscription.trialing,
    });
    const valid = await get(`/subscriptions/company/${subscription.companyId}/valid-status`);
    expect((valid.body as SubscriptionValidStatus).valid).toBe(isSubscriptionValid(subscription));
  });

  it("lets a company read its own subscription but not another's, and 404s a missing one", async () => {
    const owner = await as('attorney-owner');
    const ownerUser = api.server.store
      .collection('users')
      .findOne('email', demoAccount((a) => a.role === 'attorney-owner').email)!;
    const own = api.server.store.collection('subscriptions').findOne('companyId', ownerUser.companyId!)!;
    expect((await get(`/subscriptions/${own.id}`, owner)).status).toBe(200);
    const other = [...api.server.store.collection('subscriptions').all()].find(
      (s) => s.companyId !== ownerUser.companyId,
    )!;
    expect((await get(`/subscriptions/${other.id}`, owner)).status).toBe(404);
    expect((await get(`/subscriptions/company/${other.companyId}/valid-status`, owner)).status).toBe(403);
    expect((await get('/subscriptions/nope')).status).toBe(404);
  });
});
