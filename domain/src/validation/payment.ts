/**
 * Payment information form (SPEC.md section 5; also used to buy cases and to change the payment method).
 * Required messages are the spec's; the format checks (Luhn, accepted brand, MM/YY, CVC, ZIP) are the
 * product's stand-in for the card payment provider's own field errors.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import type { CreditCard } from '../entities.ts';
import { MESSAGES } from '../messages.ts';
import { emailSchema, isObjectPayload, requiredString } from './common.ts';

export type CardBrand = CreditCard['brand'];
export const ACCEPTED_CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'discover'];
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The brand of a card number from its prefix, or null when it is not one of the accepted cards. */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const n = digitsOf(cardNumber);
  if (/^4/.test(n)) return 'visa';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(n)) return 'mastercard';
  if (/^(6011|65|64[4-9]|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/.test(n)) return 'discover';
  return null;
}

const LENGTHS: Record<CardBrand, number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
};

/** The Luhn checksum of a card number (spaces and dashes ignored). */
export function luhnValid(cardNumber: string): boolean {
  const n = digitsOf(cardNumber);
  if (!/^\d{12,19}$/.test(n)) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i += 1) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' or 'MM/YYYY' -> { month, year } (4-digit year), or null. */
export function parseExpiration(value: string): { month: number; year: number } | null {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid through the last day of its expiration month. */
export function isExpired(expiration: { month: number; year: number }, now: Date): boolean {
  return now.getUTCFullYear() * 12 + now.getUTCMonth() > expiration.year * 12 + (expiration.month - 1);
}

/** Builds the payment form schema; `now` decides which expiration dates are past. */
export function makePaymentFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      email: emailSchema,
      cardNumber: requiredString(MESSAGES.cardNumberRequired),
      expiration: requiredString(MESSAGES.expirationRequired),
      securityCode: requiredString(MESSAGES.securityCodeRequired),
      zip: requiredString(MESSAGES.zipRequired),
      nameOnCard: requiredString(MESSAGES.nameOnCardRequired, LIMITS.nameMaxLength),
    })
    .superRefine(
      (v, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', message, path: [path] });
        const brand = typeof v.cardNumber === 'string' && v.cardNumber ? detectCardBrand(v.cardNumber) : null;
        if (typeof v.cardNumber === 'string' && v.cardNumber.trim()) {
          const digits = digitsOf(v.cardNumber);
          if (!luhnValid(digits) || (brand && !LENGTHS[brand].includes(digits.length))) {
            issue('cardNumber', MESSAGES.cardNumberInvalid);
          } else if (!brand) issue('cardNumber', MESSAGES.cardBrandNotAccepted);
        }
        if (typeof v.expiration === 'string' && v.expiration.trim()) {
          const exp = parseExpiration(v.expiration);
          if (!exp || isExpired(exp, now())) issue('expiration', MESSAGES.expirationInvalid);
        }
        if (typeof v.securityCode === 'string' && v.securityCode.trim()) {
          const size = brand === 'amex' ? 4 : 3;
          if (!new RegExp(`^\\d{${size}}$`).test(v.securityCode.trim())) {
            issue('securityCode', MESSAGES.securityCodeInvalid);
          }
        }
        if (typeof v.zip === 'string' && v.zip.trim() && !/^\d{5}(-\d{4})?$/.test(v.zip.trim())) {
          issue('zip', MESSAGES.zipInvalid);
        }
      },
      { when: isObjectPayload },
    );
}

export const paymentFormSchema = makePaymentFormSchema();

export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentFormValues = z.output<typeof paymentFormSchema>;
