import { describe, expect, it } from 'vitest';
import type { TokenClaims } from './auth.ts';
import { createSpentTokens, sessionEnded } from './sessions.ts';
import { testUser } from './testServices.ts';

const claims = (issuedAt: string, sessionId = 's1'): TokenClaims => ({
  userId: 'u1',
  sessionId,
  issuedAtMs: Date.parse(issuedAt),
  tokenId: 't1',
  expiresAt: 0,
});

describe('sessionEnded', () => {
  const changedAt = '2026-11-01T12:00:00.500Z';
  it('refuses the tokens issued before sessionsValidAfter, except those of the session kept', () => {
    const user = testUser({ sessionsValidAfter: changedAt, sessionKept: 'mine' });
    expect(sessionEnded(user, claims('2026-11-01T12:00:00.499Z'))).toBe(true);
    expect(sessionEnded(user, claims('2026-11-01T12:00:00.499Z', 'mine'))).toBe(false);
    expect(sessionEnded(user, claims(changedAt))).toBe(false);
    expect(sessionEnded(testUser(), claims('2020-01-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('createSpentTokens', () => {
  it('spends a token once, and forgets it once expired', () => {
    const spent = createSpentTokens();
    expect(spent.spend('a', 100, 10)).toBe(true);
    expect(spent.spend('a', 100, 20)).toBe(false);
    expect(spent.spend('b', 200, 150)).toBe(true);
    expect(spent.spend('a', 300, 160)).toBe(true);
  });
});
