/**
 * What a claimant may see (issue 39, items 10 and 11): every route a CLAIMANT can reach answers the claimant's
 * view of their own data, or 403/404 — never the firm's case record, its collaborators, bills, activity or
 * notes of other audiences; any other case is a 404. Notes have an audience (COMPANY, COLLABORATORS, CLAIMANT).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalCase, NoteView } from '@casebridge/domain';
import { bearer, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = ['claimant', 'attorney-owner', 'facility-owner', 'health-provider-owner'];
let mine: LegalCase;
let other: LegalCase;
const FIRM_ONLY = [
  'policyLimit',
  'insuranceCarrier',
  'collaboratorCompanyIds',
  'description',
  'claimantEmail',
];

beforeAll(async () => {
  api = await startTestApi();
  // Tokens issued directly: these tests are about what a signed-in claimant reads, not how they sign in.
  for (const role of ROLES) tokens[role] = bearer(await api.tokenOfUser(userOfRole(api, role).id));
  const claimant = api.server.store
    .collection('claimants')
    .findOne('userId', userOfRole(api, 'claimant').id)!;
  const cases = [...api.server.store.collection('cases').all()];
  const found = cases.find((c) => c.claimantId === claimant.id)!;
  const facility = userOfRole(api, 'facility-owner').companyId!;
  const provider = userOfRole(api, 'health-provider-owner').companyId!;
  // The claimant's case has the facility and the provider of the demo on it (as in the case).
  const collaborators = [...new Set([...found.collaboratorCompanyIds, facility, provider])];
  mine = api.server.store.update('cases', found.id, { collaboratorCompanyIds: collaborators });
  other = cases.find((c) => c.claimantId !== claimant.id && c.attorneyCompanyId === found.attorneyCompanyId)!;
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const get = (path: string, role = 'claimant') => api.http.get(`/api${path}`).set(as(role));
const note = (role: string, body: Record<string, unknown>) =>
  api.http
    .post('/api/notes')
    .set(as(role))
    .send({ caseId: mine.id, ...body });
const notesOf = async (role: string, caseId = mine.id) => {
  const res = await get(`/notes?caseId=${caseId}&range=[0,199]`, role);
  expect(res.status).toBe(200);
  return res.body as NoteView[];
};

/** No firm-only field anywhere in an answer (nested included). */
function expectNoFirmFields(body: unknown): void {
  const text = JSON.stringify(body);
  for (const field of FIRM_ONLY) expect(text, field).not.toContain(`"${field}"`);
}

