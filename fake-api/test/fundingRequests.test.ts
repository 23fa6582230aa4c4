import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_STATUSES, MESSAGES, format } from '@casebridge/domain';
import type { FundingRequest, FundingStatus } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const role of ['super-user', 'user', 'factoring-company', 'attorney-owner', 'attorney-member'])
    tokens[role] = bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const userOf = (role: string) =>
  api.server.store.collection('users').findOne('email', demoAccount((a) => a.role === role).email)!;
const requests = () => [...api.server.store.collection('fundingRequests').all()];
const summit = () =>
  api.server.store
    .collection('factoringCompanies')
    .findOne('companyId', userOf('factoring-company').companyId!)!;
const totalOf = (res: { headers: Record<string, string> }) =>
  Number(res.headers['content-range']?.split('/')[1]);
const firmRequest = (status: FundingStatus) =>
  requests().find(
    (r) =>
      r.status === status &&
      r.attorneyCompanyId === userOf('attorney-owner').companyId &&
      r.factoringCompanyId === summit().id,
  )!;
const move = (id: string, status: string, role: string) =>
  api.http.put(`/api/funding-requests/${id}/status`).set(as(role)).send({ status });

describe('funding request lists', () => {
  it('lists every request for staff, with size/page/status, and counts that match the list', async () => {
    const res = await api.http.get('/api/funding-requests?size=5&page=0&status=PENDING').set(as('user'));
    expect(res.status).toBe(200);
    expect(totalOf(res)).toBe(requests().filter((r) => r.status === 'PENDING').length);
    const counts = (await api.http.get('/api/funding-requests/statuses/count').set(as('user')))
      .body as Record<string, number>;
    for (const status of FUNDING_STATUSES)
      expect(counts[status]).toBe(requests().filter((r) => r.status === status).length);
  });

  it('shows factoring staff only the requests sent to their company', async () => {
    const res = await api.http.get('/api/funding-requests?range=[0,999]').set(as('factoring-company'));
    const mine = requests().filter((r) => r.factoringCompanyId === summit().id);
    expect(totalOf(res)).toBe(mine.length);
    expect((res.body as FundingRequest[]).every((r) => r.factoringCompanyId === summit().id)).toBe(true);
    const other = requests().find((r) => r.factoringCompanyId !== summit().id)!;
    expect(
      (await api.http.get(`/api/funding-requests/${other.id}`).set(as('factoring-company'))).status,
    ).toBe(404);
    const counts = (await api.http.get('/api/funding-requests/statuses/count').set(as('factoring-company')))
      .body as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(mine.length);
  });

  it('filters by type, requested for and factoring company, and refuses a firm user the list', async () => {
    const filter = encodeURIComponent(JSON.stringify({ type: 'ADVANCE', requestFor: 'FIRM' }));
    const res = await api.http.get(`/api/funding-requests?filter=${filter}`).set(as('user'));
    expect(totalOf(res)).toBe(
      requests().filter((r) => r.type === 'ADVANCE' && r.requestFor === 'FIRM').length,
    );
    expect((await api.http.get('/api/funding-requests').set(as('attorney-owner'))).status).toBe(403);
    expect((await api.http.get('/api/funding-requests?status=LOST').set(as('user'))).status).toBe(400);
  });
});

describe('funding request transitions', () => {
  it('lets the firm owner accept its own review, then the factoring company approve', async () => {
    const request = firmRequest('OWNER_REVIEW');
    expect((await move(request.id, 'PENDING', 'attorney-member')).status).toBe(403);
    const reviewed = await move(request.id, 'PENDING', 'attorney-owner');
    expect(reviewed.status).toBe(200);
    expect((reviewed.body as FundingRequest).status).toBe('PENDING');
    expect((await move(request.id, 'APPROVED', 'attorney-owner')).status).toBe(403);
    const approved = await move(request.id, 'APPROVED', 'factoring-company');
    expect((approved.body as FundingRequest).status).toBe('APPROVED');
    const notes = api.server.store.collection('notifications').findBy('userId', userOf('attorney-owner').id);
    expect(notes.some((n) => n.section === 'FUNDING_REQUEST' && n.extra.endsWith(request.id))).toBe(true);
    const funded = await api.http
      .get(`/api/cases/${request.caseId}/users-funded-by-me`)
      .set(as('factoring-company'));
    expect((funded.body as { id: string }[]).some((u) => u.id === request.requestedBy)).toBe(true);
  });

  it('refuses a move off the graph with 409, a plain user with 403 and a bad status with 400', async () => {
    const done = firmRequest('APPROVED');
    const refused = await move(done.id, 'PENDING', 'super-user');
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(
      format(MESSAGES.fundingTransitionNotAllowed, { from: 'Accepted', to: 'Pending' }),
    );
    const pending = firmRequest('PENDING');
    expect((await move(pending.id, 'REJECTED', 'user')).status).toBe(403);
    expect((await move(pending.id, 'MAYBE', 'super-user')).status).toBe(400);
    expect((await move('nope', 'PENDING', 'super-user')).status).toBe(404);
    expect(((await move(pending.id, 'REJECTED', 'super-user')).body as FundingRequest).status).toBe(
      'REJECTED',
    );
  });

  it("answers a case's requests to staff and to the case's firm", async () => {
    const request = firmRequest('OWNER_REJECTED');
    const staff = await api.http.get(`/api/cases/${request.caseId}/funding-requests`).set(as('user'));
    expect((staff.body as FundingRequest[]).map((r) => r.id)).toContain(request.id);
    expect(
      (await api.http.get(`/api/cases/${request.caseId}/funding-requests`).set(as('attorney-member'))).status,
    ).toBe(200);
  });
});
