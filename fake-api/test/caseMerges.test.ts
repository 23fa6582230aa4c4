/** Merging two cases of a firm, its preview and its same-day undo, on an injected clock (issue 11). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MERGE_MESSAGES, MESSAGES } from '@casebridge/domain';
import type { CaseMergePreview, CaseMergeView, LegalCase, LegalCaseView } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const START = Date.parse('2026-11-24T10:00:00.000Z');
let now = START;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock: { now: () => new Date(now) } });
});
afterAll(() => api.close());
beforeEach(() => {
  now = START;
});

const store = () => api.server.store;
const userOf = (role: string) =>
  store()
    .collection('users')
    .findOne('email', demoAccount((a) => a.role === role).email)!;
/** A fresh token on the current clock (tokens expire as the clock moves). */
const as = async (role: string) => bearer(await api.tokenOfUser(userOf(role).id));
const firmId = () => userOf('attorney-owner').companyId!;
const used = new Set<string>();
/** Two cases of the demo firm no other test merged: the first with bills, the second with notes and files. */
function twoCases(): [LegalCase, LegalCase] {
  const free = [...store().collection('cases').all()].filter(
    (c) => c.attorneyCompanyId === firmId() && !used.has(c.id) && !c.mergedIntoCaseId,
  );
  const merged = free.find(
    (c) =>
      store().collection('notes').findBy('caseId', c.id).length > 0 &&
      store().collection('files').findBy('caseId', c.id).length > 0,
  )!;
  const kept = free.find((c) => c.id !== merged.id)!;
  used.add(kept.id);
  used.add(merged.id);
  return [kept, merged];
}
const preview = async (a: string, b: string, role = 'attorney-member') =>
  api.http.get(`/api/cases/merge/preview?legalCaseId1=${a}&legalCaseId2=${b}`).set(await as(role));
const merge = async (body: object, role = 'attorney-member') =>
  api.http
    .post('/api/cases/merge')
    .set(await as(role))
    .send(body);
const undo = async (id: string, role = 'attorney-member') =>
  api.http.post(`/api/cases/merges/${id}/undo`).set(await as(role));
const countOf = (name: 'notes' | 'files' | 'bills' | 'caseActivities', caseId: string) =>
  store().collection(name).findBy('caseId', caseId).length;

describe('GET /cases/merge/preview', () => {
  it('shows both cases side by side and what the kept one holds after the merge, writing nothing', async () => {
    const [kept, merged] = twoCases();
    const res = await preview(kept.id, merged.id);
    expect(res.status).toBe(200);
    const body = res.body as CaseMergePreview;
    expect(body.kept.legalCase.id).toBe(kept.id);
    expect(body.merged.counts.notes).toBe(countOf('notes', merged.id));
    expect(body.result.counts.files).toBe(countOf('files', kept.id) + countOf('files', merged.id));
    expect(body.result.counts.activity).toBe(
      countOf('caseActivities', kept.id) + countOf('caseActivities', merged.id),
    );
    expect(new Set(body.result.collaborators).size).toBe(body.result.collaborators.length);
    expect(store().collection('cases').get(merged.id)!.status).toBe(merged.status);
    used.delete(kept.id);
    used.delete(merged.id);
  });

  it('refuses the same case twice, missing ids, another firm’s case and other roles', async () => {
    const [kept, merged] = twoCases();
    const same = await preview(kept.id, kept.id);
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.body)).toContain(MERGE_MESSAGES.sameCase);
    const missing = await api.http
      .get(`/api/cases/merge/preview?legalCaseId1=${kept.id}`)
      .set(await as('attorney-member'));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(MESSAGES.fieldRequired);
    const other = [...store().collection('cases').all()].find((c) => c.attorneyCompanyId !== firmId())!;
    expect((await preview(kept.id, other.id)).status).toBe(404);
    expect((await preview(kept.id, 'nope')).status).toBe(404);
    expect((await preview(kept.id, merged.id, 'health-provider-owner')).status).toBe(403);
    expect((await preview(kept.id, merged.id, 'basic-attorney-owner')).status).toBe(404);
  });
});

