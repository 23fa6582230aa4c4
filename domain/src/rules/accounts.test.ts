import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.ts';
import {
  ACCOUNT_PATHS,
  OWNER_USER_TYPES,
  attemptsLeft,
  codeState,
  expiryFrom,
  maskEmail,
} from './accounts.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const code = (patch: Partial<{ expiresAt: string; attempts: number; usedAt: string | null }> = {}) => ({
  expiresAt: expiryFrom(NOW, LIMITS.verificationCodeTtlMinutes),
  attempts: 0,
  usedAt: null,
  ...patch,
});

describe('accounts rules', () => {
  it('facility owners are health providers', () => {
    expect(OWNER_USER_TYPES.FACILITY).toBe('HEALTH_PROVIDER');
    expect(OWNER_USER_TYPES.ATTORNEY).toBe('ATTORNEY');
  });

  it('builds the account paths with encoded segments', () => {
    expect(ACCOUNT_PATHS.verifyEmail('a+b@x.test')).toBe('/verify/a%2Bb%40x.test');
    expect(ACCOUNT_PATHS.accountVerification('us-1')).toBe('/account-verification/us-1');
    expect(ACCOUNT_PATHS.resetCode('a@x.test')).toBe('/reset-password/a%40x.test');
    expect(ACCOUNT_PATHS.setPassword('a@x.test')).toBe('/password-update/a%40x.test');
  });

  it('masks an e-mail', () => {
    expect(maskEmail('jane.doe@firm.test')).toBe('j***@firm.test');
    expect(maskEmail('j@firm.test')).toBe('j***@firm.test');
    expect(maskEmail('not-an-email')).toBe('***');
    expect(maskEmail('@firm.test')).toBe('***');
  });

  it('tells the state of a code', () => {
    expect(codeState(undefined, NOW)).toBe('missing');
    expect(codeState(code(), NOW)).toBe('pending');
    expect(codeState(code({ usedAt: NOW.toISOString() }), NOW)).toBe('used');
    expect(codeState(code({ attempts: LIMITS.verificationCodeMaxAttempts }), NOW)).toBe('exhausted');
    expect(codeState(code({ attempts: LIMITS.verificationCodeMaxAttempts - 1 }), NOW)).toBe('pending');
    expect(codeState(code({ expiresAt: NOW.toISOString() }), NOW)).toBe('expired');
    const later = new Date(NOW.getTime() + LIMITS.verificationCodeTtlMinutes * 60_000 - 1);
    expect(codeState(code(), later)).toBe('pending');
  });

  it('counts the attempts left', () => {
    expect(attemptsLeft(0)).toBe(LIMITS.verificationCodeMaxAttempts);
    expect(attemptsLeft(LIMITS.verificationCodeMaxAttempts + 2)).toBe(0);
  });
});
