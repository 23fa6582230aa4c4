import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { apiRoutes } from '../src/routes/index.ts';
import { PRIVATE_USER_FIELDS } from '../src/store/collections.ts';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('no answer ever contains a password hash', () => {
  it.each(['system-admin', 'attorney-owner', 'claimant'])('every GET route, as %s', async (role) => {
    const email = demoAccount((a) => a.role === role).email;
    const login = await api.http.post('/api/users/login').send({ email, password: DEMO_PASSWORD });
    expect(login.text).not.toContain('passwordHash');
    const session = login.body as LoginResponse;
    const companyId = session.user.companyId ?? [...api.server.store.collection('companies').all()][0]!.id;
    const fill = (path: string) =>
      path
        .replace(':token', session.refreshToken)
        .replace(':id', path.startsWith('/users') ? session.user.id : companyId);
    const gets = apiRoutes().filter((r) => r.method === 'GET');
    for (const route of gets) {
      const res = await api.http
        .get(`/api${fill(route.path)}`)
        .set(bearer(session.token))
        .query({ email });
      const text = Buffer.isBuffer(res.body) ? res.body.toString() : res.text;
      expect(res.status, `${route.path} ${text.slice(0, 200)}`).toBeLessThan(500);
      expect(text, route.path).not.toContain('passwordHash');
    }
  });

  it('the users lists leave every private field out of every record (removed in SQL)', async () => {
    const staff = bearer(await api.tokenFor(demoAccount((a) => a.role === 'system-admin').email));
    const stored = api.server.store.collection('users');
    for (const resource of ['internal-users', 'users']) {
      const res = await api.http.get(`/api/${resource}`).query({ range: '[0,99]' }).set(staff);
      expect(res.status, resource).toBe(200);
      const users = res.body as Record<string, unknown>[];
      expect(users.length, resource).toBeGreaterThan(0);
      for (const user of users) {
        for (const field of PRIVATE_USER_FIELDS)
          expect(user, `${resource} ${field}`).not.toHaveProperty(field);
        // Everything else is there, as stored.
        const {
          passwordHash: _hash,
          sessionsValidAfter: _after,
          sessionKept: _kept,
          ...rest
        } = stored.get(user['id'] as string)!;
        expect(user, resource).toEqual(rest);
      }
    }
  });
});
