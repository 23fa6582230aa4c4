/**
 * Issue 39 item 2: sessions end by themselves: an idle limit and an absolute lifetime, by kind of user
 * (SESSION_LIMITS: staff 30 minutes / 12 hours, external users 2 hours / 24 hours, "stay signed in" 7 days /
 * 14 days), whatever the refreshes; the answer says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationText, format, MESSAGES, SESSION_LIMITS } from '@casebridge/domain';
import type { LoginResponse } from '@casebridge/domain';
import { startTestApi } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';
import { endedWith, movableClock, sessionCalls } from './helpers/sessions.ts';

const clock = movableClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock });
});
afterAll(() => api.close());
const { signIn, account, refresh, renewed } = sessionCalls(() => api);
const idleMessage = (minutes: number) =>
  endedWith(format(MESSAGES.sessionEndedIdle, { duration: durationText(minutes) }));

/** Refreshes `times` times, every `everyMinutes`, answering the last pair. */
async function keepRefreshing(first: LoginResponse, everyMinutes: number, times: number) {
  let session = first;
  for (let i = 0; i < times; i++) {
    clock.move(everyMinutes);
    session = await renewed(session);
  }
  return session;
}

describe('idle limit', () => {
  it('signs staff out after 30 minutes without a request; requests and refreshes keep them in', async () => {
    const first = await signIn('system-admin', { staySignedIn: true });
    clock.move(14);
    expect((await account(first)).status).toBe(200);
    clock.move(29);
    const second = await renewed(first);
    clock.move(29);
    expect((await account(second)).status).toBe(401);
    const third = await renewed(second);
    clock.move(SESSION_LIMITS.internal.idleMinutes + 1);
    const ended = await refresh(third);
    expect([ended.status, ended.body]).toEqual([401, idleMessage(30)]);
    // Its access token (expired by now) answers why too, and so does every later call.
    expect((await account(third)).body).toEqual(idleMessage(30));
    expect((await refresh(third)).body).toEqual(idleMessage(30));
  });

  it('signs an external user out after 2 hours idle, and one who stays signed in after 7 days', async () => {
    const external = await signIn('attorney-owner');
    const staying = await signIn('attorney-admin', { staySignedIn: true });
    clock.move(SESSION_LIMITS.external.idleMinutes - 1);
    const external2 = await renewed(external);
    clock.move(SESSION_LIMITS.external.idleMinutes + 1);
    expect((await refresh(external2)).body).toEqual(idleMessage(120));
    const staying2 = await renewed(staying);
    clock.move(6 * 24 * 60);
    const staying3 = await renewed(staying2);
    clock.move(SESSION_LIMITS.externalStaySignedIn.idleMinutes + 1);
    expect((await refresh(staying3)).body).toEqual(
      idleMessage(SESSION_LIMITS.externalStaySignedIn.idleMinutes),
    );
  });
});

describe('absolute lifetime', () => {
  const lifetime = (limit: { lifetimeHours: number }) => limit.lifetimeHours * 60;

  it('ends a staff session 12 hours after sign-in however often it is refreshed', async () => {
    const first = await signIn('super-user');
    const last = await keepRefreshing(first, 25, 28);
    expect((await account(last)).status).toBe(200);
    clock.move(lifetime(SESSION_LIMITS.internal) - 28 * 25 + 1);
    const res = await refresh(last);
    expect([res.status, res.body]).toEqual([401, endedWith(MESSAGES.sessionEndedLifetime)]);
  });

  it('ends an external session after 24 hours', async () => {
    const last = await keepRefreshing(await signIn('health-provider-owner'), 100, 14);
    clock.move(lifetime(SESSION_LIMITS.external) - 14 * 100 + 1);
    expect((await refresh(last)).body).toEqual(endedWith(MESSAGES.sessionEndedLifetime));
  });

  it('ends a stay-signed-in session after 14 days, though refreshed every 6 days (issue 39)', async () => {
    const last = await keepRefreshing(await signIn('facility-owner', { staySignedIn: true }), 6 * 24 * 60, 2);
    clock.move(lifetime(SESSION_LIMITS.externalStaySignedIn) - 12 * 24 * 60 + 1);
    expect((await refresh(last)).body).toEqual(endedWith(MESSAGES.sessionEndedLifetime));
  });
});
