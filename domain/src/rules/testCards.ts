/**
 * The test card numbers of the fake card payment provider (the fake API plays the provider). They follow
 * Stripe's documented test numbers: any valid number not listed in DECLINED_TEST_CARDS is approved, and each
 * declined number answers the decline message the provider would give (shown above the payment form).
 */
import type { CardBrand } from '../validation/payment.ts';
import { MESSAGES } from '../messages.ts';

export type DeclineCode =
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

export interface DeclinedTestCard {
  number: string;
  code: DeclineCode;
  message: string;
}

export const DECLINED_TEST_CARDS: readonly DeclinedTestCard[] = [
  { number: '4000000000000002', code: 'generic_decline', message: MESSAGES.cardDeclined },
  { number: '4000000000009995', code: 'insufficient_funds', message: MESSAGES.cardInsufficientFunds },
  { number: '4000000000009987', code: 'lost_card', message: MESSAGES.cardDeclined },
  { number: '4000000000000069', code: 'expired_card', message: MESSAGES.cardExpired },
  { number: '4000000000000127', code: 'incorrect_cvc', message: MESSAGES.cardIncorrectCvc },
  { number: '4000000000000119', code: 'processing_error', message: MESSAGES.cardProcessingError },
];

/** Numbers that always succeed, one per accepted brand (any future expiry, any CVC of the right length). */
export const APPROVED_TEST_CARDS: readonly { number: string; brand: CardBrand }[] = [
  { number: '4242424242424242', brand: 'visa' },
  { number: '5555555555554444', brand: 'mastercard' },
  { number: '378282246310005', brand: 'amex' },
  { number: '6011111111111117', brand: 'discover' },
];

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The decline a test number triggers, or null when the provider approves it. */
export function testCardDecline(cardNumber: string): DeclinedTestCard | null {
  const digits = digitsOf(cardNumber);
  return DECLINED_TEST_CARDS.find((card) => card.number === digits) ?? null;
}

/** The last 4 digits: all the product keeps of a card number, with its brand. */
export function cardLastDigits(cardNumber: string): string {
  return digitsOf(cardNumber).slice(-4);
}
