/**
 * Issue 39 items 1, 3, 4, 5 and 9: signing out ends the session on the server, a reused refresh token ends
 * its whole family, tokens must carry exp, a past iat, our issuer and audience, and users list and end their
 * own sessions; the sessions are in the store, so they hold across a restart.
 */
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import type { MySession } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import { bearer, startTestApi, TEST_SECRET, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import {
  CHROME_ON_WINDOWS,
  endedWith,
  movableClock,
  resetPassword,
  sessionCalls,
} from './helpers/sessions.ts';

const clock = movableClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api.close());
const { signIn, account, refresh, renewed } = sessionCalls(() => api);
const signedOut = endedWith(MESSAGES.sessionExpired);
const logout = () => api.http.post('/api/users/logout');
const mySessions = (session: { token: string }) =>
  api.http.get('/api/me/sessions').set(bearer(session.token));

describe('POST /users/logout', () => {
  it('ends the session: its access and refresh tokens answer 401 session_ended at once', async () => {
    const session = await signIn('attorney-owner');
    const other = await signIn('attorney-owner');
    expect((await logout().set(bearer(session.token))).status).toBe(204);
    expect([(await account(session)).status, (await account(session)).body]).toEqual([401, signedOut]);
    expect((await refresh(session)).body).toEqual(signedOut);
    // Only that session: another sign-in of the same user goes on; signing out again changes nothing.
    expect((await account(other)).status).toBe(200);
    expect((await logout().set(bearer(session.token))).status).toBe(204);
  });

  it('works with an expired access token, or with the refresh token alone, and answers 204 to anything', async () => {
    const expiredOne = await signIn('attorney-member');
    clock.move(16);
    expect((await account(expiredOne)).body.error).toBe('token_expired');
    expect((await logout().set(bearer(expiredOne.token))).status).toBe(204);
    expect((await refresh(expiredOne)).body).toEqual(signedOut);

    const byRefresh = await signIn('attorney-member');
    expect((await logout().send({ refreshToken: byRefresh.refreshToken })).status).toBe(204);
    expect((await account(byRefresh)).body).toEqual(signedOut);

    expect((await logout()).status).toBe(204);
    expect((await logout().set(bearer('not.a.token')).send({ refreshToken: 42 })).status).toBe(204);
  });
});

describe('refresh token family', () => {
  it('ends the session when a spent refresh token comes back: the newest one fails too', async () => {
    const first = await signIn('claimant');
    const second = await renewed(first);
    const third = await renewed(second);
    const stolen = await refresh(first);
    expect([stolen.status, stolen.body]).toEqual([401, endedWith(MESSAGES.sessionEndedReused)]);
    expect((await refresh(third)).body).toEqual(endedWith(MESSAGES.sessionEndedReused));
    expect((await account(third)).body).toEqual(endedWith(MESSAGES.sessionEndedReused));
  });

  it('lets two tabs refresh with one token at once (the grace period), and not after it', async () => {
    const first = await signIn('attorney-member');
    const tabA = await renewed(first);
    const tabB = await renewed(first);
    // Both tabs hold the session's one current refresh token: either refreshes later.
    expect((await account(tabB)).status).toBe(200);
    const next = await renewed(tabA);
    clock.move(1);
    const late = await refresh(tabA);
    expect([late.status, late.body]).toEqual([401, endedWith(MESSAGES.sessionEndedReused)]);
    expect((await account(next)).body).toEqual(endedWith(MESSAGES.sessionEndedReused));
  });
});

