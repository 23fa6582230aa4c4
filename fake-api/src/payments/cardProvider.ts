/**
 * The card payment provider the fake API plays (pure: no store, no clock of its own). It checks the payment
 * form with the domain's schema (number by Luhn and accepted brand, expiry against `now`, security code, ZIP,
 * name), declines the documented test numbers (DECLINED_TEST_CARDS) with their messages, and answers only what
 * the product may keep: a card id, the brand and the last 4 digits. The number and the security code go no
 * further than this function.
 */
import {
  cardLastDigits,
  detectCardBrand,
  fieldErrors,
  makePaymentFormSchema,
  testCardDecline,
} from '@casebridge/domain';
import type { CreditCard, DeclineCode } from '@casebridge/domain';

export type CardAuthorization =
  | { outcome: 'approved'; card: CreditCard }
  | { outcome: 'invalid'; fields: Record<string, string> }
  | { outcome: 'declined'; code: DeclineCode; message: string };

/** Checks and "tokenizes" a card: `newId` names the stored payment method. */
export function authorizeCard(input: unknown, now: Date, newId: () => string): CardAuthorization {
  const parsed = makePaymentFormSchema(() => now).safeParse(input);
  if (!parsed.success) return { outcome: 'invalid', fields: fieldErrors(parsed.error) };
  const { cardNumber } = parsed.data;
  const decline = testCardDecline(cardNumber);
  if (decline) return { outcome: 'declined', code: decline.code, message: decline.message };
  return {
    outcome: 'approved',
    // The schema accepted the number, so its brand is one of the accepted ones.
    card: { id: newId(), brand: detectCardBrand(cardNumber)!, lastDigits: cardLastDigits(cardNumber) },
  };
}
