import { describe, expect, it } from 'vitest';
import {
  REFERRAL_REJECT_MOTIVE_LABELS,
  canRejectReferral,
  canResendReferral,
  nextReferralEvent,
  presentedStatusOf,
  referralExpiresAt,
  referralStatusAt,
  rejectReasonText,
} from './referrals.ts';

const presented = '2026-11-01T12:00:00.000Z';
const at = (days: number) => new Date(Date.parse(presented) + days * 86_400_000);

describe('referral timing', () => {
  it('reminds after 2 and 5 days and expires after 7', () => {
    expect(nextReferralEvent(presented, 0)).toEqual({ event: 'ALERT_1', at: at(2).toISOString() });
    expect(nextReferralEvent(presented, 1)).toEqual({ event: 'ALERT_2', at: at(5).toISOString() });
    expect(nextReferralEvent(presented, 2)).toEqual({ event: 'EXPIRE', at: at(7).toISOString() });
    expect(referralExpiresAt(presented)).toBe(at(7).toISOString());
  });

  it('reads a pending referral as expired from its seventh day, whatever was stored', () => {
    const pending = { status: 'PENDING' as const, createdAt: presented };
    expect(referralStatusAt(pending, at(6.99))).toBe('PENDING');
    expect(referralStatusAt(pending, at(7))).toBe('EXPIRED');
    expect(referralStatusAt({ status: 'ACCEPTED', createdAt: presented }, at(30))).toBe('ACCEPTED');
  });

  it('shows an expired presentation as rejected in the spec’s presented-case status', () => {
    expect(presentedStatusOf('EXPIRED')).toBe('REJECTED');
    expect(presentedStatusOf('PENDING')).toBe('PENDING');
  });
});

describe('who may reject and resend', () => {
  it('lets owners and admins reject, and members only in a premium company', () => {
    expect(canRejectReferral('OWNER', 'BASIC')).toBe(true);
    expect(canRejectReferral('ADMIN', 'ADVANCED')).toBe(true);
    expect(canRejectReferral('MEMBER', 'PRO')).toBe(true);
    expect(canRejectReferral('MEMBER', 'FACILITY')).toBe(true);
    expect(canRejectReferral('MEMBER', 'ADVANCED')).toBe(false);
    expect(canRejectReferral('MEMBER', null)).toBe(false);
    expect(canRejectReferral(null, 'PRO')).toBe(false);
  });

  it('re-sends a rejected or expired presentation once', () => {
    expect(canResendReferral('REJECTED', null)).toBe(true);
    expect(canResendReferral('EXPIRED', null)).toBe(true);
    expect(canResendReferral('EXPIRED', 'r2')).toBe(false);
    expect(canResendReferral('PENDING', null)).toBe(false);
    expect(canResendReferral('ACCEPTED', null)).toBe(false);
  });

  it('stores the motive’s label, or the text written with OTHER', () => {
    expect(rejectReasonText('OUTSIDE_AREA', 'ignored')).toBe(REFERRAL_REJECT_MOTIVE_LABELS.OUTSIDE_AREA);
    expect(rejectReasonText('OTHER', '  On vacation  ')).toBe('On vacation');
  });
});
