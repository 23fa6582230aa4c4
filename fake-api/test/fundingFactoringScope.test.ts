/**
 * A factoring company reads only the requests that reached it (issue 14): a member's request still under the
 * firm's review, or rejected by the firm's owner, is the firm's business — not in its list, counts, case list
 * or by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORING_VISIBLE_FUNDING_STATUSES } from '@casebridge/domain';
import type { FundingRequest, FundingStatus } from '@casebridge/domain';
import { signInRoles, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ['factoring-company', 'super-user'], tokens);
});
afterAll(() => api.close());

const summitId = () =>
  api.server.store
    .collection('factoringCompanies')
    .findOne('companyId', userOfRole(api, 'factoring-company').companyId!)!.id;
const summitRequests = () =>
  api.server.store.collection('fundingRequests').findBy('factoringCompanyId', summitId());
const get = (url: string, role = 'factoring-company') => api.http.get(url).set(tokens[role]!);

describe('what a factoring company reads of the funding requests sent to it', () => {
  it('leaves out the requests still under the firm’s review or rejected by its owner', async () => {
    const hidden = summitRequests().filter((r) => !FACTORING_VISIBLE_FUNDING_STATUSES.includes(r.status));
    expect(hidden.length).toBeGreaterThan(0);
    const list = await get('/api/funding-requests?range=[0,499]');
    expect(list.status).toBe(200);
    const seen = list.body as FundingRequest[];
    expect(seen.length).toBe(summitRequests().length - hidden.length);
    expect(seen.every((r) => FACTORING_VISIBLE_FUNDING_STATUSES.includes(r.status))).toBe(true);

    const asked = await get(
      `/api/funding-requests?filter=${encodeURIComponent('{"status":"OWNER_REVIEW"}')}`,
    );
    expect([asked.status, (asked.body as unknown[]).length]).toEqual([200, 0]);

    const counts = (await get('/api/funding-requests/statuses/count')).body as Record<FundingStatus, number>;
    expect([counts.OWNER_REVIEW, counts.OWNER_REJECTED]).toEqual([0, 0]);
    expect(counts.PENDING).toBe(summitRequests().filter((r) => r.status === 'PENDING').length);

    for (const request of hidden.slice(0, 3)) {
      expect((await get(`/api/funding-requests/${request.id}`)).status).toBe(404);
      const ofCase = (await get(`/api/cases/${request.caseId}/funding-requests`)).body as FundingRequest[];
      expect(ofCase.map((r) => r.id)).not.toContain(request.id);
    }
  });

  it('still shows staff every request', async () => {
    const hidden = summitRequests().find((r) => r.status === 'OWNER_REVIEW')!;
    expect((await get(`/api/funding-requests/${hidden.id}`, 'super-user')).status).toBe(200);
  });
});
