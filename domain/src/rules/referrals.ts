/**
 * Presenting a case to a provider or facility (a referral; the receiver's case invite): its timing, who may
 * answer it and how, and the reasons to reject it. Used by the fake API (which enforces it) and the portal.
 */
import type {
  CompanyPermission,
  PresentedCaseStatus,
  ReferralRejectMotive,
  ReferralStatus,
  SubscriptionType,
} from '../enums.ts';
import { isPremiumSubscriptionType } from './actor.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days after the presentation: reminders to the receiver, then expiry (issue 13; SPEC.md 4 ALERT_1, ALERT_2, EXPIRE). */
export const REFERRAL_TIMING = { alert1AfterDays: 2, alert2AfterDays: 5, expireAfterDays: 7 } as const;

/** The longest message and treatment texts of a presentation, and of a rejection's OTHER text. */
export const REFERRAL_TEXT_MAX = { message: 1000, treatmentNeeded: 500, rejectText: 500 } as const;
/** How many companies one presentation goes to at most. */
export const REFERRAL_MAX_RECIPIENTS = 10;

export const REFERRAL_REJECT_MOTIVE_LABELS: Record<ReferralRejectMotive, string> = {
  NOT_ACCEPTING_PATIENTS: 'Not accepting new patients',
  OUTSIDE_AREA: 'Outside our area',
  SPECIALTY_NOT_OFFERED: 'Specialty not offered',
  LIEN_TERMS: 'Insurance or lien terms',
  OTHER: 'Other',
};

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
};

/** The spec's presented-case status of a referral: an expired presentation reads as rejected. */
export function presentedStatusOf(status: ReferralStatus): PresentedCaseStatus {
  return status === 'EXPIRED' ? 'REJECTED' : status;
}

/** The reason stored with a rejection: the motive's label, or the text written with OTHER. */
export function rejectReasonText(motive: ReferralRejectMotive, text: string | null | undefined): string {
  return motive === 'OTHER' ? (text ?? '').trim() : REFERRAL_REJECT_MOTIVE_LABELS[motive];
}

export type ReferralEvent = 'ALERT_1' | 'ALERT_2' | 'EXPIRE';

const EVENT_DAYS: readonly [ReferralEvent, number][] = [
  ['ALERT_1', REFERRAL_TIMING.alert1AfterDays],
  ['ALERT_2', REFERRAL_TIMING.alert2AfterDays],
  ['EXPIRE', REFERRAL_TIMING.expireAfterDays],
];

/** When a pending referral presented at `createdAt` that sent `remindersSent` reminders has its next event. */
export function nextReferralEvent(
  createdAt: string,
  remindersSent: number,
): { event: ReferralEvent; at: string } {
  const [event, days] = EVENT_DAYS[Math.min(remindersSent, 2)]!;
  return { event, at: new Date(Date.parse(createdAt) + days * DAY_MS).toISOString() };
}

/** When a referral presented at `createdAt` expires. */
export function referralExpiresAt(createdAt: string): string {
  return new Date(Date.parse(createdAt) + REFERRAL_TIMING.expireAfterDays * DAY_MS).toISOString();
}

/**
 * The status a referral has at `now`: a pending one past its expiry is EXPIRED even before the scheduler has
 * recorded it (the server refuses answers to it either way).
 */
export function referralStatusAt(
  referral: { status: ReferralStatus; createdAt: string },
  now: Date,
): ReferralStatus {
  if (referral.status !== 'PENDING') return referral.status;
  return Date.parse(referralExpiresAt(referral.createdAt)) <= now.getTime() ? 'EXPIRED' : 'PENDING';
}

/** A rejected or expired presentation can be re-sent to another company, once. */
export function canResendReferral(status: ReferralStatus, resentAsId: string | null): boolean {
  return (status === 'REJECTED' || status === 'EXPIRED') && resentAsId === null;
}

/**
 * Rejecting a presented case as a plain member is an admin or premium benefit (SPEC.md 6, the changelog):
 * owners and admins may always reject; members only when their company is premium.
 */
export function canRejectReferral(
  permission: CompanyPermission | null,
  subscriptionType: SubscriptionType | null,
): boolean {
  if (permission === 'OWNER' || permission === 'ADMIN') return true;
  return permission === 'MEMBER' && isPremiumSubscriptionType(subscriptionType);
}

/** Why a member cannot reject (shown beside the disabled action and answered by the API). */
export const REJECT_REFERRAL_DENIED =
  'Rejecting a case invite as a member is a Premium benefit. Ask an admin of your company, or upgrade.';
