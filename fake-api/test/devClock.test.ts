/**
 * The development clock (DEV_CLOCK=1): off by default (403 devClockOff); when on, staff who may validate move it
 * forward and the referral sweep runs in the same request, so a browser test sees an invite expire.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, REFERRAL_TIMING } from '@casebridge/domain';
import type { ReferralView } from '@casebridge/domain';
import { DAY_MS, referralWorld } from './helpers/referrals.ts';
import type { ReferralWorld } from './helpers/referrals.ts';
import { bearer, startTestApi, userOfRole } from './helpers/server.ts';
import type { TestApi } from './helpers/server.ts';

describe('the development clock, off (the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers 403 devClockOff to staff and keeps the system time', async () => {
    const admin = bearer(await api.tokenOfUser(userOfRole(api, 'system-admin').id));
    const read = await api.http.get('/api/dev/clock').set(admin);
    expect([read.status, read.body.message]).toEqual([403, MESSAGES.devClockOff]);
    const move = await api.http.post('/api/dev/clock').set(admin).send({ days: 7 });
    expect([move.status, move.body.message]).toEqual([403, MESSAGES.devClockOff]);
    expect(api.server.core.services.devClock).toBeUndefined();
    const time = Date.parse(((await api.http.get('/api/time')).body as { time: string }).time);
    expect(Math.abs(time - Date.now())).toBeLessThan(60_000);
  });
});

describe('the development clock, on', () => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld({ devClock: true });
  });
  afterAll(() => w.api.close());

  const move = async (body: object, who = 'system-admin') =>
    w.api.http
      .post('/api/dev/clock')
      .set(await w.as(who))
      .send(body);

  it('lets only System Admins and Super Users move it, forward only', async () => {
    for (const who of ['user', 'attorney-owner', 'health-provider-owner'])
      expect([who, (await move({ days: 1 }, who)).status]).toEqual([who, 403]);
    expect((await w.api.http.post('/api/dev/clock').send({ days: 1 })).status).toBe(401);
    for (const body of [{ days: -1 }, { hours: 'two' }, { days: 99_999 }])
      expect([body, (await move(body)).status]).toEqual([body, 400]);
    const read = await w.api.http.get('/api/dev/clock').set(await w.as('attorney-owner'));
    expect(read.body).toEqual({ time: w.clock.now().toISOString(), offsetMs: 0 });
  });

  it('moves the server’s time and runs the sweep at once: an invite expires after 7 days', async () => {
    const provider = w.companyOf('health-provider-owner');
    const res = await w.present(w.newCase().id, [provider]);
    const created = (res.body as ReferralView[])[0]!;
    const hours = await move({ hours: 1 }, 'super-user');
    expect(hours.body).toEqual({
      time: new Date(w.clock.now().getTime() + 3_600_000).toISOString(),
      offsetMs: 3_600_000,
    });
    const week = await move({ days: REFERRAL_TIMING.expireAfterDays });
    expect(week.status).toBe(200);
    expect(week.body.offsetMs).toBe(REFERRAL_TIMING.expireAfterDays * DAY_MS + 3_600_000);
    expect(w.api.server.store.collection('referrals').get(created.id)).toMatchObject({
      status: 'EXPIRED',
      presentedStatus: 'REJECTED',
    });
    const owner = userOfRole(w.api, 'health-provider-owner');
    expect(w.noticesOf(owner.id, created.id).map((n) => n.action)).toEqual(['PRESENT', 'EXPIRE']);
    const time = Date.parse(((await w.api.http.get('/api/time')).body as { time: string }).time);
    expect(time).toBe(w.clock.now().getTime() + week.body.offsetMs);
  });
});

describe('the server’s scheduler', () => {
  let w: ReferralWorld;
  beforeAll(async () => {
    w = await referralWorld({ jobsIntervalMs: 50 });
  });
  afterAll(() => w.api.close());

  it('runs the sweep on its own every jobsIntervalMs', async () => {
    const res = await w.present(w.newCase().id, [w.companyOf('facility-owner')]);
    const created = (res.body as ReferralView[])[0]!;
    w.clock.advance(REFERRAL_TIMING.expireAfterDays * DAY_MS);
    await vi.waitFor(
      () => expect(w.api.server.store.collection('referrals').get(created.id)!.status).toBe('EXPIRED'),
      { timeout: 5_000, interval: 50 },
    );
  });
});
