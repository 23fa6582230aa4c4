/** What the payment form's inputs do to what the user types: card number groups, MM/YY, digits only. */
import { detectCardBrand } from '@casebridge/domain';

const MAX_CARD_DIGITS = 19;

/** '4242424242424242' -> '4242 4242 4242 4242'; American Express as 4-6-5. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  const groups = detectCardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** '1229' -> '12/29'; keeps a typed slash; at most MM/YY. */
export function formatExpiration(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return text.includes('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export const digitsOnly =
  (max: number) =>
  (text: string): string =>
    text.replace(/\D/g, '').slice(0, max);

/** ZIP or ZIP+4. */
export function formatZip(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