describe('POST /cases/merge and the undo', () => {
  it('moves the merged case’s records to the kept case, closes it with a pointer, and undoes it the same day', async () => {
    const [kept, merged] = twoCases();
    const before = {
      keptNotes: countOf('notes', kept.id),
      mergedNotes: countOf('notes', merged.id),
      mergedFiles: countOf('files', merged.id),
      mergedBills: countOf('bills', merged.id),
    };
    const res = await merge({ legalCaseId1: kept.id, legalCaseId2: merged.id });
    expect(res.status).toBe(201);
    const done = res.body as CaseMergeView;
    expect(done).toMatchObject({ keptCaseId: kept.id, mergedCaseId: merged.id, undoable: true });
    expect(countOf('notes', kept.id)).toBe(before.keptNotes + before.mergedNotes);
    expect(countOf('notes', merged.id)).toBe(0);
    expect(countOf('files', merged.id)).toBe(0);
    const closed = (await api.http.get(`/api/cases/${merged.id}`).set(await as('attorney-owner')))
      .body as LegalCaseView;
    expect(closed).toMatchObject({
      status: 'CLOSED',
      mergedIntoCaseId: kept.id,
      mergedIntoFolio: kept.folio,
    });
    const union = new Set([...kept.collaboratorCompanyIds, ...merged.collaboratorCompanyIds]);
    expect(new Set(store().collection('cases').get(kept.id)!.collaboratorCompanyIds)).toEqual(union);
    const again = await merge({ legalCaseId1: kept.id, legalCaseId2: merged.id });
    expect(again.status).toBe(409);
    const locked = await api.http
      .put(`/api/cases/${merged.id}/status`)
      .set(await as('attorney-owner'))
      .send({ status: 'INTAKE' });
    expect(locked.status).toBe(409);
    const listed = (await api.http.get(`/api/cases/${kept.id}/merges`).set(await as('attorney-owner')))
      .body as CaseMergeView[];
    expect(listed.map((m) => m.id)).toContain(done.id);

    now = START + 6 * 3_600_000;
    const undone = await undo(done.id);
    expect(undone.status).toBe(200);
    expect(countOf('notes', merged.id)).toBe(before.mergedNotes);
    expect(countOf('files', merged.id)).toBe(before.mergedFiles);
    expect(countOf('bills', merged.id)).toBe(before.mergedBills);
    expect(countOf('notes', kept.id)).toBe(before.keptNotes);
    const back = store().collection('cases').get(merged.id)!;
    expect(back.status).toBe(merged.status);
    expect(back.mergedIntoCaseId).toBeNull();
    expect(new Set(store().collection('cases').get(kept.id)!.collaboratorCompanyIds)).toEqual(
      new Set(kept.collaboratorCompanyIds),
    );
    const twice = await undo(done.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MERGE_MESSAGES.undone);
    expect(
      (
        (await api.http.get(`/api/cases/${kept.id}/merges`).set(await as('attorney-owner')))
          .body as CaseMergeView[]
      ).map((m) => m.id),
    ).not.toContain(done.id);
  });

  it('refuses the undo the next day (server clock), and other firms’ merges', async () => {
    const [kept, merged] = twoCases();
    const done = (await merge({ legalCaseId1: kept.id, legalCaseId2: merged.id })).body as CaseMergeView;
    expect((await undo(done.id, 'basic-attorney-owner')).status).toBe(404);
    expect((await undo('nope')).status).toBe(404);
    now = START + 14 * 3_600_000; // 2026-11-25 00:00 UTC
    const late = await undo(done.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MERGE_MESSAGES.undoExpired);
    const listed = (await api.http.get(`/api/cases/${kept.id}/merges`).set(await as('attorney-owner')))
      .body as CaseMergeView[];
    expect(listed.find((m) => m.id === done.id)?.undoable).toBe(false);
    expect(store().collection('cases').get(merged.id)!.mergedIntoCaseId).toBe(kept.id);
  });

  it('refuses bad input, another firm’s case, and users outside a firm', async () => {
    const [kept, merged] = twoCases();
    expect((await merge({ legalCaseId1: kept.id })).status).toBe(400);
    expect((await merge({ legalCaseId1: kept.id, legalCaseId2: kept.id })).status).toBe(400);
    const other = [...store().collection('cases').all()].find((c) => c.attorneyCompanyId !== firmId())!;
    expect((await merge({ legalCaseId1: kept.id, legalCaseId2: other.id })).status).toBe(404);
    expect(
      (await merge({ legalCaseId1: kept.id, legalCaseId2: merged.id }, 'health-provider-owner')).status,
    ).toBe(403);
    expect((await merge({ legalCaseId1: kept.id, legalCaseId2: merged.id }, 'claimant')).status).toBe(403);
    expect((await api.http.get(`/api/cases/${other.id}/merges`).set(await as('attorney-owner'))).status).toBe(
      404,
    );
    expect(store().collection('cases').get(merged.id)!.mergedIntoCaseId ?? null).toBeNull();
  });
});
