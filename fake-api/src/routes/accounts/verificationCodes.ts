/**
 * Verification codes (e-mail verification and password reset): a random 6-digit code e-mailed through the
 * outbox, stored only as an HMAC-SHA256 keyed with the server secret (a leaked data file does not reveal
 * codes, and 10^6 candidates cannot be tried offline without the secret). One code per user and purpose: a
 * new one replaces the previous. A code expires after LIMITS.verificationCodeTtlMinutes and allows
 * LIMITS.verificationCodeMaxAttempts wrong tries.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_PATHS,
  LIMITS,
  MESSAGES,
  attemptsLeft,
  claimantLanguageOf,
  claimantText,
  codeState,
  expiryFrom,
  format,
} from '@casebridge/domain';
import type { ClaimantLanguage, UserRecord, VerificationCode, VerificationPurpose } from '@casebridge/domain';
import { SECRET_MASK, sendMail } from '../../core/mailbox.ts';
import { badRequest, throttled, tooManyAttempts, validationError } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';

export function keyedHash(services: Services, value: string): string {
  return createHmac('sha256', services.secret).update(value).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The code is bound to its user and purpose. */
const codeHash = (services: Services, userId: string, purpose: VerificationPurpose, plain: string) =>
  keyedHash(services, `${purpose}:${userId}:${plain}`);

/** The user's pending or last code for `purpose` (a user has at most one per purpose). */
export function findCode(
  services: Services,
  userId: string,
  purpose: VerificationPurpose,
): VerificationCode | undefined {
  return services.store
    .collection('verificationCodes')
    .findBy('userId', userId)
    .find((code) => code.purpose === purpose);
}

interface Mail {
  subject: string;
  intro: string;
  link: string;
}

/** A claimant reads their e-mails in the language of their profile; everyone else in English. */
function languageOf(services: Services, user: UserRecord): ClaimantLanguage {
  if (user.userType !== 'CLAIMANT') return 'en';
  const claimant = services.store.collection('claimants').findOne('userId', user.id);
  return claimant ? claimantLanguageOf(claimant) : 'en';
}

function mailFor(
  user: UserRecord,
  purpose: VerificationPurpose,
  viaAccountId: boolean,
  language: ClaimantLanguage,
): Mail {
  if (purpose === 'PASSWORD_RESET')
    return {
      subject: claimantText(language, 'email.passwordReset.subject'),
      intro: claimantText(language, 'email.passwordReset.intro'),
      link: ACCOUNT_PATHS.resetCode(user.email),
    };
  return {
    subject: claimantText(language, 'email.verify.subject'),
    intro: claimantText(language, 'email.verify.intro'),
    link: viaAccountId ? ACCOUNT_PATHS.accountVerification(user.id) : ACCOUNT_PATHS.verifyEmail(user.email),
  };
}

/**
 * Creates a new code for `user` and `purpose` (replacing any previous one) and e-mails it with the link of
 * the page that takes it. `viaAccountId`: link to /account-verification/{id} instead of /verify/{email}.
 */
export function issueCode(
  services: Services,
  user: UserRecord,
  purpose: VerificationPurpose,
  viaAccountId = false,
): VerificationCode {
  const now = services.clock.now();
  const plain = String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(
    LIMITS.verificationCodeLength,
    '0',
  );
  const fields: Omit<VerificationCode, 'id'> = {
    userId: user.id,
    email: user.email,
    purpose,
    codeHash: codeHash(services, user.id, purpose, plain),
    expiresAt: expiryFrom(now, LIMITS.verificationCodeTtlMinutes),
    attempts: 0,
    usedAt: null,
    resetTokenHash: null,
    resetTokenExpiresAt: null,
    createdAt: now.toISOString(),
  };
  const previous = findCode(services, user.id, purpose);
  // A new code gives new tries of that code, not a new budget: the hour's wrong codes carry over.
  if (previous && budgetRunning(previous, now)) {
    fields.budgetStartedAt = previous.budgetStartedAt ?? null;
    fields.budgetAttempts = previous.budgetAttempts ?? 0;
  }
  const stored = previous
    ? services.store.update('verificationCodes', previous.id, fields)
    : services.store.insert('verificationCodes', fields);
  const language = languageOf(services, user);
  const mail = mailFor(user, purpose, viaAccountId, language);
  sendMail(services, {
    to: user.email,
    subject: mail.subject,
    body: claimantText(language, 'email.code.body', {
      name: user.name,
      intro: mail.intro,
      code: SECRET_MASK,
      link: mail.link,
      minutes: LIMITS.verificationCodeTtlMinutes,
    }),
    secret: plain,
  });
  return stored;
}

