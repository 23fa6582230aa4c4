/**
 * The case invites list of providers and facilities (GET /referrals, ra-data-simple-rest), its status counts
 * (GET /referrals/statuses/count) and the referrals skeleton (GET /referrals/skeleton?page=&size=).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REFERRAL_STATUSES, referralStatusAt } from '@casebridge/domain';
import type { ReferralSkeletonRow, ReferralStatusCounts, ReferralView } from '@casebridge/domain';
import { referralWorld } from './helpers/referrals.ts';
import type { ReferralWorld } from './helpers/referrals.ts';

let w: ReferralWorld;
let provider: string;
beforeAll(async () => {
  w = await referralWorld();
  provider = w.companyOf('health-provider-owner');
  // A few fresh invites of the demo firm's new cases, so the lists hold pending ones at the test's time.
  for (let i = 0; i < 3; i++) {
    await w.present(w.newCase().id, [provider]);
    w.clock.advance(60_000);
  }
});
afterAll(() => w.api.close());

const store = () => w.api.server.store;
const received = () => store().collection('referrals').findBy('toCompanyId', provider);
const list = async (query: Record<string, string>, role = 'health-provider-owner') =>
  w.api.http
    .get('/api/referrals')
    .query(query)
    .set(await w.as(role));
const rows = (res: { body: unknown }) => res.body as ReferralView[];

describe('GET /referrals', () => {
  it('lists the company’s received invites, newest first, with Content-Range', async () => {
    const res = await list({ range: '[0,4]' });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe(`referrals 0-4/${received().length}`);
    const dates = rows(res).map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows(res).every((r) => r.toCompanyId === provider)).toBe(true);
    // Not accepted yet: no claimant; accepted (the company works on the case): the claimant's name.
    for (const row of rows(await list({ range: '[0,99]' })))
      expect([row.status, row.claimant === null]).toEqual([row.status, row.status !== 'ACCEPTED']);
  });

  it('filters by status tab as the server’s time reads it, and searches the folio or the firm’s name', async () => {
    const now = w.clock.now();
    const pending = rows(await list({ filter: JSON.stringify({ status: 'PENDING' }) }));
    const expected = received().filter((r) => referralStatusAt(r, now) === 'PENDING');
    expect(pending.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    const expired = rows(await list({ filter: JSON.stringify({ status: ['EXPIRED', 'REJECTED'] }) }));
    expect(expired.length).toBe(
      received().filter((r) => ['EXPIRED', 'REJECTED'].includes(referralStatusAt(r, now))).length,
    );
    expect(expired.every((r) => r.status === 'EXPIRED' || r.status === 'REJECTED')).toBe(true);
    const target = pending[0]!;
    const byFolio = rows(await list({ filter: JSON.stringify({ q: target.folio.slice(-6).toLowerCase() }) }));
    expect(byFolio.map((r) => r.id)).toContain(target.id);
    const firmWord = target.firmName.split(' ')[0]!;
    const byFirm = rows(await list({ filter: JSON.stringify({ q: firmWord }), range: '[0,99]' }));
    expect(byFirm.length).toBeGreaterThan(0);
    expect(byFirm.every((r) => r.firmName.includes(firmWord) || r.folio.includes(firmWord))).toBe(true);
    const none = await list({ filter: JSON.stringify({ q: 'zzqqxx' }) });
    expect([rows(none), none.headers['content-range']]).toEqual([[], 'referrals */0']);
  });

  it('sorts by folio or status from the allow-list and pages the result', async () => {
    const all = rows(await list({ sort: '["folio","ASC"]', range: '[0,99]' }));
    const folios = all.map((r) => r.folio);
    expect(folios).toEqual([...folios].sort());
    const second = await list({ sort: '["folio","ASC"]', range: '[2,3]' });
    expect(rows(second).map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    expect(second.headers['content-range']).toBe(`referrals 2-3/${all.length}`);
    const byStatus = rows(await list({ sort: '["status","DESC"]', range: '[0,99]' })).map((r) => r.status);
    expect(byStatus).toEqual([...byStatus].sort().reverse());
    const badSort = await list({ sort: '["claimantName","ASC"]' });
    expect([badSort.status, badSort.body.message]).toEqual([
      400,
      expect.stringContaining('cannot sort by claimantName'),
    ]);
    const badFilter = await list({ filter: JSON.stringify({ fromCompanyId: 'x' }) });
    expect(badFilter.status).toBe(400);
  });

  it('is for providers and facilities only (403 with the spec’s reason), and 401 signed out', async () => {
    for (const role of ['attorney-owner', 'claimant', 'system-admin', 'factoring-company']) {
      const res = await list({}, role);
      expect([role, res.status, res.body.message]).toEqual([role, 403, MESSAGES.caseInvitesOnly]);
    }
    expect((await list({}, 'facility-owner')).status).toBe(200);
    expect((await w.api.http.get('/api/referrals')).status).toBe(401);
  });
});

