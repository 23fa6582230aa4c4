/**
 * The claimant's own cases through the real app (issue 11, "Claimants"; /claimant/dashboard): only their own
 * (404 for any other case id), read-only, with the documents the firm shared with the claimant, whose
 * content they may read (audited) while every other file stays 404 to them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseFile, ClaimantCaseView, LegalCase } from '@casebridge/domain';
import { binaryBody, signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const ROLES = ['claimant', 'attorney-owner', 'health-provider-owner'];
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;
const userOf = (role: string) => userOfRole(api, role);
const myClaimantId = () =>
  api.server.store.collection('claimants').findOne('userId', userOf('claimant').id)!.id;
const myCases = (): LegalCase[] =>
  [...api.server.store.collection('cases').all()].filter((c) => c.claimantId === myClaimantId());
const filesOf = (caseId: string): CaseFile[] => api.server.store.collection('files').findBy('caseId', caseId);

describe('GET /claimants/me/cases', () => {
  it('answers the claimant’s own cases with attorney, firm, providers, dates and shared documents', async () => {
    const res = await api.http.get('/api/claimants/me/cases').set(as('claimant'));
    expect(res.status).toBe(200);
    const cases = res.body as ClaimantCaseView[];
    expect(cases.map((c) => c.id).sort()).toEqual(
      myCases()
        .map((c) => c.id)
        .sort(),
    );
    expect(res.headers['content-range']).toBe(`cases 0-${cases.length - 1}/${cases.length}`);
    const first = cases[0]!;
    const stored = myCases().find((c) => c.id === first.id)!;
    expect(first).toMatchObject({
      folio: stored.folio,
      status: stored.status,
      firmName: 'Hartwell & Associates Law',
      accidentDate: stored.accidentDate,
      statuteOfLimitationsDate: stored.statuteOfLimitationsDate,
    });
    expect(first.providers.map((p) => p.id).sort()).toEqual([...stored.collaboratorCompanyIds].sort());
    for (const c of cases) {
      const shared = filesOf(c.id).filter((f) => f.sharedWith === 'CLAIMANT' || f.sharedWith === 'EVERYONE');
      expect(c.documents.map((d) => d.id).sort()).toEqual(shared.map((f) => f.id).sort());
      expect(shared.length).toBeGreaterThan(0);
    }
    // Nothing of the firm's internal work or the claimant's own contact is in it.
    expect(Object.keys(first)).not.toContain('policyLimit');
    expect(Object.keys(first)).not.toContain('description');
  });

  it('filters by status from the allow-list and refuses other filters and sorts (400)', async () => {
    const status = myCases()[0]!.status;
    const res = await api.http
      .get(`/api/claimants/me/cases?filter={"status":"${status}"}`)
      .set(as('claimant'));
    expect(res.status).toBe(200);
    expect((res.body as ClaimantCaseView[]).every((c) => c.status === status)).toBe(true);
    const foreign = await api.http
      .get('/api/claimants/me/cases?filter={"claimantId":"someone-else"}')
      .set(as('claimant'));
    expect(foreign.status).toBe(400);
    expect(
      (await api.http.get('/api/claimants/me/cases?sort=["policyLimit","ASC"]').set(as('claimant'))).status,
    ).toBe(400);
  });

  it('is for claimants only: 403 for a firm or a provider, 401 without a session', async () => {
    expect((await api.http.get('/api/claimants/me/cases').set(as('attorney-owner'))).status).toBe(403);
    expect((await api.http.get('/api/claimants/me/cases').set(as('health-provider-owner'))).status).toBe(403);
    expect((await api.http.get('/api/claimants/me/cases')).status).toBe(401);
  });
});

describe('GET /claimants/me/cases/{id}', () => {
  it('answers one of the claimant’s cases and 404 for any other or unknown case', async () => {
    const own = myCases()[0]!;
    const res = await api.http.get(`/api/claimants/me/cases/${own.id}`).set(as('claimant'));
    expect(res.status).toBe(200);
    expect((res.body as ClaimantCaseView).folio).toBe(own.folio);
    const other = [...api.server.store.collection('cases').all()].find(
      (c) => c.attorneyCompanyId === own.attorneyCompanyId && c.claimantId !== myClaimantId(),
    )!;
    expect((await api.http.get(`/api/claimants/me/cases/${other.id}`).set(as('claimant'))).status).toBe(404);
    expect((await api.http.get('/api/claimants/me/cases/nope').set(as('claimant'))).status).toBe(404);
    expect((await api.http.get(`/api/claimants/me/cases/${own.id}`).set(as('attorney-owner'))).status).toBe(
      403,
    );
  });
});

describe('the claimant’s documents', () => {
  const sharedFile = () =>
    myCases()
      .flatMap((c) => filesOf(c.id))
      .find((f) => f.sharedWith === 'CLAIMANT')!;

  it('lets the claimant list, read and download the files shared with them, audited as theirs', async () => {
    const file = sharedFile();
    const list = await api.http.get(`/api/cases/${file.caseId}/files`).set(as('claimant'));
    expect(list.status).toBe(200);
    const seen = list.body as { id: string; sharedWith: string; mayManage: boolean }[];
    expect(seen.every((f) => ['CLAIMANT', 'EVERYONE'].includes(f.sharedWith) && !f.mayManage)).toBe(true);
    expect(seen.map((f) => f.id)).toContain(file.id);
    const content = await api.http
      .get(`/api/cases/${file.caseId}/files/${file.id}/content`)
      .set(as('claimant'))
      .buffer(true)
      .parse(binaryBody);
    expect(content.status).toBe(200);
    expect(content.headers['content-disposition']).toMatch(/^attachment; /);
    expect((content.body as Buffer).length).toBe(file.size);
    const last = api.server.store.collection('fileAuditEvents').findBy('fileId', file.id).at(-1);
    expect(last).toMatchObject({ action: 'DOWNLOADED', actorId: userOf('claimant').id, channel: 'PORTAL' });
  });

  it('hides every other file (404) and refuses the firm’s actions (403)', async () => {
    const file = sharedFile();
    const hidden = filesOf(file.caseId).find(
      (f) => f.sharedWith === 'FIRM' || f.sharedWith === 'COLLABORATORS',
    );
    if (hidden)
      expect(
        (await api.http.get(`/api/cases/${file.caseId}/files/${hidden.id}/content`).set(as('claimant')))
          .status,
      ).toBe(404);
    const url = `/api/cases/${file.caseId}/files/${file.id}`;
    expect(
      (
        await api.http
          .put(url)
          .set(as('claimant'))
          .send({ name: 'x.pdf', category: 'OTHER', sharedWith: 'FIRM' })
      ).status,
    ).toBe(403);
    expect((await api.http.delete(url).set(as('claimant'))).status).toBe(403);
    expect((await api.http.post(`${url}/share-links`).set(as('claimant'))).status).toBe(403);
    expect((await api.http.get(`${url}/audit`).set(as('claimant'))).status).toBe(403);
    // The provider on the case does not see a file shared with the claimant only.
    expect((await api.http.get(url).set(as('health-provider-owner'))).status).toBe(404);
  });

  it('lets the firm share a file with the claimant through its sharing', async () => {
    const own = myCases()[0]!;
    const firmOnly = filesOf(own.id).find((f) => f.sharedWith === 'FIRM');
    const target =
      firmOnly ??
      (
        await api.http
          .post(`/api/cases/${own.id}/files`)
          .set(as('attorney-owner'))
          .field('sharedWith', 'FIRM')
          .attach('files', Buffer.from('Dear client.\n'), 'note.txt')
      ).body[0];
    const url = `/api/cases/${own.id}/files/${target.id}`;
    expect((await api.http.get(url).set(as('claimant'))).status).toBe(404);
    const shared = await api.http
      .put(url)
      .set(as('attorney-owner'))
      .send({ name: target.name, category: target.category, sharedWith: 'CLAIMANT' });
    expect(shared.status).toBe(200);
    expect((await api.http.get(url).set(as('claimant'))).status).toBe(200);
    const mine = await api.http.get(`/api/claimants/me/cases/${own.id}`).set(as('claimant'));
    expect((mine.body as ClaimantCaseView).documents.map((d) => d.id)).toContain(target.id);
    const bad = await api.http
      .put(url)
      .set(as('attorney-owner'))
      .send({ name: target.name, category: target.category, sharedWith: 'PUBLIC' });
    expect(bad.status).toBe(400);
  });
});
