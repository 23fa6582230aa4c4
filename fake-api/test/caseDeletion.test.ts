/**
 * Deleting a case (issue 40 item 28): a case with billing, files shared with others, a finalized statement,
 * another company's records or a merge is refused with 409 and the reasons (nothing anyone entered is
 * destroyed); an empty case is soft-deleted, hidden from lists, restorable for 30 days, then purged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, caseDeletionRefusal } from '@casebridge/domain';
import type { CaseDeletionBlocker, CollectionName, DeletedCaseView, LegalCaseView } from '@casebridge/domain';
import { runCasePurge } from '../src/routes/cases/caseDeletion.ts';
import { bearer, signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const DAY_MS = 86_400_000;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi({ clock });
  await signInRoles(api, ['attorney-owner', 'attorney-member', 'health-provider-owner'], tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const store = () => api.server.store;
const providerId = () => userOfRole(api, 'health-provider-owner').companyId!;

async function emptyCase(claimantName = 'Dana Rivers'): Promise<LegalCaseView> {
  const res = await api.http.post('/api/cases').set(as('attorney-owner')).send({
    claimantName,
    claimantEmail: null,
    caseType: 'AUTO_ACCIDENT',
    accidentDate: '2026-06-01',
    accidentCity: 'Austin',
    accidentState: 'TX',
    policeReport: 'YES',
    insuranceCarrier: null,
    policyLimit: null,
    statuteOfLimitationsDate: '2028-06-01',
    description: '',
  });
  expect(res.status).toBe(201);
  return res.body as LegalCaseView;
}

/** Inserts a copy of a seeded record of `name` onto the case (with `patch`), as another party would. */
function seedOn<C extends CollectionName>(name: C, caseId: string, patch: Record<string, unknown> = {}) {
  const { id: _id, ...sample } = store().collection(name).all().next().value as { id: string };
  void _id;
  return store().insert(name, { ...sample, caseId, ...patch } as never) as { id: string };
}

/** Moves the server's clock (a month on, the access tokens have expired: sign in again). */
async function moveClock(ms: number) {
  offsetMs = ms;
  for (const role of ['attorney-owner', 'health-provider-owner'])
    tokens[role] = bearer(await api.tokenOfUser(userOfRole(api, role).id));
}

const del = (id: string) => api.http.delete(`/api/cases/${id}`).set(as('attorney-owner'));

