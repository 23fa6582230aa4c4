/**
 * Throttling of every check of a password or a code (sign-in, password checks and changes, verification codes,
 * reset tokens), after OWASP's Authentication and Credential Stuffing cheat sheets: guesses are slowed down
 * without ever locking the real owner out (issue 39, item 6).
 * - per (account, client address) pair: LIMITS.signInMaxFailuresPerPair wrong tries per 15 minutes, then 429
 *   with Retry-After for that pair only: the owner signing in from elsewhere is never refused;
 * - per address across accounts: LIMITS.signInMaxFailuresPerAddress per hour, then 429 for that address
 *   (credential stuffing from one client);
 * - per account from every address: past LIMITS.signInSlowdownAfterFailures within 15 minutes each try first
 *   waits, doubling up to LIMITS.signInSlowdownMaxMs (a distributed guess gets slow, the owner only waits).
 * A success clears its pair. Unknown e-mails are counted like known ones, so the answers reveal nothing.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { LIMITS, MESSAGES, format } from '@casebridge/domain';
import { throttled } from '../../core/errors.ts';
import type { ThrottleStore } from '../../core/throttleStore.ts';
import { throttleAddress } from '../../core/throttleAddress.ts';

const PAIR_WINDOW_SECONDS = 15 * 60;
const ADDRESS_WINDOW_SECONDS = 60 * 60;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
const FIRST_DELAY_MS = 250;

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SignInThrottle {
  /**
   * Before a check of `email`'s password or code from `ip`: 429 (with `message`, tooManySignIns by default)
   * when the pair or the address used up its wrong tries; waits while the account is being guessed at.
   */
  check(email: string, ip: string | undefined, message?: string): Promise<void>;
  failed(email: string, ip: string | undefined): Promise<void>;
  succeeded(email: string, ip: string | undefined): Promise<void>;
}

const accountKey = (email: string) => email.trim().toLowerCase();
const addressKey = throttleAddress;
const pairKey = (email: string, ip: string | undefined) => `${accountKey(email)}|${addressKey(ip)}`;

/** The wait before a try once `failures` wrong tries of the account were counted (0 below the threshold). */
export function slowdownMs(failures: number): number {
  const over = failures - LIMITS.signInSlowdownAfterFailures;
  if (over <= 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(over - 1, 16), LIMITS.signInSlowdownMaxMs);
}

/** Counts one point; past the limit consume() rejects with the state, which the next check refuses. */
async function count(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await limiter.consume(key).catch((error: unknown) => {
    if (!(error instanceof RateLimiterRes)) throw error;
  });
}

export function createSignInThrottle(store: ThrottleStore, sleep: Sleep = realSleep): SignInThrottle {
  const byPair = store.limiter({
    keyPrefix: 'sign-in-pair',
    points: LIMITS.signInMaxFailuresPerPair,
    duration: PAIR_WINDOW_SECONDS,
  });
  const byAddress = store.limiter({
    keyPrefix: 'sign-in-address',
    points: LIMITS.signInMaxFailuresPerAddress,
    duration: ADDRESS_WINDOW_SECONDS,
  });
  // Never refuses: its points only exceed the threshold to measure the slowdown.
  const byAccount = store.limiter({
    keyPrefix: 'sign-in-account',
    points: Number.MAX_SAFE_INTEGER,
    duration: ACCOUNT_WINDOW_SECONDS,
  });
  return {
    async check(email, ip, message = MESSAGES.tooManySignIns) {
      const refusing: [RateLimiterAbstract, string][] = [
        [byPair, pairKey(email, ip)],
        [byAddress, addressKey(ip)],
      ];
      for (const [limiter, key] of refusing) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= limiter.points) {
          const seconds = state.msBeforeNext / 1000;
          throw throttled(format(message, { minutes: Math.ceil(seconds / 60) }), seconds);
        }
      }
      const account = await byAccount.get(accountKey(email));
      const wait = slowdownMs(account?.consumedPoints ?? 0);
      if (wait > 0) await sleep(wait);
    },
    async failed(email, ip) {
      await count(byPair, pairKey(email, ip));
      await count(byAddress, addressKey(ip));
      await count(byAccount, accountKey(email));
    },
    async succeeded(email, ip) {
      await byPair.delete(pairKey(email, ip));
    },
  };
}
