/**
 * Sessions. A sign-in starts a session (the tokens' `sid`); refreshing keeps it and rotates the refresh token:
 * each refresh token is exchanged once, a second use is refused. A password change ends every other session of
 * the user and a password reset ends them all: tokens issued before the user's sessionsValidAfter are refused,
 * in authenticate and in the refresh, except those of sessionKept.
 */
import type { UserRecord } from '@casebridge/domain';
import type { TokenClaims } from './auth.ts';
import type { Services } from './types.ts';

export function sessionEnded(user: UserRecord, claims: TokenClaims): boolean {
  if (!user.sessionsValidAfter) return false;
  if (user.sessionKept && claims.sessionId === user.sessionKept) return false;
  return claims.issuedAtMs < Date.parse(user.sessionsValidAfter);
}

/** Ends the user's sessions but `keep` (the caller's, when they changed their own password). */
export function endSessions(services: Services, userId: string, keep: string | null = null): void {
  services.store.update('users', userId, {
    sessionsValidAfter: services.clock.now().toISOString(),
    sessionKept: keep,
  });
}

/**
 * The refresh tokens already exchanged, until they expire. Kept in memory: a restart forgets them (a real
 * deployment keeps them in its session store).
 */
export interface SpentTokens {
  /** False when `tokenId` was spent already; otherwise spends it (until `expiresAt`, epoch seconds). */
  spend(tokenId: string, expiresAt: number, nowSeconds: number): boolean;
}

export function createSpentTokens(): SpentTokens {
  const spent = new Map<string, number>();
  return {
    spend(tokenId, expiresAt, nowSeconds) {
      if (spent.has(tokenId)) return false;
      // Every refresh token lives as long, so the oldest spent ones expire first.
      for (const [id, expiry] of spent) {
        if (expiry > nowSeconds) break;
        spent.delete(id);
      }
      spent.set(tokenId, expiresAt);
      return true;
    },
  };
}
