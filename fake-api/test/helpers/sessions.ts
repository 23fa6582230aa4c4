/** Sign-ins, requests and refreshes of the server-side sessions' tests (issue 39), on a movable clock. */
import { expect } from 'vitest';
import type { LoginResponse, PasswordResetGrant } from '@casebridge/domain';
import { DEMO_PASSWORD } from '@casebridge/fixtures';
import type { Clock } from '../../src/core/types.ts';
import { bearer, demoAccount } from './server.ts';
import type { TestApi } from './server.ts';

/** A clock that stands still until moved: `clock.move(minutes)`. */
export function movableClock(start = Date.now()): Clock & { move(minutes: number): void } {
  let now = start;
  return { now: () => new Date(now), move: (minutes) => (now += minutes * 60_000) };
}

export const emailOf = (role: string) => demoAccount((a) => a.role === role).email;

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

export function sessionCalls(api: () => TestApi) {
  async function signIn(
    role: string,
    { staySignedIn, userAgent = CHROME_ON_WINDOWS, password = DEMO_PASSWORD } = {} as {
      staySignedIn?: boolean;
      userAgent?: string;
      password?: string;
    },
  ): Promise<LoginResponse> {
    const res = await api()
      .http.post('/api/users/login')
      .set('User-Agent', userAgent)
      .send({ email: emailOf(role), password, ...(staySignedIn === undefined ? {} : { staySignedIn }) });
    expect(res.status).toBe(200);
    return res.body as LoginResponse;
  }
  const account = (session: { token: string }) => api().http.get('/api/account').set(bearer(session.token));
  const refresh = (session: { refreshToken: string }) =>
    api().http.get(`/api/user/${encodeURIComponent(session.refreshToken)}/refresh`);
  /** Refreshes and answers the new pair (expecting a 200). */
  async function renewed(session: { refreshToken: string }): Promise<LoginResponse> {
    const res = await refresh(session);
    expect([res.status, res.body.error]).toEqual([200, undefined]);
    return res.body as LoginResponse;
  }
  return { signIn, account, refresh, renewed };
}

/** The 401 of an ended session. */
export const endedWith = (message: string) => ({ error: 'session_ended', message });

/** Resets `email`'s password through the e-mailed code, as its owner would (expecting each step to pass). */
export async function resetPassword(api: TestApi, email: string, password: string): Promise<void> {
  expect((await api.http.put('/api/users/reset-password').send({ email })).status).toBe(204);
  const code = /code is (\d{6})/.exec(api.mailsTo(email).at(-1)!.body)![1]!;
  const grant = await api.http.put('/api/users/reset-password/verify').send({ email, code });
  const { resetToken } = grant.body as PasswordResetGrant;
  const set = await api.http.put('/api/users/password').send({ email, resetToken, password });
  expect(set.status).toBe(204);
}
