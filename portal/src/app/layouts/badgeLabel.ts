import { LIMITS } from '@casebridge/domain';

/** The notification badge text (SPEC.md 2.3, 9): the count, capped as '+99'; null when there is nothing unread. */
export function badgeLabel(count: number | null): string | null {
  if (count === null || count <= 0) return null;
  return count > LIMITS.notificationBadgeCap ? `+${LIMITS.notificationBadgeCap}` : String(count);
}