const BUDGET_WINDOW_MS = 60 * 60 * 1000;

/** Whether the hour's budget of wrong codes of this user and purpose is still running. */
function budgetRunning(code: VerificationCode, now: Date): boolean {
  return !!code.budgetStartedAt && now.getTime() - Date.parse(code.budgetStartedAt) < BUDGET_WINDOW_MS;
}

/** 429 with Retry-After once the hour's wrong codes are used up, whatever code is pending. */
function assertBudgetLeft(code: VerificationCode, now: Date): void {
  if (!budgetRunning(code, now)) return;
  if ((code.budgetAttempts ?? 0) < LIMITS.verificationCodeMaxAttemptsPerHour) return;
  const seconds = (Date.parse(code.budgetStartedAt!) + BUDGET_WINDOW_MS - now.getTime()) / 1000;
  throw throttled(
    format(MESSAGES.verificationCodeBudgetSpent, { minutes: Math.ceil(seconds / 60) }),
    seconds,
  );
}

/**
 * Checks `plain` against the user's code for `purpose` and marks it used. Errors: 400 when there is no pending
 * code, it expired or is wrong (a wrong code counts an attempt and tells how many are left); 429 once the
 * attempts are used up.
 */
export function consumeCode(
  services: Services,
  user: UserRecord,
  purpose: VerificationPurpose,
  plain: string,
): VerificationCode {
  const now = services.clock.now();
  const code = findCode(services, user.id, purpose);
  const state = codeState(code, now);
  if (!code || state === 'missing' || state === 'used') throw badRequest(MESSAGES.verificationCodeMissing);
  assertBudgetLeft(code, now);
  if (state === 'exhausted') throw tooManyAttempts(MESSAGES.verificationCodeExhausted);
  if (state === 'expired') throw badRequest(MESSAGES.verificationCodeExpired);
  if (!sameHash(code.codeHash, codeHash(services, user.id, purpose, plain))) {
    const running = budgetRunning(code, now);
    const updated = services.store.update('verificationCodes', code.id, {
      attempts: code.attempts + 1,
      budgetStartedAt: running ? code.budgetStartedAt! : now.toISOString(),
      budgetAttempts: (running ? (code.budgetAttempts ?? 0) : 0) + 1,
    });
    assertBudgetLeft(updated, now);
    const left = attemptsLeft(updated.attempts);
    if (left === 0) throw tooManyAttempts(MESSAGES.verificationCodeExhausted);
    const message = format(MESSAGES.verificationCodeWrong, { n: left });
    throw validationError({ code: message }, message);
  }
  return services.store.update('verificationCodes', code.id, { usedAt: now.toISOString() });
}

/** A one-time reset token for an accepted PASSWORD_RESET code (only its hash is kept). */
export function grantResetToken(services: Services, code: VerificationCode): string {
  const token = randomBytes(32).toString('base64url');
  services.store.update('verificationCodes', code.id, {
    resetTokenHash: keyedHash(services, `reset-token:${code.userId}:${token}`),
    resetTokenExpiresAt: expiryFrom(services.clock.now(), LIMITS.passwordResetTokenTtlMinutes),
  });
  return token;
}

/** Spends the user's reset token: true when `token` is the current, unexpired one (then it is gone). */
export function spendResetToken(services: Services, user: UserRecord, token: string): boolean {
  const code = findCode(services, user.id, 'PASSWORD_RESET');
  if (!code?.resetTokenHash || !code.resetTokenExpiresAt) return false;
  if (Date.parse(code.resetTokenExpiresAt) <= services.clock.now().getTime()) return false;
  if (!sameHash(code.resetTokenHash, keyedHash(services, `reset-token:${user.id}:${token}`))) return false;
  services.store.update('verificationCodes', code.id, { resetTokenHash: null, resetTokenExpiresAt: null });
  return true;
}
