/**
 * PUT /users?onlyEnabledUsers=: users by ids, in the body. A company user sees itself and its colleagues,
 * internal staff anyone; other ids are left out, and disabled users too when onlyEnabledUsers=true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoAccount, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const as = async (role: string) => bearer(await api.tokenFor(demoAccount((a) => a.role === role).email));
const id = (role: string) => userOfRole(api, role).id;
const lookup = async (role: string, body: object, query = '') =>
  api.http
    .put(`/api/users${query}`)
    .set(await as(role))
    .send(body);
const ids = (res: { body: { id: string }[] }) => res.body.map((u) => u.id);

describe('PUT /users (users by ids)', () => {
  it("answers the caller's colleagues and leaves out other companies' users and unknown ids", async () => {
    const res = await lookup('attorney-owner', {
      ids: [id('attorney-member'), id('health-provider-owner'), 'nobody', id('attorney-admin')],
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([id('attorney-member'), id('attorney-admin')]);
    expect(res.text).not.toContain('passwordHash');
  });

  it('answers anyone to internal staff', async () => {
    const res = await lookup('system-admin', { ids: [id('health-provider-owner'), id('attorney-member')] });
    expect(ids(res)).toEqual([id('health-provider-owner'), id('attorney-member')]);
  });

  it('leaves out disabled users when onlyEnabledUsers=true', async () => {
    const member = id('attorney-member');
    api.server.store.update('users', member, { enabled: false });
    try {
      expect(ids(await lookup('system-admin', { ids: [member] }, '?onlyEnabledUsers=true'))).toEqual([]);
      expect(ids(await lookup('system-admin', { ids: [member] }, '?onlyEnabledUsers=false'))).toEqual([
        member,
      ]);
    } finally {
      api.server.store.update('users', member, { enabled: true });
    }
  });

  it('refuses a body without ids, too many ids and a bad flag (400); 401 without a session', async () => {
    expect((await lookup('attorney-owner', {})).status).toBe(400);
    expect((await lookup('attorney-owner', { ids: [] })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `u${i}`);
    expect((await lookup('attorney-owner', { ids: many })).status).toBe(400);
    expect((await lookup('attorney-owner', { ids: ['x'] }, '?onlyEnabledUsers=maybe')).status).toBe(400);
    expect((await api.http.put('/api/users').send({ ids: ['x'] })).status).toBe(401);
  });
});
