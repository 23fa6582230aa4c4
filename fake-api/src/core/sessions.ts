/**
 * Server-side sessions (issue 39). A sign-in stores a session record; every token names it (`sid`) and every
 * request and refresh checks it (one get by id): a revoked, idle or expired session answers 401
 * `session_ended` at once. Refresh tokens form one family per session: only the one whose id the session
 * holds may be exchanged; any other (spent) one revokes the session (a stolen token: RFC 6819 5.2.2.3).
 *
 * lastUsedAt is kept to the minute, so that reads do not write on every request: each process notes a
 * session's last use in memory and writes it through the store when the stored value is a minute old or
 * more; idleness is checked against the fresher of the two. (Several processes would each see the others'
 * use within a minute: a session may end up to a minute early there, never late.) Refreshes always write it.
 */
import { API_ERROR_CODES, durationText, format, MESSAGES } from '@casebridge/domain';
import type { SessionEndReason, UserSession, UserType } from '@casebridge/domain';
import { ApiError } from './errors.ts';
import { DEFAULT_SESSION_LIMITS, sessionLimitFor } from './sessionLimits.ts';
import type { ApiRequest, Services } from './types.ts';

/** How stale the stored lastUsedAt may get before a request writes it. */
export const TOUCH_INTERVAL_MS = 60_000;
/** Most sessions whose last use a process notes; the least recently used note goes first. */
const TOUCHES_MAX = 50_000;

/** A process's notes of sessions' last use (ms), newer than the store's by up to TOUCH_INTERVAL_MS. */
export type SessionTouches = Map<string, number>;

/** How a sign-in describes itself: the client's User-Agent and address, and "stay signed in". */
export interface SessionStart {
  userAgent?: string | null | undefined;
  ip?: string | null | undefined;
  staySignedIn?: boolean | undefined;
}

/** A sign-in's User-Agent and address, as the transport saw them. */
export const sessionStartOf = (req: ApiRequest, staySignedIn = false): SessionStart => ({
  userAgent: req.headers['user-agent'] ?? null,
  ip: req.ip ?? null,
  staySignedIn,
});

const touchesOf = (services: Services): SessionTouches => (services.sessionTouches ??= new Map());

export function startSession(
  services: Services,
  user: { id: string; userType: UserType | null },
  refreshTokenId: string,
  start: SessionStart = {},
): UserSession {
  const now = services.clock.now();
  const staySignedIn = start.staySignedIn === true;
  const limit = sessionLimitFor(
    services.sessionLimits ?? DEFAULT_SESSION_LIMITS,
    user.userType,
    staySignedIn,
  );
  return services.store.insert('sessions', {
    userId: user.id,
    createdAt: now.toISOString(),
    lastUsedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + limit.lifetimeHours * 3_600_000).toISOString(),
    idleSeconds: limit.idleMinutes * 60,
    staySignedIn,
    userAgent: start.userAgent?.slice(0, 512) || null,
    ip: start.ip || null,
    refreshTokenId,
    revokedAt: null,
    revokedReason: null,
  });
}

/** The session's last use as this process knows it (ms). */
export function lastUsedMs(services: Services, session: UserSession): number {
  return Math.max(Date.parse(session.lastUsedAt), touchesOf(services).get(session.id) ?? 0);
}

/** Why a session not revoked has ended by now, if it has: past its lifetime, or idle too long. */
export function endedByTime(services: Services, session: UserSession): SessionEndReason | null {
  const now = services.clock.now().getTime();
  if (now >= Date.parse(session.expiresAt)) return 'EXPIRED';
  if (now > lastUsedMs(services, session) + session.idleSeconds * 1000) return 'IDLE';
  return null;
}

export function sessionEndedMessage(reason: SessionEndReason | null, session?: UserSession): string {
  switch (reason) {
    case 'IDLE':
      return format(MESSAGES.sessionEndedIdle, { duration: durationText((session?.idleSeconds ?? 0) / 60) });
    case 'EXPIRED':
      return MESSAGES.sessionEndedLifetime;
    case 'REVOKED':
      return MESSAGES.sessionEndedRevoked;
    case 'REFRESH_REUSED':
      return MESSAGES.sessionEndedReused;
    case 'PASSWORD_CHANGED':
      return MESSAGES.sessionEndedPassword;
    default:
      return MESSAGES.sessionExpired;
  }
}

export const sessionEnded = (reason: SessionEndReason | null, session?: UserSession): ApiError =>
  new ApiError(401, API_ERROR_CODES.sessionEnded, sessionEndedMessage(reason, session));

export function endSession(services: Services, session: UserSession, reason: SessionEndReason): UserSession {
  touchesOf(services).delete(session.id);
  return services.store.update('sessions', session.id, {
    revokedAt: services.clock.now().toISOString(),
    revokedReason: reason,
  });
}

/**
 * The live session of a token's claims, or a 401 session_ended (unknown, another user's, revoked, or ended by
 * time: then marked revoked with its reason, the first time it is seen so).
 */
export function liveSession(services: Services, userId: string, sessionId: string): UserSession {
  const session = services.store.collection('sessions').get(sessionId);
  if (!session || session.userId !== userId) throw sessionEnded(null);
  if (session.revokedAt) throw sessionEnded(session.revokedReason, session);
  const ended = endedByTime(services, session);
  if (ended) throw sessionEnded(ended, endSession(services, session, ended));
  return session;
}

/** Notes a request of the session; writes lastUsedAt when the stored one is a minute old (see above). */
export function touchSession(services: Services, session: UserSession): void {
  const touches = touchesOf(services);
  const now = services.clock.now().getTime();
  touches.delete(session.id);
  if (touches.size >= TOUCHES_MAX) touches.delete(touches.keys().next().value!);
  touches.set(session.id, now);
  if (now - Date.parse(session.lastUsedAt) >= TOUCH_INTERVAL_MS)
    services.store.update('sessions', session.id, { lastUsedAt: new Date(now).toISOString() });
}

/** The user's sessions not ended, the most recently used first. */
export function liveSessionsOf(services: Services, userId: string): UserSession[] {
  return services.store
    .collection('sessions')
    .findBy('userId', userId)
    .filter((session) => !session.revokedAt && !endedByTime(services, session))
    .sort((a, b) => lastUsedMs(services, b) - lastUsedMs(services, a));
}

/** Ends the user's live sessions but `keep` (the caller's own); answers how many ended. */
export function endSessionsOf(
  services: Services,
  userId: string,
  reason: SessionEndReason,
  keep: string | null = null,
): number {
  const ending = liveSessionsOf(services, userId).filter((session) => session.id !== keep);
  for (const session of ending) endSession(services, session, reason);
  return ending.length;
}