describe('token claims', () => {
  async function handSigned(
    edit: (jwt: SignJWT) => SignJWT,
    claims: Record<string, unknown> = {},
    { expires = true } = {},
  ) {
    const session = await signIn('support');
    const { sub, sid } = decodeJwt(session.token);
    const now = Math.floor(clock.now().getTime() / 1000);
    const jwt = new SignJWT({ typ: 'access', sid, ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub!)
      .setJti('hand-signed')
      .setIssuer('casebridge')
      .setAudience('casebridge-api')
      .setIssuedAt(now);
    return edit(expires ? jwt.setExpirationTime(now + 600) : jwt).sign(TEST_SECRET);
  }

  it('accepts a well-formed token, and refuses one without exp, with a future iat, or of another iss/aud', async () => {
    const statusOf = async (token: string) => (await account({ token })).status;
    expect(await statusOf(await handSigned((jwt) => jwt))).toBe(200);
    const now = Math.floor(clock.now().getTime() / 1000);
    const noExp = await handSigned((jwt) => jwt, {}, { expires: false });
    expect(decodeJwt(noExp).exp).toBeUndefined();
    expect(await statusOf(noExp)).toBe(401);
    expect(await statusOf(await handSigned((jwt) => jwt.setIssuedAt(now + 3600)))).toBe(401);
    expect(await statusOf(await handSigned((jwt) => jwt.setIssuer('elsewhere')))).toBe(401);
    expect(await statusOf(await handSigned((jwt) => jwt.setAudience('another-api')))).toBe(401);
    expect(await statusOf(await handSigned((jwt) => jwt, { sid: 'no-such-session' }))).toBe(401);
  });
});

describe('My Account sessions', () => {
  it("lists the caller's live sessions, most recently used first, with device and current, never refresh ids", async () => {
    const other = await signIn('attorney-admin', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0',
    });
    clock.move(2);
    const here = await signIn('attorney-admin');
    await signIn('facility-owner');
    const res = await mySessions(here);
    expect(res.status).toBe(200);
    const sessions = res.body as MySession[];
    const mine = sessions.filter(
      (s) => s.id === decodeJwt(here.token)['sid'] || s.id === decodeJwt(other.token)['sid'],
    );
    expect(mine.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Windows', true],
      ['Firefox on Linux', false],
    ]);
    const ownerIds = new Set(
      api.server.store
        .collection('sessions')
        .findBy('userId', userOfRole(api, 'attorney-admin').id)
        .map((s) => s.id),
    );
    expect(sessions.every((s) => ownerIds.has(s.id))).toBe(true);
    expect(res.text).not.toContain('refreshTokenId');
    expect(res.text).not.toContain(CHROME_ON_WINDOWS);
  });

  it("ends one of the caller's sessions, 404 for another user's or an unknown one", async () => {
    const here = await signIn('health-provider-owner');
    const there = await signIn('health-provider-owner');
    const stranger = await signIn('provider-member');
    const end = (id: string) => api.http.delete(`/api/me/sessions/${id}`).set(bearer(here.token));
    expect((await end(String(decodeJwt(stranger.token)['sid']))).status).toBe(404);
    expect((await end('no-such-session')).status).toBe(404);
    expect((await account(stranger)).status).toBe(200);
    expect((await end(String(decodeJwt(there.token)['sid']))).status).toBe(204);
    expect((await account(there)).body).toEqual(endedWith(MESSAGES.sessionEndedRevoked));
    expect((await end(String(decodeJwt(there.token)['sid']))).status).toBe(404);
    expect((await account(here)).status).toBe(200);
  });

  it('signs out everywhere else: every other live session ends, this one stays', async () => {
    const here = await signIn('basic-attorney-owner');
    const others = [await signIn('basic-attorney-owner'), await signIn('basic-attorney-owner')];
    const res = await api.http.post('/api/me/sessions/end-others').set(bearer(here.token));
    expect([res.status, res.body]).toEqual([200, { ended: 2 }]);
    for (const other of others)
      expect((await refresh(other)).body).toEqual(endedWith(MESSAGES.sessionEndedRevoked));
    expect((await mySessions(here)).body).toHaveLength(1);
    const again = await api.http.post('/api/me/sessions/end-others').set(bearer(here.token));
    expect(again.body).toEqual({ ended: 0 });
  });
});

describe('password change and reset', () => {
  it('a change ends the other sessions with their reason and keeps this one', async () => {
    const elsewhere = await signIn('owner-pending-review');
    const here = await signIn('owner-pending-review');
    const changed = await api.http
      .put('/api/users/update-password')
      .set(bearer(here.token))
      .send({ currentPassword: DEMO_PASSWORD, password: 'Changed#2026a' });
    expect(changed.status).toBe(200);
    expect((await account(elsewhere)).body).toEqual(endedWith(MESSAGES.sessionEndedPassword));
    expect((await account(here)).status).toBe(200);
  });

  it('a reset ends them all', async () => {
    const stolen = await signIn('factoring-company');
    const email = api.server.store.collection('users').get(String(decodeJwt(stolen.token).sub))!.email;
    await resetPassword(api, email, 'Reset#2026ab');
    expect((await account(stolen)).body).toEqual(endedWith(MESSAGES.sessionEndedPassword));
    expect((await refresh(stolen)).body).toEqual(endedWith(MESSAGES.sessionEndedPassword));
  });
});

describe('restart', () => {
  it('keeps sessions, their ends and their refresh families across a restart of the server', async () => {
    const kept = await signIn('owner-info-required');
    const ended = await signIn('owner-info-required');
    expect((await logout().set(bearer(ended.token))).status).toBe(204);
    const spent = await signIn('owner-info-required');
    const newer = await renewed(spent);
    clock.move(1); // past the refresh grace period: the spent token is a reuse
    await api.server.close();
    api = await startTestApi({ clock, dataDir: api.dataDir });
    expect((await account(kept)).status).toBe(200);
    expect((await account(ended)).body).toEqual(signedOut);
    expect((await refresh(spent)).body).toEqual(endedWith(MESSAGES.sessionEndedReused));
    expect((await refresh(newer)).status).toBe(401);
  });
});