describe('notes have an audience', () => {
  it('the claimant reads CLAIMANT notes only; collaborators never read another company’s own notes', async () => {
    const shared = await note('facility-owner', { visibility: 'SHARED', text: 'we accept 40% reduction' });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ audience: 'COLLABORATORS', visibility: 'SHARED' });
    const floor = await note('attorney-owner', { audience: 'COMPANY', text: 'settlement floor 40k' });
    const told = await note('attorney-owner', { audience: 'CLAIMANT', text: 'Your MRI is booked' });
    const facilityOwn = await note('facility-owner', { audience: 'COMPANY', text: 'facility only' });
    expect([floor.status, told.status, facilityOwn.status]).toEqual([201, 201, 201]);

    const claimantSees = await notesOf('claimant');
    expect(claimantSees.map((n) => n.text)).toContain('Your MRI is booked');
    expect(claimantSees.every((n) => n.audience === 'CLAIMANT')).toBe(true);
    const texts = claimantSees.map((n) => n.text);
    for (const hidden of ['we accept 40% reduction', 'settlement floor 40k', 'facility only'])
      expect(texts).not.toContain(hidden);

    const firmSees = (await notesOf('attorney-owner')).map((n) => n.text);
    expect(firmSees).toEqual(expect.arrayContaining(['we accept 40% reduction', 'settlement floor 40k']));
    expect(firmSees).toContain('Your MRI is booked');
    expect(firmSees).not.toContain('facility only');
    const providerSees = (await notesOf('health-provider-owner')).map((n) => n.text);
    expect(providerSees).toEqual(expect.arrayContaining(['we accept 40% reduction', 'Your MRI is booked']));
    expect(providerSees).not.toContain('settlement floor 40k');
    expect(providerSees).not.toContain('facility only');
    expect((await notesOf('facility-owner')).map((n) => n.text)).toContain('facility only');

    // A note the caller may not read is a 404 to its every route.
    const floorId = (floor.body as NoteView).id;
    expect((await api.http.put(`/api/notes/${floorId}`).set(as('claimant')).send({ text: 'x' })).status).toBe(
      404,
    );
    expect((await api.http.delete(`/api/notes/${floorId}`).set(as('facility-owner'))).status).toBe(404);
  });

  it('the seed’s notes of older visibility read with an audience; the claimant writes none', async () => {
    const legacy = api.server.store.insert('notes', {
      caseId: mine.id,
      authorId: mine.attorneyUserId,
      text: 'old shared note',
      visibility: 'SHARED',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect((await notesOf('claimant')).map((n) => n.id)).not.toContain(legacy.id);
    expect((await notesOf('health-provider-owner')).find((n) => n.id === legacy.id)?.audience).toBe(
      'COLLABORATORS',
    );
    expect((await note('claimant', { audience: 'CLAIMANT', text: 'hi' })).status).toBe(403);
    expect((await note('attorney-owner', { audience: 'EVERYONE', text: 'hi' })).status).toBe(400);
  });

  it('filters a case’s notes by audience', async () => {
    const res = await get(
      `/notes?caseId=${mine.id}&filter=${JSON.stringify({ audience: 'CLAIMANT' })}`,
      'attorney-owner',
    );
    expect(res.status).toBe(200);
    expect((res.body as NoteView[]).every((n) => n.audience === 'CLAIMANT')).toBe(true);
  });
});

