/** The Collaborators tab's calls: list with billed amounts, search of validated companies, add, remove, reassign. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_FLOW_MESSAGES, COLLABORATING_COMPANY_TYPES } from '@casebridge/domain';
import type { CaseCollaborator, CollaboratorCandidate, LegalCaseView } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = [
  'attorney-owner',
  'attorney-member',
  'health-provider-owner',
  'claimant',
  'basic-attorney-owner',
];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const userOf = (role: string) => userOfRole(api, role);
const companyOf = (role: string) => userOf(role).companyId!;
const cases = () => [...api.server.store.collection('cases').all()];
const firmCases = () => cases().filter((c) => c.attorneyCompanyId === companyOf('attorney-owner'));
const sharedCase = () =>
  firmCases().find((c) => c.collaboratorCompanyIds.includes(companyOf('health-provider-owner')))!;
const otherFirmCase = () => cases().find((c) => c.attorneyCompanyId !== companyOf('attorney-owner'))!;
const search = (caseId: string, q: string, role = 'attorney-owner') =>
  api.http.get(`/api/cases/${caseId}/collaborator-candidates?q=${encodeURIComponent(q)}`).set(as(role));

describe('GET /cases/{id}/collaborators', () => {
  it('shows the firm what each collaborator billed, a collaborator only its own, and refuses the claimant', async () => {
    const target = sharedCase();
    const bills = api.server.store.collection('bills').findBy('caseId', target.id);
    const firm = (await api.http.get(`/api/cases/${target.id}/collaborators`).set(as('attorney-owner')))
      .body as CaseCollaborator[];
    expect(firm.map((c) => c.companyId).sort()).toEqual([...target.collaboratorCompanyIds].sort());
    for (const c of firm) {
      const sum = bills
        .filter((b) => b.healthProviderCompanyId === c.companyId && b.voidedAt === null)
        .reduce((s, b) => s + b.amountCents / 100, 0);
      expect(c.billedAmount).toBeCloseTo(sum, 2);
    }
    const seen = (
      await api.http.get(`/api/cases/${target.id}/collaborators`).set(as('health-provider-owner'))
    ).body as CaseCollaborator[];
    for (const c of seen)
      expect(c.billedAmount === null).toBe(c.companyId !== companyOf('health-provider-owner'));
    const claimantCase = firmCases().find((c) => c.claimantId)!;
    expect(
      (await api.http.get(`/api/cases/${claimantCase.id}/collaborators`).set(as('claimant'))).status,
    ).toBe(403);
    expect(
      (await api.http.get(`/api/cases/${otherFirmCase().id}/collaborators`).set(as('attorney-owner'))).status,
    ).toBe(404);
    expect((await api.http.get('/api/cases/nope/collaborators').set(as('attorney-owner'))).status).toBe(404);
  });
});

describe('GET /cases/{id}/collaborator-candidates', () => {
  it('finds validated providers and facilities by name, without those already on the case', async () => {
    const target = sharedCase();
    const res = await search(target.id, 'Imaging');
    expect(res.status).toBe(200);
    const found = res.body as CollaboratorCandidate[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    const companies = api.server.store.collection('companies');
    for (const c of found) {
      const company = companies.get(c.companyId)!;
      expect(company.status).toBe('VALIDATED');
      expect(COLLABORATING_COMPANY_TYPES).toContain(company.type);
      expect(target.collaboratorCompanyIds).not.toContain(c.companyId);
    }
    const spine = (await search(target.id, 'Riverside Spine')).body as CollaboratorCandidate[];
    expect(spine.map((c) => c.companyId)).not.toContain(companyOf('health-provider-owner'));
    const elsewhere = firmCases().find(
      (c) => !c.collaboratorCompanyIds.includes(companyOf('health-provider-owner')),
    )!;
    const there = (await search(elsewhere.id, 'Riverside Spine')).body as CollaboratorCandidate[];
    expect(there.map((c) => c.companyId)).toContain(companyOf('health-provider-owner'));
  });

  it('refuses a short search, other companies and unknown cases', async () => {
    const target = sharedCase();
    const short = await search(target.id, 'a');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(CASE_FLOW_MESSAGES.searchTooShort);
    expect(
      (await api.http.get(`/api/cases/${target.id}/collaborator-candidates`).set(as('attorney-owner')))
        .status,
    ).toBe(400);
    expect((await search(target.id, 'Imaging', 'health-provider-owner')).status).toBe(403);
    expect((await search(target.id, 'Imaging', 'basic-attorney-owner')).status).toBe(404);
    expect((await search('nope', 'Imaging')).status).toBe(404);
    expect((await api.http.get(`/api/cases/${target.id}/collaborator-candidates?q=Imaging`)).status).toBe(
      401,
    );
  });
});

describe('adding and removing a collaborator', () => {
  it('adds only validated providers or facilities, and removes only a collaborator', async () => {
    const target = firmCases().find((c) => c.collaboratorCompanyIds.length === 0) ?? firmCases()[0]!;
    const companies = [...api.server.store.collection('companies').all()];
    const pending = companies.find((c) => c.type === 'HEALTH_PROVIDER' && c.status !== 'VALIDATED')!;
    const firm = companies.find((c) => c.type === 'ATTORNEY' && c.status === 'VALIDATED')!;
    const post = (companyId: string) =>
      api.http.post(`/api/cases/${target.id}/collaborators`).set(as('attorney-member')).send({ companyId });
    expect((await post(pending.id)).status).toBe(400);
    expect((await post(firm.id)).status).toBe(400);
    const facility = companies.find(
      (c) =>
        c.type === 'FACILITY' && c.status === 'VALIDATED' && !target.collaboratorCompanyIds.includes(c.id),
    )!;
    const added = await post(facility.id);
    expect(added.status).toBe(200);
    expect((added.body as LegalCaseView).collaboratorCompanyIds).toContain(facility.id);
    const removal = (companyId: string) =>
      api.http.delete(`/api/cases/${target.id}/collaborators/${companyId}`).set(as('attorney-member'));
    expect((await removal(firm.id)).status).toBe(404);
    expect((await removal(facility.id)).status).toBe(200);
    const log = (await api.http.get(`/api/cases/${target.id}/activity`).set(as('attorney-owner'))).body as {
      action: string;
    }[];
    expect(log.slice(0, 2).map((l) => l.action)).toEqual(['COLLABORATOR_REMOVED', 'COLLABORATOR_ADDED']);
  });
});

describe('PUT /cases/{id}/reassign', () => {
  it('gives the case to another active attorney of the firm, who is notified', async () => {
    const target = firmCases().find((c) => c.attorneyUserId !== userOf('attorney-member').id)!;
    const member = userOf('attorney-member');
    const before = api.server.store.collection('notifications').findBy('userId', member.id).length;
    const res = await api.http
      .put(`/api/cases/${target.id}/reassign`)
      .set(as('attorney-owner'))
      .send({ attorneyUserId: member.id });
    expect(res.status).toBe(200);
    expect((res.body as LegalCaseView).attorneyUserId).toBe(member.id);
    const notes = api.server.store.collection('notifications').findBy('userId', member.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({
      section: 'CASE',
      action: 'OWNERSHIP_TRANSFERED',
      caseFolio: target.folio,
    });
    const again = await api.http
      .put(`/api/cases/${target.id}/reassign`)
      .set(as('attorney-owner'))
      .send({ attorneyUserId: member.id });
    expect(again.status).toBe(409);
  });

  it('refuses support staff, other firms’ users, collaborators and unknown cases', async () => {
    const target = firmCases()[1]!;
    const put = (body: unknown, role = 'attorney-owner', id = target.id) =>
      api.http
        .put(`/api/cases/${id}/reassign`)
        .set(as(role))
        .send(body as object);
    const support = api.server.store.collection('users').findOne('email', 'support@hartwell-law.test')!;
    expect((await put({ attorneyUserId: support.id })).status).toBe(400);
    expect((await put({ attorneyUserId: userOf('basic-attorney-owner').id })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect(
      (await put({ attorneyUserId: userOf('attorney-member').id }, 'health-provider-owner', sharedCase().id))
        .status,
    ).toBe(403);
    expect(
      (await put({ attorneyUserId: userOf('attorney-member').id }, 'attorney-owner', otherFirmCase().id))
        .status,
    ).toBe(404);
    expect(
      (await put({ attorneyUserId: userOf('attorney-member').id }, 'attorney-owner', 'nope')).status,
    ).toBe(404);
  });
});
