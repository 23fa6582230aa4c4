/**
 * Every check of a password or a code shares the sign-in's throttle (signInThrottle.ts; issue 39, item 7),
 * keyed by the account's e-mail and the caller's address: a password oracle (update-password/verify), a
 * current password, a verification code or a reset token cannot be guessed faster than a sign-in.
 */
import { MESSAGES } from '@casebridge/domain';
import { ApiError } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { passwordMatches } from './passwordHash.ts';
import { throttlesOf } from './throttles.ts';

/** 429 when the pair or the address used up its wrong tries (then nothing is checked); may wait a little. */
export const checkTriesLeft = (services: Services, email: string, ip: string | undefined): Promise<void> =>
  throttlesOf(services).signIn.check(email, ip, MESSAGES.tooManyTries);

/** Whether `plain` is the account's password, as one throttled try. */
export async function throttledPasswordMatch(
  services: Services,
  account: { email: string; passwordHash: string },
  plain: string,
  ip: string | undefined,
): Promise<boolean> {
  const throttle = throttlesOf(services).signIn;
  await checkTriesLeft(services, account.email, ip);
  const matches = await passwordMatches(account.passwordHash, plain);
  await (matches ? throttle.succeeded(account.email, ip) : throttle.failed(account.email, ip));
  return matches;
}

/**
 * Runs a check of a code or token (checkTriesLeft ran before it, in the route's prepare step): its 400 or
 * 429 (wrong, expired or missing code, spent budget) counts a wrong try; a success clears the pair.
 */
export async function countedTry<T>(
  services: Services,
  email: string,
  ip: string | undefined,
  check: () => T | Promise<T>,
): Promise<T> {
  const throttle = throttlesOf(services).signIn;
  try {
    const result = await check();
    await throttle.succeeded(email, ip);
    return result;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 429))
      await throttle.failed(email, ip);
    throw error;
  }
}
