import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { LegalCaseView, NoteView } from '@casebridge/domain';
import { bearer, signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-member',
  'support',
  'health-provider-owner',
  'claimant',
  'factoring-company',
  'user',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const userOf = (role: string) => userOfRole(api, role);
const cases = () => [...api.server.store.collection('cases').all()];
const firmId = () => userOf('attorney-owner').companyId!;
const totalOf = (res: { headers: Record<string, string> }) =>
  Number(res.headers['content-range']?.split('/')[1]);
const firmCase = () => cases().find((c) => c.attorneyCompanyId === firmId())!;
const otherFirmCase = () => cases().find((c) => c.attorneyCompanyId !== firmId())!;
const newCase = (overrides: Record<string, unknown> = {}) => ({
  claimantName: 'Dana Rivers',
  claimantEmail: 'dana.rivers@mail.test',
  caseType: 'AUTO_ACCIDENT',
  accidentDate: '2026-06-01',
  accidentCity: 'Austin',
  accidentState: 'TX',
  policeReport: 'YES',
  insuranceCarrier: 'GEICO',
  policyLimit: 50000,
  statuteOfLimitationsDate: '2028-06-01',
  description: 'Rear-end collision',
  ...overrides,
});

describe('who sees which case', () => {
  it('lists the firm its own cases only, with search, filter and sort', async () => {
    const res = await api.http.get('/api/cases?range=[0,99]').set(as('attorney-member'));
    expect(res.status).toBe(200);
    expect(totalOf(res)).toBe(cases().filter((c) => c.attorneyCompanyId === firmId()).length);
    expect((res.body as LegalCaseView[]).every((c) => c.access === 'FIRM')).toBe(true);
    const one = firmCase();
    const found = await api.http
      .get(`/api/cases?filter=${encodeURIComponent(JSON.stringify({ q: one.folio }))}`)
      .set(as('attorney-owner'));
    expect((found.body as LegalCaseView[]).map((c) => c.id)).toContain(one.id);
    const sorted = await api.http
      .get('/api/cases?sort=["folio","ASC"]&range=[0,9]')
      .set(as('attorney-owner'));
    const folios = (sorted.body as LegalCaseView[]).map((c) => c.folio);
    expect(folios).toEqual([...folios].sort());
    expect(
      (await api.http.get('/api/cases?sort=["passwordHash","ASC"]').set(as('attorney-owner'))).status,
    ).toBe(400);
  });

  it('shows a provider only the cases it collaborates on, and 404 for the others', async () => {
    const provider = userOf('health-provider-owner').companyId!;
    const res = await api.http.get('/api/cases?range=[0,199]').set(as('health-provider-owner'));
    expect(totalOf(res)).toBe(cases().filter((c) => c.collaboratorCompanyIds.includes(provider)).length);
    const hidden = cases().find((c) => !c.collaboratorCompanyIds.includes(provider))!;
    expect((await api.http.get(`/api/cases/${hidden.id}`).set(as('health-provider-owner'))).status).toBe(404);
  });

  it('shows the claimant their own cases read-only, and 404 to other firms, factoring and unknown ids', async () => {
    const res = await api.http.get('/api/cases').set(as('claimant'));
    expect(totalOf(res)).toBeGreaterThan(0);
    // Their own view of each case (issue 39): never the firm's record.
    expect((res.body as object[]).every((c) => 'documents' in c && !('policyLimit' in c))).toBe(true);
    const own = (res.body as LegalCaseView[])[0]!;
    expect(
      (await api.http.put(`/api/cases/${own.id}/status`).set(as('claimant')).send({ status: 'TREATING' }))
        .status,
    ).toBe(403);
    expect((await api.http.get(`/api/cases/${otherFirmCase().id}`).set(as('attorney-owner'))).status).toBe(
      404,
    );
    expect((await api.http.get(`/api/cases/${firmCase().id}`).set(as('factoring-company'))).status).toBe(404);
    expect((await api.http.get('/api/cases/nope').set(as('attorney-owner'))).status).toBe(404);
    expect((await api.http.get('/api/cases')).status).toBe(401);
  });
});

describe('case writes', () => {
  it('creates a case, invites the claimant by e-mail and logs it; bad input is refused with messages', async () => {
    const res = await api.http
      .post('/api/cases')
      .set(as('attorney-member'))
      .send(newCase({ inviteClaimant: true }));
    expect(res.status).toBe(201);
    const created = res.body as LegalCaseView;
    expect(created).toMatchObject({
      status: 'INTAKE',
      access: 'FIRM',
      attorneyUserId: userOf('attorney-member').id,
    });
    expect(api.mailsTo('dana.rivers@mail.test')).toHaveLength(1);
    const log = await api.http.get(`/api/cases/${created.id}/activity`).set(as('attorney-owner'));
    expect((log.body as { action: string }[])[0]!.action).toBe('CASE_CREATED');
    const bad = await api.http
      .post('/api/cases')
      .set(as('attorney-owner'))
      .send(newCase({ claimantName: '', accidentDate: '2099-01-01', caseType: 'X' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.fieldRequired);
    expect((await api.http.post('/api/cases').set(as('health-provider-owner')).send(newCase())).status).toBe(
      403,
    );
  });

  it('moves a case along its status graph, refuses other moves, and records each change', async () => {
    const created = (await api.http.post('/api/cases').set(as('attorney-owner')).send(newCase()))
      .body as LegalCaseView;
    const moved = await api.http
      .put(`/api/cases/${created.id}/status`)
      .set(as('attorney-owner'))
      .send({ status: 'TREATING', comment: 'First visit booked' });
    expect(moved.status).toBe(200);
    expect((moved.body as LegalCaseView).status).toBe('TREATING');
    const refused = await api.http
      .put(`/api/cases/${created.id}/status`)
      .set(as('attorney-owner'))
      .send({ status: 'INTAKE' });
    expect(refused.status).toBe(409);
    const log = (await api.http.get(`/api/cases/${created.id}/activity`).set(as('attorney-owner'))).body as {
      detail: string;
    }[];
    expect(log[0]!.detail).toContain('First visit booked');
    expect(
      (
        await api.http
          .put(`/api/cases/${created.id}/status`)
          .set(as('attorney-owner'))
          .send({ status: 'NOPE' })
      ).status,
    ).toBe(400);
  });

  it('refuses a BASIC firm without cases left with the out-of-cases sentence, and buying a pack lets it create', async () => {
    const firm = api.server.store.collection('companies').get(firmId())!;
    const sub = api.server.store.collection('subscriptions').findOne('companyId', firm.id)!;
    api.server.store.update('subscriptions', sub.id, { planType: 'BASIC' });
    api.server.store.update('companies', firm.id, { caseResume: { ...firm.caseResume, totalAvailable: 0 } });
    const refused = await api.http.post('/api/cases').set(as('attorney-owner')).send(newCase());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.outOfCases);
    const card = {
      email: 'owner@hartwell-law.test',
      nameOnCard: 'Ann Owner',
      cardNumber: '4242424242424242',
      expiration: '12/30',
      securityCode: '123',
      zip: '78701',
    };
    expect(
      (
        await api.http
          .post(`/api/subscriptions/company/${firm.id}/buy-cases`)
          .set(as('attorney-member'))
          .send({ paymentMethodId: 'x', itemQuantity: 1 })
      ).status,
    ).toBe(403);
    const declined = await api.http
      .post(`/api/subscriptions/company/${firm.id}/buy-cases`)
      .set(as('attorney-owner'))
      .send({ paymentMethodId: 'new', itemQuantity: 1, card: { ...card, cardNumber: '4000000000000002' } });
    expect(declined.status).toBe(402);
    const bought = await api.http
      .post(`/api/subscriptions/company/${firm.id}/buy-cases`)
      .set(as('attorney-owner'))
      .send({ paymentMethodId: 'new', itemQuantity: 1, card });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ amount: 49, caseResume: { totalAvailable: 10 } });
    expect((await api.http.post('/api/cases').set(as('attorney-owner')).send(newCase())).status).toBe(201);
    const resume = await api.http.get(`/api/companies/${firm.id}/case-resume`).set(as('attorney-owner'));
    expect(resume.body.totalAvailable).toBe(9);
    expect(
      (await api.http.get(`/api/companies/${firm.id}/case-resume`).set(as('health-provider-owner'))).status,
    ).toBe(404);
    api.server.store.update('subscriptions', sub.id, { planType: 'PRO' });
  });
});

