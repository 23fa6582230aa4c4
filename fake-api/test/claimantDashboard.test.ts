/** GET /claimants/me/dashboard: the claimant's own cases, read-only (issue 11). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { ClaimantDashboard } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const store = () => api.server.store;
const as = async (role: string) => bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
const get = async (headers: Record<string, string>) =>
  api.http.get('/api/claimants/me/dashboard').set(headers);

describe('GET /claimants/me/dashboard', () => {
  it('lists the claimant’s own cases with the firm, attorney, providers and next appointment', async () => {
    const res = await get(await as('claimant'));
    expect(res.status).toBe(200);
    const body = res.body as ClaimantDashboard;
    const user = store().collection('users').findOne('email', 'claimant@mail.test')!;
    const claimant = store().collection('claimants').findOne('userId', user.id)!;
    const own = store().collection('cases').findBy('claimantId', claimant.id);
    expect(body.profileComplete).toBe(claimant.profileComplete);
    expect(body.cases.map((c) => c.id).sort()).toEqual(own.map((c) => c.id).sort());
    for (const view of body.cases) {
      const stored = own.find((c) => c.id === view.id)!;
      expect(view.status).toBe(stored.status);
      const names = store()
        .collection('companies')
        .getMany(stored.collaboratorCompanyIds)
        .map((c) => c.name);
      expect(view.providers.map((p) => p.name)).toEqual(names);
      expect(view.firmName).toBe(store().collection('companies').get(stored.attorneyCompanyId)!.name);
      expect(view.attorneyEmail).toBe(store().collection('users').get(stored.attorneyUserId)!.email);
    }
  });

  it('shows the next scheduled appointment and leaves out a case merged into another', async () => {
    const user = store().collection('users').findOne('email', 'claimant@mail.test')!;
    const claimant = store().collection('claimants').findOne('userId', user.id)!;
    const [first, second] = store().collection('cases').findBy('claimantId', claimant.id);
    const provider =
      first!.collaboratorCompanyIds[0] ?? store().collection('companies').findOne('type', 'FACILITY')!.id;
    const startDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    store().insert('appointments', {
      caseId: first!.id,
      companyId: provider,
      licenseId: null,
      status: 'SCHEDULED',
      startDate,
      endDate: new Date(Date.parse(startDate) + 1_800_000).toISOString(),
      cancelReason: null,
    });
    store().update('cases', second!.id, { mergedIntoCaseId: first!.id });
    const body = (await get(await as('claimant'))).body as ClaimantDashboard;
    const view = body.cases.find((c) => c.id === first!.id)!;
    expect(view.nextAppointment).toMatchObject({
      startDate,
      providerName: store().collection('companies').get(provider)!.name,
    });
    expect(body.cases.map((c) => c.id)).not.toContain(second!.id);
    store().update('cases', second!.id, { mergedIntoCaseId: null });
  });

  it('refuses everyone but claimants, and answers 404 without a claimant profile', async () => {
    expect((await get(await as('attorney-owner'))).status).toBe(403);
    expect((await get(await as('health-provider-owner'))).status).toBe(403);
    expect((await api.http.get('/api/claimants/me/dashboard')).status).toBe(401);
    const other = [...store().collection('claimants').all()].find(
      (c) => c.userId && c.email !== 'claimant@mail.test',
    )!;
    store().remove('claimants', other.id);
    const missing = await get(bearer(await api.tokenOfUser(other.userId)));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.claimantNotFound);
  });
});
