/**
 * Accounts: who owns a signed-up company, the portal links of the verification and password flows, how an
 * e-mail is masked, and the state of a verification code (SPEC.md 2.1 routes, 7 "Session, users and
 * verification").
 */
import { LIMITS } from '../constants.ts';
import type { VerificationCode } from '../entities.ts';
import type { CompanyType, UserType } from '../enums.ts';

/** The user type of a company's owner (and professionals): facilities are run by health providers. */
export const OWNER_USER_TYPES: Readonly<Record<CompanyType, UserType>> = {
  ATTORNEY: 'ATTORNEY',
  HEALTH_PROVIDER: 'HEALTH_PROVIDER',
  FACILITY: 'HEALTH_PROVIDER',
  FACTORING_COMPANY: 'SUPPORT',
};

const seg = encodeURIComponent;

/** Portal paths of the account flows, shared by the portal's links and the API's e-mails. */
export const ACCOUNT_PATHS = {
  signUp: '/sign-up',
  verifyEmail: (email: string) => `/verify/${seg(email)}`,
  accountVerification: (accountId: string) => `/account-verification/${seg(accountId)}`,
  requestReset: '/reset-password',
  resetCode: (email: string) => `/reset-password/${seg(email)}`,
  setPassword: (email: string) => `/password-update/${seg(email)}`,
  changePassword: '/password-update',
  /** Where a freshly verified owner goes: plan selection. */
  afterVerification: '/subscription',
} as const;

/**
 * 'jane.doe@firm.test' -> 'j***@firm.test': the first character of the local part, then ***. Anything that is
 * not an e-mail is masked whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

export type CodeState = 'missing' | 'used' | 'expired' | 'exhausted' | 'pending';

/** Where a verification code stands at `now`: only a 'pending' code may be checked. */
export function codeState(
  code: Pick<VerificationCode, 'expiresAt' | 'attempts' | 'usedAt'> | null | undefined,
  now: Date,
): CodeState {
  if (!code) return 'missing';
  if (code.usedAt) return 'used';
  if (code.attempts >= LIMITS.verificationCodeMaxAttempts) return 'exhausted';
  if (Date.parse(code.expiresAt) <= now.getTime()) return 'expired';
  return 'pending';
}

/** Wrong tries still allowed after `attempts` wrong ones (never negative). */
export function attemptsLeft(attempts: number): number {
  return Math.max(0, LIMITS.verificationCodeMaxAttempts - attempts);
}

/** When a code (or reset token) issued at `now` expires. */
export function expiryFrom(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}
