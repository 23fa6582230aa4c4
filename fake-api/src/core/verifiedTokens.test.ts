import { describe, expect, it } from 'vitest';
import type { TokenClaims } from './auth.ts';
import { recallToken, rememberToken, VERIFIED_TOKENS_MAX } from './verifiedTokens.ts';

const claims = (expiresAt: number): TokenClaims => ({
  userId: 'u1',
  sessionId: 's1',
  tokenId: 't1',
  expiresAt,
});

describe('verified tokens', () => {
  it('recalls a remembered token of the same type until it expires', () => {
    const secret = new Uint8Array([1]);
    rememberToken(secret, 'tok', { claims: claims(100), typ: 'access' });
    expect(recallToken(secret, 'tok', 'access', 50)).toEqual(claims(100));
    expect(recallToken(secret, 'tok', 'refresh', 50)).toBeUndefined();
    expect(recallToken(secret, 'tok', 'access', 100)).toBeUndefined();
    // Once expired it is forgotten, even if the clock went back.
    expect(recallToken(secret, 'tok', 'access', 50)).toBeUndefined();
  });

  it('keeps each secret apart and recalls nothing never verified', () => {
    const a = new Uint8Array([1]);
    const b = new Uint8Array([1]);
    rememberToken(a, 'tok', { claims: claims(100), typ: 'access' });
    expect(recallToken(b, 'tok', 'access', 0)).toBeUndefined();
    expect(recallToken(a, 'other', 'access', 0)).toBeUndefined();
  });

  it('forgets the least recently used token past its bound', () => {
    const secret = new Uint8Array([2]);
    for (let i = 0; i < VERIFIED_TOKENS_MAX; i++) {
      rememberToken(secret, `t${i}`, { claims: claims(100), typ: 'access' });
    }
    expect(recallToken(secret, 't0', 'access', 0)).toBeDefined(); // t0 is now the most recent
    rememberToken(secret, 'new', { claims: claims(100), typ: 'access' });
    expect(recallToken(secret, 't1', 'access', 0)).toBeUndefined();
    expect(recallToken(secret, 't0', 'access', 0)).toBeDefined();
    expect(recallToken(secret, 'new', 'access', 0)).toBeDefined();
  });
});