describe('deleting a case with what others depend on', () => {
  const blockers: [CaseDeletionBlocker, (caseId: string) => void][] = [
    ['BILLING', (caseId) => void seedOn('bills', caseId, { healthProviderCompanyId: providerId() })],
    ['BILLING', (caseId) => void seedOn('payments', caseId)],
    ['BILLING', (caseId) => void seedOn('reductions', caseId)],
    ['SHARED_FILES', (caseId) => void seedOn('files', caseId, { sharedWith: 'COLLABORATORS' })],
    [
      'SHARED_FILES',
      (caseId) => void seedOn('files', caseId, { sharedWith: 'FIRM', uploaderCompanyId: providerId() }),
    ],
    ['FINALIZED_SETTLEMENT', (caseId) => void seedOn('settlements', caseId, { status: 'FINALIZED' })],
    ['OTHER_COMPANIES', (caseId) => void seedOn('appointments', caseId)],
    ['OTHER_COMPANIES', (caseId) => void seedOn('fundingRequests', caseId)],
    ['OTHER_COMPANIES', (caseId) => void seedOn('caseStatusRequests', caseId)],
  ];

  it.each(blockers.map(([blocker, seed], i) => ({ blocker, seed, i })))(
    'refuses with 409 and says why: $blocker ($i)',
    async ({ blocker, seed }) => {
      const c = await emptyCase();
      seed(c.id);
      const res = await del(c.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(caseDeletionRefusal(c.folio, [blocker]));
      expect(res.body.message).toContain('Close or withdraw it instead');
      const check = await api.http.get(`/api/cases/${c.id}/deletion`).set(as('attorney-owner'));
      expect(check.body).toMatchObject({ blockers: [blocker], refusal: res.body.message });
      expect((await api.http.get(`/api/cases/${c.id}`).set(as('attorney-owner'))).status).toBe(200);
    },
  );

  it('leaves the provider’s bills and its view of the case untouched', async () => {
    const c = await emptyCase();
    store().update('cases', c.id, { collaboratorCompanyIds: [providerId()] });
    const bill = seedOn('bills', c.id, { healthProviderCompanyId: providerId() });
    const payment = seedOn('payments', c.id, { billId: bill.id, healthProviderCompanyId: providerId() });
    seedOn('settlements', c.id, { status: 'FINALIZED' });
    const res = await del(c.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(caseDeletionRefusal(c.folio, ['BILLING', 'FINALIZED_SETTLEMENT']));
    expect(store().collection('bills').get(bill.id)).toBeDefined();
    expect(store().collection('payments').get(payment.id)).toBeDefined();
    expect((await api.http.get(`/api/cases/${c.id}`).set(as('health-provider-owner'))).status).toBe(200);
    expect(store().collection('deletedCases').get(c.id)).toBeUndefined();
  });

  it('is for the firm’s owner or admin only', async () => {
    const c = await emptyCase();
    expect((await api.http.delete(`/api/cases/${c.id}`).set(as('attorney-member'))).status).toBe(403);
    expect((await api.http.get(`/api/cases/${c.id}/deletion`).set(as('attorney-member'))).status).toBe(403);
  });
});

describe('deleting an empty case', () => {
  it('hides it from lists, restores it with its notes, and purges it after 30 days', async () => {
    offsetMs = 0;
    const c = await emptyCase('Restorable Claimant');
    const note = await api.http
      .post('/api/notes')
      .set(as('attorney-owner'))
      .send({ caseId: c.id, text: 'Called the claimant', audience: 'COMPANY' });
    expect(note.status).toBe(201);

    const check = await api.http.get(`/api/cases/${c.id}/deletion`).set(as('attorney-owner'));
    expect(check.body).toMatchObject({ blockers: [], refusal: null, restoreDays: 30 });
    const res = await del(c.id);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.purgeAt) - clock.now().getTime()).toBeGreaterThan(29 * DAY_MS);

    // Hidden: not in the list, not in a search, 404 on its page and its notes.
    const list = await api.http
      .get(`/api/cases?filter=${encodeURIComponent(JSON.stringify({ q: c.folio }))}`)
      .set(as('attorney-owner'));
    expect((list.body as LegalCaseView[]).map((x) => x.id)).not.toContain(c.id);
    expect((await api.http.get(`/api/cases/${c.id}`).set(as('attorney-owner'))).status).toBe(404);
    expect(store().collection('notes').get(note.body.id)).toBeUndefined();

    const deleted = await api.http.get('/api/deleted-cases').set(as('attorney-owner'));
    expect((deleted.body as DeletedCaseView[]).map((d) => d.folio)).toContain(c.folio);
    expect((await api.http.get('/api/deleted-cases').set(as('health-provider-owner'))).status).toBe(403);
    expect(
      (await api.http.post(`/api/deleted-cases/${c.id}/restore`).set(as('health-provider-owner'))).status,
    ).toBe(404);

    // Restored as it was, its note back; a new case never takes its folio meanwhile.
    const restored = await api.http.post(`/api/deleted-cases/${c.id}/restore`).set(as('attorney-owner'));
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: c.id, folio: c.folio, claimantName: 'Restorable Claimant' });
    expect(store().collection('notes').get(note.body.id)).toMatchObject({ text: 'Called the claimant' });
    expect((await api.http.get(`/api/cases/${c.id}`).set(as('attorney-owner'))).status).toBe(200);

    // Deleted again: past its 30 days it can no longer be restored, and the purge removes it.
    expect((await del(c.id)).status).toBe(200);
    const other = await emptyCase();
    expect(other.folio).not.toBe(c.folio);
    expect((await runPurge()).purged).toBe(0);
    await moveClock(31 * DAY_MS);
    const late = await api.http.post(`/api/deleted-cases/${c.id}/restore`).set(as('attorney-owner'));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.caseRestoreExpired.replace('{days}', '30'));
    expect((await api.http.get('/api/deleted-cases').set(as('attorney-owner'))).body).toEqual([]);
    expect((await runPurge()).purged).toBeGreaterThanOrEqual(1);
    expect(store().collection('deletedCases').get(c.id)).toBeUndefined();
    expect(store().collection('cases').get(other.id)).toBeDefined();
    await moveClock(0);
  });

  it('purges in small batches', async () => {
    for (let i = 0; i < 3; i++) expect((await del((await emptyCase()).id)).status).toBe(200);
    offsetMs = 31 * DAY_MS;
    const first = await api.server.core.runJob((services) => runCasePurge(services, 2));
    expect(first).toEqual({ purged: 2, more: true });
    const second = await api.server.core.runJob((services) => runCasePurge(services, 2));
    expect(second).toEqual({ purged: 1, more: false });
    await moveClock(0);
  });
});

const runPurge = () => api.server.core.runJob((services) => runCasePurge(services));
