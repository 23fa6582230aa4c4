import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider.ts';
import { createHttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { jsonResponse, mockFetch, testSession } from './testHelpers.ts';

const API = 'http://test/api';
const provider = () => createDataProvider(createHttpClient({ apiUrl: API }));
const pathAndQuery = (url: string) => {
  const u = new URL(url);
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
};

beforeEach(() => {
  localStorage.clear();
  session.set(testSession({ token: 'tok' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('createDataProvider (simple-rest)', () => {
  it('lists registry entries from /subscriptions keyed by company id, with the total from Content-Range', async () => {
    const rows = [
      { id: 's1', companyId: 'c1' },
      { id: 's2', companyId: 'c2' },
    ];
    const { calls } = mockFetch(() => jsonResponse(200, rows, { 'Content-Range': 'subscriptions 0-24/123' }));
    const result = await provider().getList('registry-entries', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'companyName', order: 'ASC' },
      filter: { q: 'lee', status: ['VALIDATED'] },
    });
    expect(result).toEqual({
      data: [
        { id: 'c1', companyId: 'c1', subscriptionId: 's1' },
        { id: 'c2', companyId: 'c2', subscriptionId: 's2' },
      ],
      total: 123,
    });
    const { path, query } = pathAndQuery(calls[0]!.url);
    expect(path).toBe('/api/subscriptions');
    expect(JSON.parse(query.sort!)).toEqual(['companyName', 'ASC']);
    expect(JSON.parse(query.range!)).toEqual([0, 24]);
    expect(JSON.parse(query.filter!)).toEqual({ q: 'lee', status: ['VALIDATED'] });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('reads one registry record from /companies', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { id: 'c1', name: 'Lee Law' }));
    const result = await provider().getOne('registries', { id: 'c1' });
    expect(result.data).toEqual({ id: 'c1', name: 'Lee Law' });
    expect(pathAndQuery(calls[0]!.url).path).toBe('/api/companies/c1');
  });

  it('fails a list answer without Content-Range', async () => {
    mockFetch(() => jsonResponse(200, []));
    await expect(
      provider().getList('users', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/Content-Range/);
  });

  it('maps getOne, getMany and update; other resources keep their name', async () => {
    const { calls } = mockFetch(({ method }) =>
      jsonResponse(200, method === 'PUT' ? { id: 'c1', name: 'X' } : [{ id: 'a' }]),
    );
    const dp = provider();
    await dp.getOne('registries', { id: 'c 1' });
    await dp.getMany('registries', { ids: ['a', 'b'] });
    const updated = await dp.update('registries', {
      id: 'c1',
      data: { name: 'X' },
      previousData: { id: 'c1' },
    });
    await dp.getOne('users', { id: 'u1' });
    expect(updated.data).toEqual({ id: 'c1', name: 'X' });
    expect(calls.map((c) => `${c.method} ${pathAndQuery(c.url).path}`)).toEqual([
      'GET /api/companies/c%201',
      'GET /api/companies',
      'PUT /api/companies/c1',
      'GET /api/users/u1',
    ]);
    expect(JSON.parse(pathAndQuery(calls[1]!.url).query.filter!)).toEqual({ id: ['a', 'b'] });
    expect(calls[2]!.body).toEqual({ name: 'X' });
    expect(calls[2]!.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('createDataProvider (custom methods)', () => {
  it('calls the agreed paths', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { count: 3 }));
    const dp = provider();
    await dp.getAccount();
    await dp.getPlanPricing();
    await dp.getServerTime();
    await dp.getCatalog('specialties/attorneys');
    expect(await dp.getUnreadNotificationCount()).toEqual({ count: 3 });
    await dp.getNotifications({ page: 2, unread: true });
    await dp.markNotificationRead('n1');
    await dp.markNotificationUnread('n1');
    await dp.getCompanySubscription('c1');
    await dp.getCompanyAddresses('c1');
    await dp.getCompanyMembers('c1');
    expect(calls.map((c) => `${c.method} ${c.url.slice(API.length)}`)).toEqual([
      'GET /account',
      'GET /subscriptions/plan-pricing',
      'GET /time',
      'GET /catalogs/specialties/attorneys',
      'GET /notifications/count/unread',
      'GET /notifications?page=2&unread=true',
      'POST /notifications/n1/read',
      'DELETE /notifications/n1/read',
      'GET /subscriptions/company/c1',
      'GET /addresses/company/c1',
      'GET /companies/c1/members',
    ]);
  });

  it('markChangelogRead marks the stored session once the server accepted', async () => {
    session.update({ changelogRead: false });
    const answers = [jsonResponse(500, 'no'), jsonResponse(200, {})];
    const { calls } = mockFetch(() => answers.shift()!);
    const dp = provider();
    await expect(dp.markChangelogRead()).rejects.toMatchObject({ status: 500 });
    expect(session.get()?.changelogRead).toBe(false);
    await dp.markChangelogRead();
    expect(calls[1]).toMatchObject({ method: 'PUT', url: `${API}/account/changelog/read` });
    expect(session.get()?.changelogRead).toBe(true);
  });

  it('getMyClaimant and updateMyClaimant call /claimants/me; a save renames the stored session', async () => {
    const claimant = { id: 'cl1', name: 'Maria', lastName: 'Lopez' };
    const { calls } = mockFetch(() => jsonResponse(200, claimant));
    const dp = provider();
    expect(await dp.getMyClaimant()).toEqual(claimant);
    const values = {
      name: 'Maria',
      lastName: 'Lopez',
      phone: '3125550199',
      dateOfBirth: '1985-04-17T00:00:00.000Z',
      address: '1 Main St',
      suite: null,
      city: 'Chicago',
      state: 'IL',
      zipCode: '60606',
    };
    await dp.updateMyClaimant(values);
    expect(calls.map((c) => `${c.method} ${c.url.slice(API.length)}`)).toEqual([
      'GET /claimants/me',
      'PUT /claimants/me',
    ]);
    expect(calls[1]!.body).toEqual(values);
    expect(session.get()?.userName).toBe('Maria Lopez');
  });
});