describe('every route a claimant reaches answers their view or 403/404', () => {
  const file = () => api.server.store.collection('files').findBy('caseId', mine.id)[0]!;
  const provider = () => mine.collaboratorCompanyIds[0]!;
  const caseReads = [
    '/cases/ID',
    '/cases/ID/activity',
    '/cases/ID/collaborators',
    '/cases/ID/collaborator-candidates?q=spine',
    '/notes?caseId=ID',
    '/cases/ID/status-requests',
    '/cases/ID/files',
    '/cases/ID/files/FILE',
    '/cases/ID/files/FILE/share-links',
    '/cases/ID/files/FILE/audit',
    '/cases/ID/presentation',
    '/cases/ID/referrals',
    '/cases/ID/adherence',
    '/cases/ID/billing',
    '/cases/ID/billing/PROVIDER',
    '/cases/ID/settlement',
    '/cases/ID/funding-requests',
  ];
  const path = (template: string, caseId: string) =>
    template.replace('ID', caseId).replace('FILE', file().id).replace('PROVIDER', provider());

  it('GET /cases/{own case} answers the claimant view, not the firm’s record', async () => {
    const res = await get(`/cases/${mine.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: mine.id, folio: mine.folio, status: mine.status });
    expect(res.body).toHaveProperty('documents');
    expectNoFirmFields(res.body);
    const mineView = await get(`/claimants/me/cases/${mine.id}`);
    expect(res.body).toEqual(mineView.body);
  });

  it('GET /cases lists the claimant’s own cases in their view', async () => {
    const res = await get('/cases?range=[0,99]');
    expect(res.status).toBe(200);
    const ids = (res.body as { id: string }[]).map((c) => c.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    expectNoFirmFields(res.body);
  });

  it('GET /cases?q= matches the claimant’s view (folio), never firm-only text such as the description', async () => {
    const secret = 'zebrafirmonlyword';
    api.server.store.update('cases', mine.id, { description: `settlement floor ${secret}` });
    const search = (q: string, role = 'claimant') =>
      get(`/cases?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ q }))}`, role);
    const ids = (res: { body: unknown }) => (res.body as { id: string }[]).map((c) => c.id);
    const firm = await search(secret, 'attorney-owner');
    expect(ids(firm)).toContain(mine.id);
    const claimant = await search(secret);
    expect(claimant.status).toBe(200);
    expect(ids(claimant)).toEqual([]);
    expect(claimant.headers['content-range']).toMatch(/\/0$/);
    expect(ids(await search(mine.folio.toLowerCase()))).toEqual([mine.id]);
    expect(ids(await search(mine.folio.slice(-4)))).toContain(mine.id);
    const own = (q: string) => get(`/claimants/me/cases?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
    expect(ids(await own(secret))).toEqual([]);
    expect(ids(await own(mine.folio))).toEqual([mine.id]);
  });

  it.each(caseReads)(
    'GET %s: the own case answers no firm-only field, another case 404',
    async (template) => {
      const own = await get(path(template, mine.id));
      expect([200, 400, 403, 404]).toContain(own.status);
      expectNoFirmFields(own.body);
      if (own.status === 200 && template.startsWith('/notes'))
        expect((own.body as NoteView[]).every((n) => n.audience === 'CLAIMANT')).toBe(true);
      const foreign = await get(path(template, other.id));
      expect(foreign.status).toBe(404);
    },
  );

  it('the claimant’s files are those shared with them, and nothing of the firm’s', async () => {
    const res = await get(`/cases/${mine.id}/files?range=[0,99]`);
    expect(res.status).toBe(200);
    const sharing = (res.body as { sharedWith: string }[]).map((f) => f.sharedWith);
    expect(sharing.every((s) => s === 'CLAIMANT' || s === 'EVERYONE')).toBe(true);
  });

  it('writes on a case are refused (403/404) and change nothing', async () => {
    const before = api.server.store.collection('cases').get(mine.id);
    const calls = [
      api.http.put(`/api/cases/${mine.id}`).set(as('claimant')).send({ description: 'x' }),
      api.http.delete(`/api/cases/${mine.id}`).set(as('claimant')),
      api.http.put(`/api/cases/${mine.id}/status`).set(as('claimant')).send({ status: 'CLOSED' }),
      api.http.put(`/api/cases/${mine.id}/reassign`).set(as('claimant')).send({ attorneyUserId: 'x' }),
      api.http.post(`/api/cases/${mine.id}/collaborators`).set(as('claimant')).send({ companyId: 'x' }),
      api.http.post(`/api/cases/${mine.id}/status-requests`).set(as('claimant')).send({ message: 'x' }),
      api.http.post(`/api/cases/${mine.id}/files/${file().id}/share-links`).set(as('claimant')),
      api.http.post(`/api/cases/${mine.id}/files/requests`).set(as('claimant')).send({ message: 'x' }),
      api.http.put(`/api/cases/${mine.id}/settlement`).set(as('claimant')).send({}),
    ];
    for (const res of await Promise.all(calls)) expect([400, 403, 404]).toContain(res.status);
    expect(api.server.store.collection('cases').get(mine.id)).toEqual(before);
  });

  it('the claimant’s templates and referral lists are empty, firm lists refused', async () => {
    for (const list of ['/task-templates', '/referrals/skeleton']) {
      const res = await get(list);
      expect(res.status).toBe(200);
      const body = res.body as unknown[] | { data: unknown[] };
      expect(Array.isArray(body) ? body : body.data).toEqual([]);
    }
    // No Tasks screen for a claimant (issue 40 item 17): its lists are refused like the portal bars it.
    const refusedLists = ['/tasks', '/me/tasks', '/referrals', '/dashboard', '/appointments'];
    for (const refused of [...refusedLists, `/users/${mine.attorneyUserId}`])
      expect([403, 404]).toContain((await get(refused)).status);
  });
});
