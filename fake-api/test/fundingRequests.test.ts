import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_STATUSES, MESSAGES, format, isFundingVisibleToFactoring } from '@casebridge/domain';
import type { FundingRequestView, FundingRequest, FundingStatus } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const role of [
    'super-user',
    'user',
    'factoring-company',
    'attorney-owner',
    'attorney-member',
    'health-provider-owner',
  ])
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
const move = (id: string, status: string, role: string, reason = 'Not enough documents') =>
  api.http.put(`/api/funding-requests/${id}/status`).set(as(role)).send({ status, reason });

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
    // Sent to it, and past the firm's own review (fundingFactoringScope.test.ts checks what is left out).
    const mine = requests().filter(
      (r) => r.factoringCompanyId === summit().id && isFundingVisibleToFactoring(r.status),
    );
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
    const unknownField = encodeURIComponent(JSON.stringify({ secret: 1 }));
    expect((await api.http.get(`/api/funding-requests?filter=${unknownField}`).set(as('user'))).status).toBe(
      400,
    );
  });

  it('counts per status with the same filter as the list (status aside)', async () => {
    const filter = { type: 'LIEN_PURCHASE' };
    const counts = (
      await api.http
        .get(`/api/funding-requests/statuses/count?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .set(as('super-user'))
    ).body as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual([...FUNDING_STATUSES].sort());
    for (const status of FUNDING_STATUSES) {
      const listed = await api.http
        .get(`/api/funding-requests?filter=${encodeURIComponent(JSON.stringify({ ...filter, status }))}`)
        .set(as('super-user'));
      expect([status, totalOf(listed)]).toEqual([status, counts[status]]);
    }
  });

  it('sorts by updatedAt DESC by default and pages with size/page', async () => {
    const page0 = (await api.http.get('/api/funding-requests?size=3&page=0').set(as('user')))
      .body as FundingRequest[];
    const page1 = await api.http.get('/api/funding-requests?size=3&page=1').set(as('user'));
    expect(page0).toHaveLength(3);
    expect(page1.headers['content-range']).toMatch(/^funding-requests 3-5\//);
    const dates = page0.map((r) => r.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('funding request transitions', () => {
  /** A new request of the attorney owner's firm, asked by the firm's member, sent to Summit (or `to`). */
  const fresh = (status: FundingStatus, to = summit().id): FundingRequest => {
    const firm = userOf('attorney-owner').companyId!;
    const legalCase = api.server.store.collection('cases').findOne('attorneyCompanyId', firm)!;
    const now = new Date().toISOString();
    return api.server.store.insert('fundingRequests', {
      caseId: legalCase.id,
      attorneyCompanyId: firm,
      factoringCompanyId: to,
      requestedBy: userOf('attorney-member').id,
      status,
      requestFor: 'CLIENT',
      type: 'ADVANCE',
      note: '',
      rejectReason: null,
      history: [],
      amount: 12_345,
      createdAt: now,
      updatedAt: now,
    });
  };
  const notesOf = (role: string, requestId: string) =>
    api.server.store
      .collection('notifications')
      .findBy('userId', userOf(role).id)
      .filter((n) => n.section === 'FUNDING_REQUEST' && n.extra.endsWith(requestId));

  it('lets the firm owner accept its own review, then the factoring company approve', async () => {
    const request = firmRequest('OWNER_REVIEW');
    expect((await move(request.id, 'PENDING', 'attorney-member')).status).toBe(403);
    const reviewed = await move(request.id, 'PENDING', 'attorney-owner');
    expect(reviewed.status).toBe(200);
    expect((reviewed.body as FundingRequest).status).toBe('PENDING');
    expect((reviewed.body as FundingRequest).updatedAt > request.updatedAt).toBe(true);
    expect((await move(request.id, 'APPROVED', 'attorney-owner')).status).toBe(403);
    const approved = await move(request.id, 'APPROVED', 'factoring-company');
    expect((approved.body as FundingRequest).status).toBe('APPROVED');
    // The owner is told of the factoring company's decision, not of their own review.
    const ownerNotes = notesOf('attorney-owner', request.id).map((n) => n.action);
    expect(ownerNotes).toContain('ACCEPT_AS_FACTORING');
    expect(ownerNotes).not.toContain('ACCEPT');
    const funded = await api.http
      .get(`/api/cases/${request.caseId}/users-funded-by-me`)
      .set(as('factoring-company'));
    expect(funded.status).toBe(200);
    expect((funded.body as { id: string }[]).some((u) => u.id === request.requestedBy)).toBe(true);
  });

  it('lets the firm owner reject its own review and the factoring company reject a pending one', async () => {
    const review = fresh('OWNER_REVIEW');
    const rejected = await move(review.id, 'OWNER_REJECTED', 'attorney-owner');
    expect(rejected.status).toBe(200);
    expect((rejected.body as FundingRequest).status).toBe('OWNER_REJECTED');
    const pending = fresh('PENDING');
    expect((await move(pending.id, 'REJECTED', 'attorney-owner')).status).toBe(403);
    const declined = await move(pending.id, 'REJECTED', 'factoring-company');
    expect((declined.body as FundingRequest).status).toBe('REJECTED');
    expect(notesOf('attorney-owner', pending.id)[0]).toMatchObject({
      action: 'REJECT_AS_FACTORING',
      receiver: { id: userOf('attorney-owner').id },
    });
    expect(notesOf('attorney-member', pending.id)).toHaveLength(1);
  });

  it('lets a super user move along every edge', async () => {
    const edges: [FundingStatus, FundingStatus][] = [
      ['OWNER_REVIEW', 'PENDING'],
      ['OWNER_REVIEW', 'OWNER_REJECTED'],
      ['PENDING', 'APPROVED'],
      ['PENDING', 'REJECTED'],
    ];
    for (const [from, to] of edges) {
      const res = await move(fresh(from).id, to, 'super-user');
      expect([from, to, res.status]).toEqual([from, to, 200]);
    }
  });

  it('refuses a move off the graph with 409, a plain user with 403 and a bad status with 400', async () => {
    const done = fresh('APPROVED');
    const refused = await move(done.id, 'PENDING', 'super-user');
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(
      format(MESSAGES.fundingTransitionNotAllowed, { from: 'Accepted', to: 'Pending' }),
    );
    expect((await move(done.id, 'PENDING', 'attorney-owner')).status).toBe(409);
    expect((await move(done.id, 'PENDING', 'user')).status).toBe(403);
    const pending = fresh('PENDING');
    expect((await move(pending.id, 'OWNER_REVIEW', 'factoring-company')).status).toBe(409);
    expect((await move(pending.id, 'REJECTED', 'user')).status).toBe(403);
    const bad = await move(pending.id, 'MAYBE', 'super-user');
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Record<string, string> }).fields['status']).toBe(MESSAGES.invalidOption);
    expect((await move('nope', 'PENDING', 'super-user')).status).toBe(404);
    expect(api.server.store.collection('fundingRequests').get(pending.id)!.status).toBe('PENDING');
  });

  it("gives factoring staff 404 for another company's request, even to move it", async () => {
    const other = [...api.server.store.collection('factoringCompanies').all()].find(
      (fc) => fc.id !== summit().id,
    )!;
    const request = fresh('PENDING', other.id);
    expect((await move(request.id, 'APPROVED', 'factoring-company')).status).toBe(404);
    expect((await api.http.get('/api/funding-requests/nope').set(as('super-user'))).status).toBe(404);
  });

  it("answers a case's requests to staff, to the case's firm and to factoring staff (theirs only)", async () => {
    const request = firmRequest('OWNER_REJECTED');
    const staff = await api.http.get(`/api/cases/${request.caseId}/funding-requests`).set(as('user'));
    expect((staff.body as FundingRequest[]).map((r) => r.id)).toContain(request.id);
    expect(
      (await api.http.get(`/api/cases/${request.caseId}/funding-requests`).set(as('attorney-member'))).status,
    ).toBe(200);
    const lender = await api.http
      .get(`/api/cases/${request.caseId}/funding-requests`)
      .set(as('factoring-company'));
    expect((lender.body as FundingRequest[]).every((r) => r.factoringCompanyId === summit().id)).toBe(true);
    expect((await api.http.get('/api/cases/nope/funding-requests').set(as('user'))).status).toBe(404);
    // Another company's users learn nothing, not even that the case exists.
    expect(
      (await api.http.get(`/api/cases/${request.caseId}/funding-requests`).set(as('health-provider-owner')))
        .status,
    ).toBe(404);
  });

  it('names the case and both companies beside their ids', async () => {
    const request = firmRequest('PENDING');
    const res = await api.http.get(`/api/funding-requests/${request.id}`).set(as('user'));
    const store = api.server.store;
    expect(res.body).toMatchObject({
      caseFolio: store.collection('cases').get(request.caseId)!.folio,
      attorneyCompanyName: store.collection('companies').get(request.attorneyCompanyId)!.name,
      factoringCompanyName: store.collection('factoringCompanies').get(request.factoringCompanyId)!.name,
    });
    const list = await api.http.get('/api/funding-requests?range=[0,4]').set(as('user'));
    for (const row of list.body as FundingRequestView[]) expect(row.caseFolio).not.toBe('');
  });

  it('answers users funded by me only to factoring staff, and 404 for an unknown case', async () => {
    const request = firmRequest('OWNER_REJECTED');
    expect(
      (await api.http.get(`/api/cases/${request.caseId}/users-funded-by-me`).set(as('super-user'))).status,
    ).toBe(403);
    expect(
      (await api.http.get('/api/cases/nope/users-funded-by-me').set(as('factoring-company'))).status,
    ).toBe(404);
  });
});