describe('GET /referrals/statuses/count', () => {
  it('counts every status as the list’s tabs read them', async () => {
    const res = await w.api.http
      .get('/api/referrals/statuses/count')
      .set(await w.as('health-provider-owner'));
    expect(res.status).toBe(200);
    const counts = res.body as ReferralStatusCounts;
    // Generated invites still stored PENDING but past their expiry at the test's time count as EXPIRED.
    const unswept = received().filter(
      (r) => r.status === 'PENDING' && referralStatusAt(r, w.clock.now()) === 'EXPIRED',
    );
    expect(unswept.length).toBeGreaterThan(0);
    expect(counts.EXPIRED).toBeGreaterThanOrEqual(unswept.length);
    expect(Object.keys(counts).sort()).toEqual([...REFERRAL_STATUSES].sort());
    for (const status of REFERRAL_STATUSES) {
      const tab = await list({ filter: JSON.stringify({ status }) });
      expect([status, counts[status]]).toEqual([status, Number(tab.headers['content-range']!.split('/')[1])]);
    }
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(received().length);
    const attorney = await w.api.http.get('/api/referrals/statuses/count').set(await w.as('attorney-owner'));
    expect([attorney.status, attorney.body.message]).toEqual([403, MESSAGES.caseInvitesOnly]);
  });
});

describe('GET /referrals/skeleton', () => {
  const skeleton = async (query: Record<string, string | number>, role = 'health-provider-owner') =>
    w.api.http
      .get('/api/referrals/skeleton')
      .query(query)
      .set(await w.as(role));
  type Page = { data: ReferralSkeletonRow[]; total: number };

  it('pages the company’s referrals, newest first: received for a provider, sent for a firm', async () => {
    const first = (await skeleton({ page: 0, size: 2 })).body as Page;
    const second = (await skeleton({ page: 1, size: 2 })).body as Page;
    expect(first.total).toBe(received().length);
    expect(first.data).toHaveLength(2);
    const both = [...first.data, ...second.data];
    expect(new Set(both.map((r) => r.id)).size).toBe(both.length);
    expect(both.map((r) => r.createdAt)).toEqual(
      both
        .map((r) => r.createdAt)
        .sort()
        .reverse(),
    );
    expect(both.every((r) => r.direction === 'RECEIVED' && r.folio && r.fromCompanyName)).toBe(true);
    const firm = (await skeleton({ page: 0, size: 5 }, 'attorney-owner')).body as Page;
    const sent = store().collection('referrals').findBy('fromCompanyId', w.companyOf('attorney-owner'));
    expect(firm.total).toBe(sent.length);
    expect(firm.data.every((r) => r.direction === 'SENT')).toBe(true);
    const claimant = (await skeleton({ page: 0, size: 5 }, 'claimant')).body as Page;
    expect(claimant).toEqual({ data: [], total: 0 });
  });

  it('refuses a bad page or size (400), and 401 signed out', async () => {
    const bad: Record<string, string | number>[] = [{ page: -1 }, { size: 0 }, { size: 101 }, { page: 'x' }];
    for (const query of bad) expect([query, (await skeleton(query)).status]).toEqual([query, 400]);
    expect((await w.api.http.get('/api/referrals/skeleton')).status).toBe(401);
  });
});
