/**
 * The spec's list defaults on the server (issue 40 items 6 and 7): the activity log's page is 15 (SPEC.md 9),
 * for page=0 and with no paging at all; the case list with no sort follows SPEC.md 3's defaults (column
 * createdDate, sort 1 = ascending), the same default the portal sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIST_DEFAULT_SORT, LIMITS } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['attorney-owner', 'claimant'], tokens);
});
afterAll(() => api.close());

const as = (role: string) => tokens[role]!;

/** A case of the owner's firm with more activity entries than a page (added when the seed has too few). */
async function busyCase() {
  const firm = userOfRole(api, 'attorney-owner').companyId!;
  const c = api.server.store.collection('cases').findBy('attorneyCompanyId', firm)[0]!;
  const [sample] = api.server.store.collection('caseActivities').findBy('caseId', c.id);
  await api.server.core.runJob((services) => {
    const { id: _id, ...entry } = sample!;
    for (let i = 0; i < LIMITS.activityLogPageSize + 5; i++) services.store.insert('caseActivities', entry);
  });
  return c;
}

describe('GET /cases/{id}/activity', () => {
  it('answers pages of 15 by default, with page=0 and without any paging', async () => {
    const c = await busyCase();
    const total = api.server.store.collection('caseActivities').findBy('caseId', c.id).length;
    expect(total).toBeGreaterThan(LIMITS.activityLogPageSize);
    const page0 = await api.http
      .get(`/api/cases/${c.id}/activity`)
      .query({ page: 0 })
      .set(as('attorney-owner'));
    expect(page0.status).toBe(200);
    expect(page0.body).toHaveLength(LIMITS.activityLogPageSize);
    const plain = await api.http.get(`/api/cases/${c.id}/activity`).set(as('attorney-owner'));
    expect(plain.body).toHaveLength(LIMITS.activityLogPageSize);
    expect(plain.headers['content-range']).toContain(`/${total}`);
    const sized = await api.http
      .get(`/api/cases/${c.id}/activity`)
      .query({ page: 0, size: 5 })
      .set(as('attorney-owner'));
    expect(sized.body).toHaveLength(5);
  });

  it('still refuses the claimant (403)', async () => {
    const mine = (await api.http.get('/api/cases').set(as('claimant'))).body as { id: string }[];
    expect((await api.http.get(`/api/cases/${mine[0]!.id}/activity`).set(as('claimant'))).status).toBe(403);
  });
});

describe('GET /cases default order', () => {
  it('is the spec’s: createdDate with sort 1, ascending (oldest first), as the portal sends it', async () => {
    expect(CASE_LIST_DEFAULT_SORT).toEqual({ field: 'createdDate', order: 'ASC' });
    const res = await api.http.get('/api/cases').query({ page: 0, size: 50 }).set(as('attorney-owner'));
    expect(res.status).toBe(200);
    const dates = (res.body as { createdDate: string }[]).map((c) => c.createdDate);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort());
    const asked = await api.http
      .get('/api/cases')
      .query({ page: 0, size: 50, sort: 'createdDate,desc' })
      .set(as('attorney-owner'));
    const desc = (asked.body as { createdDate: string }[]).map((c) => c.createdDate);
    expect(desc).toEqual([...desc].sort().reverse());
  });
});
