/**
 * Sign-in throttling with rate-limiter-flexible: wrong passwords are counted per e-mail (any address: a
 * distributed guess at one account) and per client address (one client guessing many accounts). Past the limit
 * every sign-in of that e-mail or address answers 429 with Retry-After until the window ends, even with the right
 * password; a successful sign-in clears the e-mail's count. Unknown e-mails are counted like known ones, so the
 * answers reveal nothing. The counters live in memory (a restart clears them; a real deployment shares them
 * between its servers, e.g. in Redis, which the library supports).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LIMITS, MESSAGES, format } from '@casebridge/domain';
import { throttled } from '../../core/errors.ts';

const ACCOUNT_WINDOW_SECONDS = 15 * 60;
const ADDRESS_WINDOW_SECONDS = 60 * 60;

export interface SignInThrottle {
  /** Throws 429 when the e-mail or the address used up its wrong passwords. */
  check(email: string, ip: string | undefined): Promise<void>;
  failed(email: string, ip: string | undefined): Promise<void>;
  succeeded(email: string): Promise<void>;
}

const accountKey = (email: string) => email.trim().toLowerCase();

export function createSignInThrottle(): SignInThrottle {
  const byAccount = new RateLimiterMemory({
    keyPrefix: 'sign-in-account',
    points: LIMITS.signInMaxFailuresPerAccount,
    duration: ACCOUNT_WINDOW_SECONDS,
  });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'sign-in-address',
    points: LIMITS.signInMaxFailuresPerAddress,
    duration: ADDRESS_WINDOW_SECONDS,
  });
  const pairs = (email: string, ip: string | undefined) => [
    [byAccount, accountKey(email)] as const,
    ...(ip ? [[byAddress, ip] as const] : []),
  ];
  return {
    async check(email, ip) {
      for (const [limiter, key] of pairs(email, ip)) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= limiter.points) {
          const seconds = state.msBeforeNext / 1000;
          throw throttled(format(MESSAGES.tooManySignIns, { minutes: Math.ceil(seconds / 60) }), seconds);
        }
      }
    },
    async failed(email, ip) {
      for (const [limiter, key] of pairs(email, ip)) {
        // Past the limit consume() rejects with the state: the next check answers 429.
        await limiter.consume(key).catch((error: unknown) => {
          if (!(error instanceof RateLimiterRes)) throw error;
        });
      }
    },
    async succeeded(email) {
      await byAccount.delete(accountKey(email));
    },
  };
}
