/**
 * Issue 40 items 8 and 9: the API refuses what the portal bars, from the domain's one definition
 * (SCREEN_ENDPOINTS, mayWorkOn), and a pending password reset answers only the calls that set the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { bearer, demoAccount, signInRoles, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

const ROLES = [
  'factoring-company',
  'owner-pending-review',
  'claimant',
  'attorney-owner',
  'health-provider-owner',
  'user',
] as const;

let api: TestApi;
const tokens: Record<string, Record<string, string>> = {};
const get = (role: string, path: string) => api.http.get(`/api${path}`).set(tokens[role]!);
const answer = async (role: string, path: string) => {
  const res = await get(role, path);
  return [res.status, (res.body as { message?: string }).message ?? null];
};

beforeAll(async () => {
  api = await startTestApi();
  await signInRoles(api, ROLES, tokens);
});
afterAll(() => api.close());

describe('screens the portal bars are barred by the API (item 8)', () => {
  it('a factoring company gets 403 on the cases and tasks lists', async () => {
    for (const path of ['/cases', '/tasks', '/me/tasks', '/referrals/skeleton'])
      expect(await answer('factoring-company', path)).toEqual([403, MESSAGES.forbidden]);
    expect((await get('factoring-company', '/funding-requests')).status).toBe(200);
  });

  it('a PENDING_REVIEW company gets 403 on My Network and its case invites, and keeps its cases', async () => {
    const needsValidated = [403, MESSAGES.screenNeedsValidatedCompany];
    expect(await answer('owner-pending-review', '/network')).toEqual(needsValidated);
    expect(await answer('owner-pending-review', '/referrals')).toEqual(needsValidated);
    expect(await answer('owner-pending-review', '/referrals/statuses/count')).toEqual(needsValidated);
    expect((await get('owner-pending-review', '/cases')).status).toBe(200);
  });

  it('a claimant has no tasks and no appointments screen', async () => {
    expect(await answer('claimant', '/tasks')).toEqual([403, MESSAGES.forbidden]);
    expect(await answer('claimant', '/appointments/min-date')).toEqual([403, MESSAGES.forbidden]);
    expect((await get('claimant', '/cases')).status).toBe(200);
  });

  it('an attorney still gets the case-invites reason; validated users and staff keep their calls', async () => {
    expect(await answer('attorney-owner', '/referrals')).toEqual([403, MESSAGES.caseInvitesOnly]);
    for (const path of ['/cases', '/tasks', '/network'])
      expect((await get('attorney-owner', path)).status).toBe(200);
    for (const path of ['/referrals', '/network', '/appointments/min-date'])
      expect((await get('health-provider-owner', path)).status).toBe(200);
    expect((await get('user', '/funding-requests')).status).toBe(200);
  });
});

describe('a pending password reset (item 9)', () => {
  it('answers only the calls that set the password until it is set', async () => {
    const { email, password } = demoAccount((a) => a.role === 'attorney-member');
    const signedIn = bearer(await api.tokenFor(email));
    expect((await api.http.put('/api/users/reset-password').send({ email })).status).toBe(204);
    const code = /code is (\d{6})/.exec(api.mailsTo(email).at(-1)!.body)![1]!;
    expect((await api.http.put('/api/users/reset-password/verify').send({ email, code })).status).toBe(200);

    const login = await api.http.post('/api/users/login').send({ email, password });
    expect(login.body.user.passwordReset).toBe(true);
    const pending = bearer(login.body.token as string);
    for (const headers of [pending, signedIn]) {
      for (const path of ['/cases', '/account', '/notifications/count/unread']) {
        const res = await api.http.get(`/api${path}`).set(headers);
        expect([res.status, res.body.message]).toEqual([403, MESSAGES.passwordResetPending]);
      }
    }
    const check = await api.http.put('/api/users/update-password/verify').set(pending).send({ password });
    expect([check.status, check.body.valid]).toEqual([200, true]);
    const changed = await api.http
      .put('/api/users/update-password')
      .set(pending)
      .send({ currentPassword: password, password: 'Another#Pass2026' });
    expect(changed.status).toBe(200);
    expect((await api.http.get('/api/cases').set(pending)).status).toBe(200);
  });
});
