/**
 * Reminders and expiry of case invites, from the server's clock (never by sleeping): the scheduler (index.ts)
 * and POST /dev/clock run the sweep, which reads the pending referrals whose next event is due
 * (nextEventAt <= now, an indexed range) and sends what is due now. When several events are due at once (the
 * server was down, or the clock moved days ahead) only the last one matters: a referral past its expiry
 * expires without the reminders it missed, and one past 5 days gets ALERT_2 without ALERT_1.
 */
import { nextReferralEvent, referralExpiresAt, referralStatusAt } from '@casebridge/domain';
import type { LegalCase, Referral } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';
import { recordActivity } from '../cases/caseService.ts';
import { expiredNotices, reminderNotice } from './referralNotices.ts';
import { firmAudience, notifyReferral, receiverAudience } from './referralNotifications.ts';

/** Referrals handled per query; the sweep reads batches until none is due (or its limit). */
const BATCH = 200;
/** The scheduler's limit per transaction, so that a large backlog never holds the write lock for long. */
export const SCHEDULED_SWEEP_LIMIT = 500;

export interface SweepResult {
  reminders: number;
  expired: number;
  /** True when the limit stopped the sweep with referrals possibly still due: run it again. */
  more: boolean;
}

/** Expires a pending referral (status EXPIRED, read REJECTED) and tells both sides. */
export function expireReferral(services: Services, referral: Referral, legalCase: LegalCase | undefined) {
  const expired = services.store.update('referrals', referral.id, {
    status: 'EXPIRED',
    presentedStatus: 'REJECTED',
    nextEventAt: null,
  });
  if (!legalCase) return expired;
  const companies = services.store.collection('companies');
  const firm = companies.get(legalCase.attorneyCompanyId);
  const to = companies.get(referral.toCompanyId);
  recordActivity(
    services,
    null,
    legalCase.id,
    'REFERRAL_EXPIRED',
    `The case invite to ${to?.name ?? 'a provider'} expired without an answer`,
  );
  const notices = expiredNotices(firm, to, legalCase);
  notifyReferral(services, legalCase, expired, receiverAudience(services, expired), notices.receiver);
  notifyReferral(services, legalCase, expired, firmAudience(services, legalCase, expired), notices.firm);
  return expired;
}

/** The last reminder due at `now` (1: ALERT_1, 2: ALERT_2), 0 when none is. */
function remindersDue(referral: Referral, now: Date): number {
  let due = 0;
  for (const sent of [0, 1])
    if (Date.parse(nextReferralEvent(referral.createdAt, sent).at) <= now.getTime()) due = sent + 1;
  return due;
}

/** Sends what is due for one pending referral; answers what it did. */
function settle(services: Services, referral: Referral, now: Date): 'expired' | 'reminded' | null {
  const legalCase = services.store.collection('cases').get(referral.caseId);
  if (referralStatusAt(referral, now) === 'EXPIRED') {
    expireReferral(services, referral, legalCase);
    return 'expired';
  }
  const due = remindersDue(referral, now);
  const reminded = due > referral.remindersSent;
  const remindersSent = Math.max(due, referral.remindersSent);
  const updated = services.store.update('referrals', referral.id, {
    remindersSent,
    nextEventAt: nextReferralEvent(referral.createdAt, remindersSent).at,
  });
  if (!reminded || !legalCase) return null;
  const firm = services.store.collection('companies').get(legalCase.attorneyCompanyId);
  const event = due === 1 ? 'ALERT_1' : 'ALERT_2';
  const notice = reminderNotice(event, firm, legalCase, referralExpiresAt(referral.createdAt));
  notifyReferral(services, legalCase, updated, receiverAudience(services, updated), notice);
  return 'reminded';
}

/**
 * Sends the reminders and expiries due at the server's time, at most `limit` referrals (all by default). Run
 * inside one transaction (core.runJob).
 */
export function runReferralSweep(services: Services, limit = Number.POSITIVE_INFINITY): SweepResult {
  const now = services.clock.now();
  const result: SweepResult = { reminders: 0, expired: 0, more: false };
  const seen = new Set<string>();
  for (;;) {
    const due = services.store.collection('referrals').list({
      filter: { nextEventAt_lte: now.toISOString(), status: 'PENDING' },
      range: [0, BATCH - 1],
    }).data;
    const fresh = due.filter((referral) => !seen.has(referral.id));
    for (const referral of fresh) {
      if (seen.size >= limit) return { ...result, more: true };
      seen.add(referral.id);
      const done = settle(services, referral, now);
      if (done === 'expired') result.expired++;
      if (done === 'reminded') result.reminders++;
    }
    // Each settled referral's next event is later than now (or none), so it leaves the range; `seen` guards
    // against a record that would not.
    if (due.length < BATCH || fresh.length === 0) return result;
  }
}
