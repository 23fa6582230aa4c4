/**
 * The notification panel's pure rules, the same in the portal and the console (SPEC.md 2.3, 8, 9): the bell's
 * badge text and how a failed mark read or unread settles the notification.
 */
import { API_ERROR_CODES, isApiErrorBody } from '../apiErrors.ts';
import { LIMITS } from '../constants.ts';

/** The notification badge text (SPEC.md 2.3, 9): the count, capped as '+99'; null when there is nothing unread. */
export function badgeLabel(count: number | null): string | null {
  if (count === null || count <= 0) return null;
  return count > LIMITS.notificationBadgeCap ? `+${LIMITS.notificationBadgeCap}` : String(count);
}

/** The API's 404 code (`{ error: 'no_such_element' }` in the HttpError's body). */
export function isNoSuchElement(error: unknown): boolean {
  const body = (error as { body?: unknown } | null)?.body;
  return isApiErrorBody(body) && body.error === API_ERROR_CODES.noSuchElement;
}

/**
 * The read state a notification keeps after a failed mark (SPEC.md 8): a failed mark read puts it back to
 * unread; a failed mark unread leaves it read when the error is no_such_element, and reverts to unread otherwise.
 */
export function readAfterFailedMark(markedRead: boolean, error: unknown): boolean {
  return markedRead ? false : isNoSuchElement(error);
}
