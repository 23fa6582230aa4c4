/** Small display helpers of the referral screens. */
import { REFERRAL_REJECT_MOTIVE_LABELS, formatDay } from '@casebridge/domain';
import type { ReferralView } from '@casebridge/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's name of the /skeleton page (the spec keeps the path; "skeleton" is developer wording). */
export const REFERRAL_HISTORY = 'Referral history';

/** A calendar day ('2026-06-01') or a timestamp (in the reader's zone) as 'Jun 01, 2026'. */
export const day = (value: string): string => formatDay(value);

/** How long ago something was presented: 'Today', '1 day', '12 days'. */
export function age(since: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / DAY_MS));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The start of a long text, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** 'Dr. Ana Ruiz, DC' from a professional. */
export const professionalName = (p: { name: string; lastName: string; credentials: string }): string =>
  [`${p.name} ${p.lastName}`.trim(), p.credentials].filter(Boolean).join(', ');

/** Why a referral was rejected: the stored reason (the motive's label or the Other text), null if not rejected. */
export const rejectionReason = (r: Pick<ReferralView, 'rejectMotive' | 'rejectReason'>): string | null =>
  r.rejectReason || (r.rejectMotive ? REFERRAL_REJECT_MOTIVE_LABELS[r.rejectMotive] : null);
