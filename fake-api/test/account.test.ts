import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTORNEY_SPECIALTIES,
  DEFAULT_PLAN_PRICING,
  FACILITY_TYPES,
  HEALTH_PROVIDER_SPECIALTIES,
  HOW_YOU_HEAR_ABOUT_US,
  MESSAGES,
  TIME_WITHOUT_BEING_ATTENDED,
} from '@casebridge/domain';
import type { User } from '@casebridge/domain';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const userOf = (role: string) => {
  const email = demoAccount((a) => a.role === role).email;
  return api.server.store.collection('users').findOne('email', email)!;
};
const auth = async (role: string) => bearer(await api.tokenFor(userOf(role).email));

describe('GET /account', () => {
  it("answers the caller's user, company, subscription and session (without tokens)", async () => {
    const owner = userOf('attorney-owner');
    const res = await api.http.get('/api/account').set(await auth('attorney-owner'));
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(owner.id);
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.company.id).toBe(owner.companyId);
    expect(res.body.subscription.companyId).toBe(owner.companyId);
    expect(res.body.session).toMatchObject({
      userId: owner.id,
      userType: 'ATTORNEY',
      permissions: 'OWNER',
      companyType: 'ATTORNEY',
      companyStatus: res.body.company.status,
      email: owner.email,
      company: { id: owner.companyId, name: res.body.company.name },
    });
    expect(res.body.session).not.toHaveProperty('token');
    expect(res.body.session).not.toHaveProperty('refreshToken');
  });

  it('answers a null company and subscription for internal staff', async () => {
    const res = await api.http.get('/api/account').set(await auth('system-admin'));
    expect(res.body).toMatchObject({
      company: null,
      subscription: null,
      session: { userType: 'SYSTEM_ADMIN' },
    });
  });

  it('marks the changelog read', async () => {
    const headers = await auth('attorney-member');
    const res = await api.http.put('/api/account/changelog/read').set(headers);
    expect([res.status, res.body.changelogRead]).toEqual([200, true]);
    expect((await api.http.get('/api/account').set(headers)).body.session.changelogRead).toBe(true);
  });
});

describe('public lookups', () => {
  it.each([
    ['how-you-hear-about-us', HOW_YOU_HEAR_ABOUT_US],
    ['time-without-being-attended', TIME_WITHOUT_BEING_ATTENDED],
    ['facility-types', FACILITY_TYPES],
    ['specialties/attorneys', ATTORNEY_SPECIALTIES],
    ['specialties/health-providers', HEALTH_PROVIDER_SPECIALTIES],
  ])('GET /catalogs/%s', async (name, items) => {
    const res = await api.http.get(`/api/catalogs/${name}`);
    expect([res.status, res.body]).toEqual([200, items]);
  });

  it('GET /subscriptions/plan-pricing and GET /time', async () => {
    expect((await api.http.get('/api/subscriptions/plan-pricing')).body).toEqual(DEFAULT_PLAN_PRICING);
    const time = await api.http.get('/api/time');
    expect(Number.isNaN(Date.parse(time.body.time))).toBe(false);
  });
});

describe("a company's members, addresses and subscription", () => {
  it('answers the company users and internal staff, and 403 for others', async () => {
    const owner = userOf('attorney-owner');
    const id = owner.companyId!;
    for (const [path, check] of [
      [`/api/companies/${id}/members`, (body: User[]) => expect(body.map((u) => u.id)).toContain(owner.id)],
      [
        `/api/addresses/company/${id}`,
        (body: { companyId: string }[]) => expect(body.every((a) => a.companyId === id)).toBe(true),
      ],
      [`/api/subscriptions/company/${id}`, (body: { companyId: string }) => expect(body.companyId).toBe(id)],
    ] as const) {
      const mine = await api.http.get(path).set(await auth('attorney-member'));
      expect([path, mine.status]).toEqual([path, 200]);
      (check as (body: unknown) => void)(mine.body);
      expect(mine.text).not.toContain('passwordHash');
      expect((await api.http.get(path).set(await auth('user'))).status).toBe(200);
      expect((await api.http.get(path).set(await auth('health-provider-owner'))).status).toBe(403);
    }
    expect((await api.http.get('/api/subscriptions/company/nope').set(await auth('user'))).status).toBe(404);
  });
});

