/**
 * Limits of the public calls that send e-mail (reset and verification codes, sign-up; issue 39, item 8): per
 * recipient, LIMITS.mailsPerRecipient per 15 minutes, past which the call answers exactly as if it sent but
 * sends nothing (and replaces no code): the answer reveals nothing about accounts and the mailbox is not
 * flooded; per client address, LIMITS.mailsPerAddress per hour, then 429 (it tells nothing about accounts).
 * Every call counts, whether or not the e-mail has an account.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { LIMITS, MESSAGES, format } from '@casebridge/domain';
import { throttled } from '../../core/errors.ts';
import type { ThrottleStore } from '../../core/throttleStore.ts';
import { throttleAddress } from '../../core/throttleAddress.ts';

const RECIPIENT_WINDOW_SECONDS = 15 * 60;
const ADDRESS_WINDOW_SECONDS = 60 * 60;

export interface MailThrottle {
  /**
   * Counts a call that e-mails `recipient`, from `ip`: 429 past the address's limit; false past the
   * recipient's (send nothing, answer as sent).
   */
  allow(recipient: string, ip: string | undefined): Promise<boolean>;
  /** Counts the address only (sign-up: its e-mail goes to a new account), 429 past its limit. */
  countAddress(ip: string | undefined): Promise<void>;
  /** Counts the recipient only: false past its limit. */
  allowRecipient(recipient: string): Promise<boolean>;
}

export function createMailThrottle(store: ThrottleStore): MailThrottle {
  const byRecipient = store.limiter({
    keyPrefix: 'mail-recipient',
    points: LIMITS.mailsPerRecipient,
    duration: RECIPIENT_WINDOW_SECONDS,
  });
  const byAddress = store.limiter({
    keyPrefix: 'mail-address',
    points: LIMITS.mailsPerAddress,
    duration: ADDRESS_WINDOW_SECONDS,
  });
  async function countAddress(ip: string | undefined) {
    await byAddress.consume(throttleAddress(ip)).catch((error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = error.msBeforeNext / 1000;
      throw throttled(format(MESSAGES.tooManyRequests, { minutes: Math.ceil(seconds / 60) }), seconds);
    });
  }
  const allowRecipient = (recipient: string) =>
    byRecipient.consume(recipient.trim().toLowerCase()).then(
      () => true,
      (error: unknown) => {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      },
    );
  return {
    countAddress,
    allowRecipient,
    async allow(recipient, ip) {
      await countAddress(ip);
      return allowRecipient(recipient);
    },
  };
}