describe('notes and collaborators', () => {
  it('keeps internal notes from collaborators; only the author edits or deletes', async () => {
    const provider = userOf('health-provider-owner').companyId!;
    const shared = cases().find(
      (c) => c.attorneyCompanyId === firmId() && c.collaboratorCompanyIds.includes(provider),
    )!;
    const internal = await api.http
      .post('/api/notes')
      .set(as('attorney-owner'))
      .send({ caseId: shared.id, text: 'Settlement floor 40k', visibility: 'INTERNAL' });
    expect(internal.status).toBe(201);
    const seen = (
      await api.http.get(`/api/notes?caseId=${shared.id}&range=[0,99]`).set(as('health-provider-owner'))
    ).body as NoteView[];
    expect(seen.some((n) => n.text === 'Settlement floor 40k')).toBe(false);
    expect(seen.every((n) => n.visibility === 'SHARED')).toBe(true);
    const id = (internal.body as NoteView).id;
    expect(
      (await api.http.put(`/api/notes/${id}`).set(as('health-provider-owner')).send({ text: 'x' })).status,
    ).toBe(404);
    expect(
      (await api.http.put(`/api/notes/${id}`).set(as('attorney-member')).send({ text: 'x' })).status,
    ).toBe(403);
    expect((await api.http.put(`/api/notes/${id}`).set(as('attorney-owner')).send({ text: '' })).status).toBe(
      400,
    );
    expect((await api.http.delete(`/api/notes/${id}`).set(as('attorney-owner'))).status).toBe(200);
    expect((await api.http.get('/api/notes').set(as('attorney-owner'))).status).toBe(400);
    expect(
      (await api.http.get(`/api/notes?caseId=${otherFirmCase().id}`).set(as('attorney-owner'))).status,
    ).toBe(404);
  });

  it('adds and removes a collaborator (the firm only), who then sees the case', async () => {
    const facility = userOf('facility-owner');
    const provider = userOf('health-provider-owner').companyId!;
    const target = cases().find(
      (c) =>
        c.attorneyCompanyId === firmId() &&
        !c.collaboratorCompanyIds.includes(facility.companyId!) &&
        !c.collaboratorCompanyIds.includes(provider),
    )!;
    expect(
      (
        await api.http
          .post(`/api/cases/${target.id}/collaborators`)
          .set(as('health-provider-owner'))
          .send({ companyId: facility.companyId })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.http
          .post(`/api/cases/${target.id}/collaborators`)
          .set(as('attorney-owner'))
          .send({ companyId: 'nope' })
      ).status,
    ).toBe(400);
    const added = await api.http
      .post(`/api/cases/${target.id}/collaborators`)
      .set(as('attorney-owner'))
      .send({ companyId: facility.companyId });
    expect(added.status).toBe(200);
    const facilityToken = bearer(await api.tokenFor(facility.email));
    expect((await api.http.get(`/api/cases/${target.id}`).set(facilityToken)).status).toBe(200);
    expect(
      (
        await api.http
          .delete(`/api/cases/${target.id}/collaborators/${facility.companyId}`)
          .set(as('attorney-owner'))
      ).status,
    ).toBe(200);
    expect((await api.http.get(`/api/cases/${target.id}`).set(facilityToken)).status).toBe(404);
  });

  it('stars per user, and deletes only for the owner or admin', async () => {
    const target = firmCase();
    const starred = await api.http.put(`/api/cases/${target.id}/favorite`).set(as('attorney-member'));
    expect((starred.body as LegalCaseView).favorite).toBe(true);
    const own = (await api.http.get(`/api/cases/${target.id}`).set(as('attorney-owner')))
      .body as LegalCaseView;
    const favs = await api.http
      .get(`/api/cases?filter=${encodeURIComponent('{"favorite":true}')}&range=[0,99]`)
      .set(as('attorney-member'));
    expect((favs.body as LegalCaseView[]).map((c) => c.id)).toContain(target.id);
    void own;
    // An empty case (a seeded one has billing, so it cannot be deleted: caseDeletion.test.ts).
    const empty = (await api.http.post('/api/cases').set(as('attorney-owner')).send(newCase()))
      .body as LegalCaseView;
    expect((await api.http.delete(`/api/cases/${empty.id}`).set(as('attorney-member'))).status).toBe(403);
    expect((await api.http.delete(`/api/cases/${empty.id}`).set(as('attorney-owner'))).status).toBe(200);
    expect((await api.http.get(`/api/cases/${empty.id}`).set(as('attorney-owner'))).status).toBe(404);
  });
});
