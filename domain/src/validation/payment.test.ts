import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { EMAIL_FORMAT_MESSAGE, fieldErrors } from './common.ts';
import { detectCardBrand, isExpired, luhnValid, makePaymentFormSchema, parseExpiration } from './payment.ts';

const schema = makePaymentFormSchema(() => new Date('2026-11-01T12:00:00.000Z'));
const valid = {
  email: 'pay@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiration: '12/28',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Ann Lee',
};
const errorsOf = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('card helpers', () => {
  it('detects the accepted brands', () => {
    expect(detectCardBrand('4242424242424242')).toBe('visa');
    expect(detectCardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('6221260000000000')).toBe('discover');
    expect(detectCardBrand('3530111333300000')).toBeNull();
  });
  it('checks Luhn', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });
  it('parses and checks expiration', () => {
    expect(parseExpiration('1/29')).toEqual({ month: 1, year: 2029 });
    expect(parseExpiration('12/2030')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiration('13/29')).toBeNull();
    const now = new Date('2026-11-15T00:00:00.000Z');
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });
});

describe('paymentFormSchema', () => {
  it('accepts a valid form', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, cardNumber: '378282246310005', securityCode: '1234' })).toEqual({});
  });
  it('shows the spec messages for each missing field', () => {
    expect(errorsOf({})).toEqual({
      email: 'The email is required',
      cardNumber: 'The Card Number is required',
      expiration: 'The Expiration date is required',
      securityCode: 'The Security code date is required',
      zip: MESSAGES.zipRequired,
      nameOnCard: 'The name on card is required',
    });
    const blank = errorsOf({
      email: ' ',
      cardNumber: '',
      expiration: '',
      securityCode: '',
      zip: '',
      nameOnCard: '',
    });
    expect(blank.email).toBe(MESSAGES.emailRequired);
    expect(blank.nameOnCard).toBe(MESSAGES.nameOnCardRequired);
  });
  it('checks the e-mail format and length', () => {
    expect(errorsOf({ ...valid, email: 'nope' }).email).toBe(EMAIL_FORMAT_MESSAGE);
    expect(EMAIL_FORMAT_MESSAGE).toBe('The email must follow name@example.com format');
    expect(errorsOf({ ...valid, email: `${'a'.repeat(315)}@b.com` }).email).toBe(
      'Must be at most 320 characters',
    );
  });
  it('rejects invalid or unaccepted cards', () => {
    expect(errorsOf({ ...valid, cardNumber: '4242424242424241' }).cardNumber).toBe(
      MESSAGES.cardNumberInvalid,
    );
    expect(errorsOf({ ...valid, cardNumber: '3530111333300000' }).cardNumber).toBe(
      MESSAGES.cardBrandNotAccepted,
    );
  });
  it('rejects past or malformed expirations, bad codes and ZIPs', () => {
    expect(errorsOf({ ...valid, expiration: '10/26' }).expiration).toBe(MESSAGES.expirationInvalid);
    expect(errorsOf({ ...valid, expiration: '11/26' })).toEqual({});
    expect(errorsOf({ ...valid, expiration: 'soon' }).expiration).toBe(MESSAGES.expirationInvalid);
    expect(errorsOf({ ...valid, securityCode: '12' }).securityCode).toBe(MESSAGES.securityCodeInvalid);
    expect(errorsOf({ ...valid, cardNumber: '378282246310005' }).securityCode).toBe(
      MESSAGES.securityCodeInvalid,
    );
    expect(errorsOf({ ...valid, zip: '7870' }).zip).toBe(MESSAGES.zipInvalid);
    expect(errorsOf({ ...valid, zip: '78701-1234' })).toEqual({});
  });
});
