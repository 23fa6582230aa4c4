/**
 * Issue 17, item 3: a password change ends the user's other sessions, a reset ends them all, and refresh
 * tokens rotate (issue 39: a reused one ends the whole session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { LoginResponse } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { bearer, demoAccount, startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { movableClock, resetPassword } from './helpers/sessions.ts';

const clock = movableClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api.close());

const emailOf = (role: string) => demoAccount((a) => a.role === role).email;
async function signIn(email: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const res = await api.http.post('/api/users/login').send({ email, password });
  expect(res.status).toBe(200);
  return res.body as LoginResponse;
}
const account = (session: { token: string }) => api.http.get('/api/account').set(bearer(session.token));
const refresh = (session: { refreshToken: string }) =>
  api.http.get(`/api/user/${encodeURIComponent(session.refreshToken)}/refresh`);

describe('sessions', () => {
  it('rotates refresh tokens: each one is exchanged once, a reused one ends the session (issue 39)', async () => {
    const first = await signIn(emailOf('attorney-member'));
    const renewed = await refresh(first);
    expect(renewed.status).toBe(200);
    const second = renewed.body as LoginResponse;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await account(second)).status).toBe(200);
    clock.move(1); // past the grace period for two tabs refreshing at once
    const reused = await refresh(first);
    expect([reused.status, reused.body]).toEqual([
      401,
      { error: 'session_ended', message: MESSAGES.sessionEndedReused },
    ]);
    expect((await account(second)).status).toBe(401);
    expect((await refresh(second)).status).toBe(401);
  });

  it("ends the user's other sessions on a password change, and keeps the one that changed it", async () => {
    const email = emailOf('attorney-admin');
    const elsewhere = await signIn(email);
    const here = await signIn(email);
    const changed = await api.http
      .put('/api/users/update-password')
      .set(bearer(here.token))
      .send({ currentPassword: DEMO_PASSWORD, password: 'Changed#2026a' });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('sessionsValidAfter');
    expect((await account(elsewhere)).status).toBe(401);
    expect((await refresh(elsewhere)).status).toBe(401);
    expect((await account(here)).status).toBe(200);
    const renewed = await refresh(here);
    expect(renewed.status).toBe(200);
    expect((await account(renewed.body as LoginResponse)).status).toBe(200);
    // A new sign-in with the new password is a new, valid session.
    expect((await account(await signIn(email, 'Changed#2026a'))).status).toBe(200);
  });

  it('ends every session of the user on a password reset', async () => {
    const email = emailOf('health-provider-owner');
    const stolen = await signIn(email);
    await resetPassword(api, email, 'Reset#2026ab');
    expect((await account(stolen)).status).toBe(401);
    expect((await refresh(stolen)).status).toBe(401);
    expect((await account(await signIn(email, 'Reset#2026ab'))).status).toBe(200);
  });
});
