/**
 * Funding requests from a case (issue 14): POST /funding-requests, the owner's review and the factoring
 * company's decision with reasons and history, who is told of what, and GET /funding-requests/{id}/case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, format, isCaseOpen, notificationTarget } from '@casebridge/domain';
import type { FactoringCompany, FundingCaseFacts, FundingRequest, LegalCase } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-admin',
  'attorney-member',
  'basic-attorney-owner',
  'health-provider-owner',
  'claimant',
  'user',
  'super-user',
  'factoring-company',
  'owner-pending-review',
];
let legalCase: LegalCase;
let summit: FactoringCompany;
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
  const store = api.server.store;
  const firm = userOfRole(api, 'attorney-owner').companyId!;
  legalCase = store
    .collection('cases')
    .findBy('attorneyCompanyId', firm)
    .find((c) => isCaseOpen(c.status) && !c.mergedIntoCaseId)!;
  const record = store
    .collection('factoringCompanies')
    .findOne('companyId', userOfRole(api, 'factoring-company').companyId!)!;
  // Summit takes both types, in the case's state, from 1,000 to 50,000.
  summit = store.update('factoringCompanies', record.id, {
    requestTypes: ['LIEN_PURCHASE', 'ADVANCE'],
    stateCodes: [legalCase.accidentState],
    minRequestAmount: 1000,
    maxRequestAmount: 50_000,
  });
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const body = (patch: Record<string, unknown> = {}) => ({
  caseId: legalCase.id,
  factoringCompanyId: summit.id,
  type: 'ADVANCE',
  requestFor: 'CLIENT',
  amount: 12_000,
  note: 'Client needs help with rent while treating.',
  ...patch,
});
const ask = (role: string, patch: Record<string, unknown> = {}) =>
  api.http.post('/api/funding-requests').set(as(role)).send(body(patch));
const move = (id: string, status: string, role: string, reason?: string) =>
  api.http
    .put(`/api/funding-requests/${id}/status`)
    .set(as(role))
    .send(reason === undefined ? { status } : { status, reason });
const fieldsOf = (res: { body: unknown }) => (res.body as { fields: Record<string, string> }).fields;
const notesOf = (userId: string, requestId: string) =>
  api.server.store
    .collection('notifications')
    .findBy('userId', userId)
    .filter((n) => n.section === 'FUNDING_REQUEST' && n.extra === `${legalCase.id}:${requestId}`);
const lenders = () =>
  api.server.store
    .collection('users')
    .findBy('companyId', summit.companyId)
    .filter((u) => u.status === 'ACTIVE');
const mailsToSummit = () => [...api.server.store.collection('outbox').findBy('to', summit.email)];

describe('POST /funding-requests', () => {
  it("starts a member's request in OWNER_REVIEW and asks the firm's owners and admins to review it", async () => {
    const mails = mailsToSummit().length;
    const res = await ask('attorney-member');
    expect(res.status).toBe(201);
    const created = res.body as FundingRequest;
    const member = userOfRole(api, 'attorney-member');
    expect(created).toMatchObject({
      status: 'OWNER_REVIEW',
      requestedBy: member.id,
      attorneyCompanyId: legalCase.attorneyCompanyId,
      note: 'Client needs help with rent while treating.',
      rejectReason: null,
    });
    expect(created.history).toEqual([
      expect.objectContaining({ status: 'OWNER_REVIEW', byId: member.id, reason: null }),
    ]);
    for (const role of ['attorney-owner', 'attorney-admin']) {
      const [note, ...more] = notesOf(userOfRole(api, role).id, created.id);
      expect(more).toEqual([]);
      expect(note).toMatchObject({ action: 'REQUEST' });
      // On the case's Funding tab (issue 40 item 35).
      expect(notificationTarget(note!, 'firm')).toBe(`/cases/${legalCase.id}?tab=funding`);
    }
    expect(notesOf(member.id, created.id)).toEqual([]);
    expect(lenders().flatMap((u) => notesOf(u.id, created.id))).toEqual([]);
    expect(mailsToSummit()).toHaveLength(mails);
    const activity = api.server.store.collection('caseActivities').findBy('caseId', legalCase.id);
    expect(activity.some((a) => a.action === 'FUNDING_REQUESTED' && a.actorId === member.id)).toBe(true);
  });

  it("sends an owner's or admin's request straight to the factoring company, notified and e-mailed", async () => {
    for (const role of ['attorney-owner', 'attorney-admin']) {
      const mails = mailsToSummit().length;
      const res = await ask(role, { type: 'LIEN_PURCHASE', requestFor: 'FIRM', amount: 50_000 });
      expect([role, res.status]).toEqual([role, 201]);
      const created = res.body as FundingRequest;
      expect(created.status).toBe('PENDING');
      expect(created.history.map((h) => h.status)).toEqual(['PENDING']);
      expect(lenders().length).toBeGreaterThan(0);
      for (const lender of lenders()) {
        const [note] = notesOf(lender.id, created.id);
        expect(note).toMatchObject({ action: 'REQUEST' });
        expect(notificationTarget(note!, 'factoring')).toBe(`/funding-request-details/${created.id}`);
      }
      expect(mailsToSummit()).toHaveLength(mails + 1);
      expect(mailsToSummit().at(-1)!.body).toContain(legalCase.folio);
    }
  });

  it('refuses bad input field by field', async () => {
    const missing = await api.http.post('/api/funding-requests').set(as('attorney-owner')).send({});
    expect(missing.status).toBe(400);
    expect(Object.keys(fieldsOf(missing))).toEqual(
      expect.arrayContaining(['caseId', 'factoringCompanyId', 'type', 'requestFor', 'amount']),
    );
    expect(fieldsOf(await ask('attorney-owner', { type: 'GIFT' }))['type']).toBe(MESSAGES.invalidOption);
    expect((await ask('attorney-owner', { amount: -5 })).status).toBe(400);
    expect((await ask('attorney-owner', { note: 'x'.repeat(1001) })).status).toBe(400);
    const unknown = await ask('attorney-owner', { factoringCompanyId: 'nope' });
    expect(fieldsOf(unknown)['factoringCompanyId']).toBe(MESSAGES.fundingFactoringUnavailable);
    const values = { company: summit.name, state: legalCase.accidentState, min: '$1,000', max: '$50,000' };
    expect(fieldsOf(await ask('attorney-owner', { amount: 999 }))['amount']).toBe(
      format(MESSAGES.fundingAmountOutOfRange, values),
    );
    expect(fieldsOf(await ask('attorney-owner', { amount: 50_001 }))['amount']).toBe(
      format(MESSAGES.fundingAmountOutOfRange, values),
    );
    const store = api.server.store;
    store.update('factoringCompanies', summit.id, { requestTypes: ['ADVANCE'] });
    expect(fieldsOf(await ask('attorney-owner', { type: 'LIEN_PURCHASE' }))['type']).toBe(
      format(MESSAGES.fundingTypeNotOffered, values),
    );
    store.update('factoringCompanies', summit.id, { stateCodes: ['ZZ'] });
    expect(fieldsOf(await ask('attorney-owner'))['factoringCompanyId']).toBe(
      format(MESSAGES.fundingStateNotServed, values),
    );
    store.update('factoringCompanies', summit.id, summit);
    const { id: _summitId, ...offer } = summit;
    const unvalidated = store.insert('factoringCompanies', {
      ...offer,
      companyId: userOfRole(api, 'owner-pending-review').companyId!,
    });
    expect(fieldsOf(await ask('attorney-owner', { factoringCompanyId: unvalidated.id }))).toEqual({
      factoringCompanyId: MESSAGES.fundingFactoringUnavailable,
    });
    expect(store.collection('fundingRequests').findBy('factoringCompanyId', unvalidated.id)).toEqual([]);
  });

  it('is for the case’s law firm only: 403 for other kinds of users, 404 for a case the caller may not see', async () => {
    api.server.store.update('cases', legalCase.id, {
      collaboratorCompanyIds: [
        ...new Set([
          ...legalCase.collaboratorCompanyIds,
          userOfRole(api, 'health-provider-owner').companyId!,
        ]),
      ],
    });
    for (const role of ['health-provider-owner', 'claimant', 'user', 'super-user', 'factoring-company'])
      expect([role, (await ask(role)).status]).toEqual([role, 403]);
    expect((await ask('basic-attorney-owner')).status).toBe(404);
    expect((await ask('attorney-owner', { caseId: 'nope' })).status).toBe(404);
  });

  it('refuses a settled, closed, withdrawn or merged case with 409', async () => {
    const store = api.server.store;
    for (const patch of [
      { status: 'CLOSED' },
      { status: 'WITHDRAWN' },
      { status: 'SETTLED' },
      { mergedIntoCaseId: 'another' },
    ] as const) {
      store.update('cases', legalCase.id, patch);
      const res = await ask('attorney-owner');
      expect([patch, res.status]).toEqual([patch, 409]);
      expect((res.body as { message: string }).message).toBe(MESSAGES.fundingCaseClosed);
      store.update('cases', legalCase.id, { status: legalCase.status, mergedIntoCaseId: null });
    }
  });
});

describe('reviewing and deciding a request', () => {
  it('needs a reason to reject, keeps it, and grows the history on every move', async () => {
    const created = (await ask('attorney-member')).body as FundingRequest;
    const noReason = await move(created.id, 'OWNER_REJECTED', 'attorney-owner');
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason)['reason']).toBe(MESSAGES.fieldRequired);
    expect(fieldsOf(await move(created.id, 'OWNER_REJECTED', 'attorney-owner', '  '))['reason']).toBe(
      MESSAGES.fieldRequired,
    );
    const res = await move(created.id, 'OWNER_REJECTED', 'attorney-owner', 'Case value too low');
    expect(res.status).toBe(200);
    const rejected = res.body as FundingRequest;
    const owner = userOfRole(api, 'attorney-owner');
    expect(rejected.rejectReason).toBe('Case value too low');
    expect(rejected.history.map((h) => [h.status, h.byId, h.reason])).toEqual([
      ['OWNER_REVIEW', userOfRole(api, 'attorney-member').id, null],
      ['OWNER_REJECTED', owner.id, 'Case value too low'],
    ]);
    expect(rejected.history[1]!.byName).toBe(`${owner.name} ${owner.lastName}`);
    // The member hears of the owner's decision; the owner is not told of their own act.
    expect(notesOf(userOfRole(api, 'attorney-member').id, created.id).map((n) => n.action)).toEqual([
      'REJECT',
    ]);
    expect(notesOf(owner.id, created.id).map((n) => n.action)).toEqual(['REQUEST']);
    expect((await move(created.id, 'PENDING', 'attorney-owner')).status).toBe(409);
    const read = await api.http.get(`/api/funding-requests/${created.id}`).set(as('super-user'));
    expect(read.body).toMatchObject({ note: created.note, rejectReason: 'Case value too low' });
    expect((read.body as FundingRequest).history).toHaveLength(2);
  });

  it('tells the factoring company when the owner sends a member’s request on, then lets it decide', async () => {
    const created = (await ask('attorney-member', { amount: 4000 })).body as FundingRequest;
    const mails = mailsToSummit().length;
    expect(lenders().flatMap((u) => notesOf(u.id, created.id))).toEqual([]);
    expect((await move(created.id, 'PENDING', 'attorney-owner')).status).toBe(200);
    for (const lender of lenders())
      expect(notesOf(lender.id, created.id).map((n) => n.action)).toEqual(['REQUEST']);
    expect(mailsToSummit()).toHaveLength(mails + 1);
    expect(notesOf(userOfRole(api, 'attorney-member').id, created.id).map((n) => n.action)).toEqual([
      'ACCEPT',
    ]);
    expect((await move(created.id, 'REJECTED', 'factoring-company')).status).toBe(400);
    const declined = await move(created.id, 'REJECTED', 'factoring-company', 'Liability unclear');
    expect(declined.status).toBe(200);
    const body = declined.body as FundingRequest;
    expect(body.rejectReason).toBe('Liability unclear');
    expect(body.history.map((h) => h.status)).toEqual(['OWNER_REVIEW', 'PENDING', 'REJECTED']);
    expect(notesOf(userOfRole(api, 'attorney-member').id, created.id).map((n) => n.action)).toEqual([
      'ACCEPT',
      'REJECT_AS_FACTORING',
    ]);
    expect((await move(created.id, 'APPROVED', 'factoring-company')).status).toBe(409);
  });
});

describe('GET /funding-requests/{id}/case', () => {
  it('gives the factoring company asked, the firm and staff the case facts; 404 to anyone else', async () => {
    const created = (await ask('attorney-owner')).body as FundingRequest;
    const res = await api.http.get(`/api/funding-requests/${created.id}/case`).set(as('factoring-company'));
    expect(res.status).toBe(200);
    const billed = api.server.store
      .collection('bills')
      .findBy('caseId', legalCase.id)
      .reduce((sum, b) => sum + (b.voidedAt === null ? b.amountCents : 0), 0);
    const firm = api.server.store.collection('companies').get(legalCase.attorneyCompanyId)!;
    expect(res.body as FundingCaseFacts).toEqual({
      requestId: created.id,
      caseId: legalCase.id,
      folio: legalCase.folio,
      caseType: legalCase.caseType,
      caseStatus: legalCase.status,
      accidentDate: legalCase.accidentDate,
      accidentState: legalCase.accidentState,
      policeReport: legalCase.policeReport,
      policyLimit: legalCase.policyLimit,
      billedTotal: billed / 100,
      firmName: firm.name,
    });
    expect((await api.http.get(`/api/cases/${legalCase.id}`).set(as('factoring-company'))).status).toBe(404);
    for (const role of ['attorney-member', 'user'])
      expect((await api.http.get(`/api/funding-requests/${created.id}/case`).set(as(role))).status).toBe(200);
    for (const role of ['basic-attorney-owner', 'health-provider-owner', 'claimant'])
      expect([
        role,
        (await api.http.get(`/api/funding-requests/${created.id}/case`).set(as(role))).status,
      ]).toEqual([role, 404]);
    const other = [...api.server.store.collection('fundingRequests').all()].find(
      (r) => r.factoringCompanyId !== summit.id,
    )!;
    expect(
      (await api.http.get(`/api/funding-requests/${other.id}/case`).set(as('factoring-company'))).status,
    ).toBe(404);
    expect((await api.http.get('/api/funding-requests/nope/case').set(as('super-user'))).status).toBe(404);
  });
});
