/** GET /cases/{id}/presentation: a case presented to the caller's company (SPEC.md 2.2 presentCaseId). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '@casebridge/fixtures';
import { referralStatusAt } from '@casebridge/domain';
import type { PresentedCase } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
/** The server's time: moved to the moment a test needs (its tokens are issued at that time). */
let now = Date.parse(REFERENCE_DATE);
const HOUR_MS = 3_600_000;
beforeAll(async () => {
  api = await startTestApi({ clock: { now: () => new Date(now) } });
});
afterAll(() => api.close());

const store = () => api.server.store;
const userOf = (role: string) =>
  store()
    .collection('users')
    .findOne('email', demoAccount((a) => a.role === role).email)!;
const as = async (role: string) => bearer(await api.tokenOfUser(userOf(role).id));
const companyOf = (role: string) => userOf(role).companyId!;
const get = async (caseId: string, role: string) =>
  api.http.get(`/api/cases/${caseId}/presentation`).set(await as(role));

describe('GET /cases/{id}/presentation', () => {
  it('shows the provider a case presented to it, without the claimant’s name or contact', async () => {
    const provider = companyOf('health-provider-owner');
    const pending = [...store().collection('referrals').all()].find(
      (r) => r.toCompanyId === provider && r.status === 'PENDING',
    )!;
    now = Date.parse(pending.createdAt) + HOUR_MS;
    const legalCase = store().collection('cases').get(pending.caseId)!;
    const res = await get(pending.caseId, 'health-provider-owner');
    expect(res.status).toBe(200);
    expect(res.body as PresentedCase).toMatchObject({
      caseId: legalCase.id,
      referralId: pending.id,
      folio: legalCase.folio,
      presentedStatus: 'PENDING',
      collaborating: legalCase.collaboratorCompanyIds.includes(provider),
    });
    expect(JSON.stringify(res.body)).not.toContain(legalCase.claimantName);
  });

  it('reads an invite past its expiry as rejected, before the sweep records it', async () => {
    const provider = companyOf('health-provider-owner');
    const overdue = [...store().collection('referrals').all()].find(
      (r) => r.toCompanyId === provider && r.status === 'PENDING',
    )!;
    now = Date.parse(overdue.createdAt) + 8 * 24 * HOUR_MS;
    expect(referralStatusAt(overdue, new Date(now))).toBe('EXPIRED');
    const res = await get(overdue.caseId, 'health-provider-owner');
    expect((res.body as PresentedCase).presentedStatus).toBe('REJECTED');
  });

  it('answers 404 for a case not presented to the caller’s company, an unknown id, and 401 signed out', async () => {
    const provider = companyOf('health-provider-owner');
    const presented = new Set(
      [...store().collection('referrals').all()]
        .filter((r) => r.toCompanyId === provider)
        .map((r) => r.caseId),
    );
    const other = [...store().collection('cases').all()].find((c) => !presented.has(c.id))!;
    expect((await get(other.id, 'health-provider-owner')).status).toBe(404);
    expect((await get('nope', 'health-provider-owner')).status).toBe(404);
    const firmCase = [...presented][0]!;
    expect((await get(firmCase, 'attorney-owner')).status).toBe(404);
    expect((await get(firmCase, 'claimant')).status).toBe(404);
    expect((await api.http.get(`/api/cases/${firmCase}/presentation`)).status).toBe(401);
  });
});