describe('GET /users/:id', () => {
  it('answers oneself, colleagues and internal staff, never the password hash', async () => {
    const owner = userOf('attorney-owner');
    const member = userOf('attorney-member');
    const stranger = userOf('health-provider-owner');
    const asOwner = await auth('attorney-owner');
    expect((await api.http.get(`/api/users/${owner.id}`).set(asOwner)).body.id).toBe(owner.id);
    expect((await api.http.get(`/api/users/${member.id}`).set(asOwner)).status).toBe(200);
    expect((await api.http.get(`/api/users/${stranger.id}`).set(asOwner)).status).toBe(403);
    const asStaff = await api.http.get(`/api/users/${stranger.id}`).set(await auth('user'));
    expect(asStaff.status).toBe(200);
    expect(asStaff.body).not.toHaveProperty('passwordHash');
    expect((await api.http.get('/api/users/nobody').set(await auth('user'))).status).toBe(404);
  });
});

describe('notifications', () => {
  const role = 'attorney-owner';

  it("lists only the caller's notifications, newest first, paged", async () => {
    const owner = userOf(role);
    const headers = await auth(role);
    const res = await api.http.get('/api/notifications').query({ page: 0, size: 5 }).set(headers);
    expect(res.status).toBe(200);
    const stored = api.server.store.collection('notifications').findBy('userId', owner.id);
    expect(stored.length).toBeGreaterThan(5);
    expect(res.body).toMatchObject({ page: 0, size: 5, totalElements: stored.length });
    expect(res.body.totalPages).toBe(Math.ceil(stored.length / 5));
    expect(res.body.content).toHaveLength(5);
    const dates = (res.body.content as { createAt: string; userId: string }[]).map((n) => n.createAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.content.every((n: { userId: string }) => n.userId === owner.id)).toBe(true);
  });

  it('counts unread ones and marks read and unread (409 when not read, 404 when missing or foreign)', async () => {
    const owner = userOf(role);
    const headers = await auth(role);
    const count = async () =>
      (await api.http.get('/api/notifications/count/unread').set(headers)).body.count as number;
    const unread = api.server.store
      .collection('notifications')
      .findBy('userId', owner.id)
      .filter((n) => !n.read);
    expect(unread.length).toBeGreaterThan(0);
    const before = await count();
    expect(before).toBe(unread.length);
    const onlyUnread = await api.http.get('/api/notifications').query({ page: 0, unread: true }).set(headers);
    expect(onlyUnread.body.totalElements).toBe(before);

    const target = unread[0]!;
    const notRead = await api.http.delete(`/api/notifications/${target.id}/read`).set(headers);
    expect([notRead.status, notRead.body]).toEqual([
      409,
      { error: 'conflict', message: MESSAGES.notificationNotRead },
    ]);

    const read = await api.http.post(`/api/notifications/${target.id}/read`).set(headers);
    expect([read.status, read.body.read]).toEqual([200, true]);
    expect(await count()).toBe(before - 1);
    const back = await api.http.delete(`/api/notifications/${target.id}/read`).set(headers);
    expect([back.status, back.body.read]).toEqual([200, false]);
    expect(await count()).toBe(before);

    const missing = await api.http.post('/api/notifications/no-such-id/read').set(headers);
    expect([missing.status, missing.body.error]).toEqual([404, 'no_such_element']);
    const foreign = await api.http
      .post(`/api/notifications/${target.id}/read`)
      .set(await auth('attorney-admin'));
    expect(foreign.status).toBe(404);
  });
});
