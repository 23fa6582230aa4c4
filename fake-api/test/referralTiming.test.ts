/**
 * Reminders and expiry of case invites from the server's clock (issue 13): ALERT_1 after 2 days, ALERT_2 after
 * 5, EXPIRE after 7, sent by the sweep (core.runJob, as the scheduler runs it) when the test clock has moved;
 * only the last event due is sent; an invite past its expiry cannot be answered even before the sweep ran, and
 * can be re-sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REFERRAL_TIMING, nextReferralEvent } from '@casebridge/domain';
import type { ReferralView } from '@casebridge/domain';
import { runReferralSweep } from '../src/routes/referrals/index.ts';
import { DAY_MS, referralWorld } from './helpers/referrals.ts';
import type { ReferralWorld } from './helpers/referrals.ts';
import { userOfRole } from './helpers/server.ts';

let w: ReferralWorld;
let provider: string;
beforeAll(async () => {
  w = await referralWorld();
  provider = w.companyOf('health-provider-owner');
  await sweep(); // what the generated data has due at the start
});
afterAll(() => w.api.close());

const store = () => w.api.server.store;
const sweep = () => w.api.server.core.runJob(runReferralSweep);
async function invite(): Promise<ReferralView> {
  const res = await w.present(w.newCase().id, [provider]);
  expect(res.status).toBe(201);
  return (res.body as ReferralView[])[0]!;
}
const stored = (id: string) => store().collection('referrals').get(id)!;
const owner = () => userOfRole(w.api, 'health-provider-owner');
const firmOwner = () => userOfRole(w.api, 'attorney-owner');
const actions = (userId: string, id: string) =>
  w.noticesOf(userId, id).map((n) => `${n.section}:${n.action}`);

describe('the referral sweep', () => {
  it('reminds the receiver after 2 and 5 days, then expires the invite after 7 and tells both sides', async () => {
    const created = await invite();
    const t0 = Date.parse(created.createdAt);
    w.clock.advance(REFERRAL_TIMING.alert1AfterDays * DAY_MS - 60_000);
    expect(await sweep()).toEqual({ reminders: 0, expired: 0, more: false });
    w.clock.advance(60_000);
    expect(await sweep()).toEqual({ reminders: 1, expired: 0, more: false });
    expect(stored(created.id)).toMatchObject({
      remindersSent: 1,
      nextEventAt: nextReferralEvent(created.createdAt, 1).at,
    });
    expect(await sweep()).toEqual({ reminders: 0, expired: 0, more: false });
    expect(actions(owner().id, created.id)).toEqual(['CASE:PRESENT', 'REFERRAL:ALERT_1']);
    w.clock.advance((REFERRAL_TIMING.alert2AfterDays - REFERRAL_TIMING.alert1AfterDays) * DAY_MS);
    await sweep();
    expect(actions(owner().id, created.id)).toEqual(['CASE:PRESENT', 'REFERRAL:ALERT_1', 'REFERRAL:ALERT_2']);
    expect(w.clock.now().getTime() - t0).toBe(REFERRAL_TIMING.alert2AfterDays * DAY_MS);
    w.clock.advance((REFERRAL_TIMING.expireAfterDays - REFERRAL_TIMING.alert2AfterDays) * DAY_MS);
    await sweep();
    expect(stored(created.id)).toMatchObject({
      status: 'EXPIRED',
      presentedStatus: 'REJECTED',
      nextEventAt: null,
    });
    expect(actions(owner().id, created.id).at(-1)).toBe('REFERRAL:EXPIRE');
    const [toFirm] = w.noticesOf(firmOwner().id, created.id);
    expect(toFirm).toMatchObject({
      section: 'REFERRAL',
      action: 'EXPIRE',
      extra: `${created.caseId}:${created.id}`,
    });
    expect(w.api.mailsTo(firmOwner().email).at(-1)!.subject).toContain('expired');
    const activity = store().collection('caseActivities').findBy('caseId', created.caseId);
    expect(activity.map((a) => a.action)).toContain('REFERRAL_EXPIRED');
    const again = await sweep();
    expect(again).toEqual({ reminders: 0, expired: 0, more: false });
  });

  it('sends only the last event due: ALERT_2 without ALERT_1, or the expiry without reminders', async () => {
    const late = await invite();
    const expiring = await invite();
    w.clock.advance(REFERRAL_TIMING.alert2AfterDays * DAY_MS + 3_600_000);
    await sweep();
    expect(actions(owner().id, late.id)).toEqual(['CASE:PRESENT', 'REFERRAL:ALERT_2']);
    expect(stored(late.id).remindersSent).toBe(2);
    w.clock.advance(REFERRAL_TIMING.expireAfterDays * DAY_MS);
    const fresh = await invite();
    await sweep();
    expect(actions(owner().id, expiring.id)).toEqual(['CASE:PRESENT', 'REFERRAL:ALERT_2', 'REFERRAL:EXPIRE']);
    expect(stored(fresh.id).status).toBe('PENDING');
    const skipped = await invite();
    w.clock.advance(REFERRAL_TIMING.expireAfterDays * DAY_MS + 1);
    await sweep();
    expect(actions(owner().id, skipped.id)).toEqual(['CASE:PRESENT', 'REFERRAL:EXPIRE']);
  });
});

describe('the scheduler’s batches', () => {
  it('stops at its limit and says there is more, so a backlog never holds the write lock long', async () => {
    const invites = [await invite(), await invite(), await invite()];
    w.clock.advance(REFERRAL_TIMING.expireAfterDays * DAY_MS);
    const first = await w.api.server.core.runJob((services) => runReferralSweep(services, 2));
    expect(first).toEqual({ reminders: 0, expired: 2, more: true });
    const rest = await w.api.server.core.runJob((services) => runReferralSweep(services, 2));
    expect(rest).toEqual({ reminders: 0, expired: 1, more: false });
    expect(invites.map((r) => stored(r.id).status)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED']);
  });
});

describe('an invite past its expiry, before the sweep', () => {
  it('reads EXPIRED, refuses answers with the expiry message, and can be re-sent', async () => {
    const created = await invite();
    w.clock.advance(REFERRAL_TIMING.expireAfterDays * DAY_MS);
    const view = await w.api.http
      .get(`/api/referrals/${created.id}`)
      .set(await w.as('health-provider-owner'));
    expect(view.body as ReferralView).toMatchObject({ status: 'EXPIRED', canAnswer: false, expiresAt: null });
    for (const [action, body] of [
      ['accept', {}],
      ['reject', { motive: 'OUTSIDE_AREA' }],
      ['assign', { professionalIds: [store().collection('licenses').findBy('companyId', provider)[0]!.id] }],
    ] as const) {
      const res = await w.api.http
        .put(`/api/referrals/${created.id}/${action}`)
        .set(await w.as('health-provider-owner'))
        .send(body);
      expect([action, res.status, res.body.message]).toEqual([action, 409, MESSAGES.referralExpired]);
    }
    const firmView = await w.api.http.get(`/api/referrals/${created.id}`).set(await w.as('attorney-owner'));
    expect((firmView.body as ReferralView).canResend).toBe(true);
    const facility = w.companyOf('facility-owner');
    const resent = await w.api.http
      .post(`/api/referrals/${created.id}/resend`)
      .set(await w.as('attorney-owner'))
      .send({ companyId: facility });
    expect(resent.status).toBe(201);
    expect(stored(created.id)).toMatchObject({
      status: 'EXPIRED',
      resentAsId: (resent.body as ReferralView).id,
    });
    expect(actions(owner().id, created.id).at(-1)).toBe('REFERRAL:EXPIRE');
    expect(await sweep()).toEqual({ reminders: 0, expired: 0, more: false });
  });
});
