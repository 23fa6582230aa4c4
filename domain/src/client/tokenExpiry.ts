/**
 * When the client refreshes its access token (issue 40 item 21): ahead of its expiry, so the calls of a page
 * opened after it do not all answer 401 first. Only on demand (before a call): a timer would keep an idle
 * session alive past the server's idle sign-out (issue 39).
 */

/** How long before expiry the token is refreshed: a minute, or a quarter of a short-lived token's lifetime. */
export const REFRESH_AHEAD_MS = 60_000;

/** The epoch ms to refresh at, for a token valid `expiresIn` seconds from `now`. */
export function tokenRefreshAt(expiresIn: number, now: number = Date.now()): number {
  const lifetime = Math.max(0, expiresIn) * 1000;
  return now + lifetime - Math.min(REFRESH_AHEAD_MS, lifetime / 4);
}

/** Whether the stored token is due for a refresh before the next call (never without a known expiry). */
export const refreshDue = (refreshAt: number | undefined, now: number = Date.now()): boolean =>
  typeof refreshAt === 'number' && now >= refreshAt;
