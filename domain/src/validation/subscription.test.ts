import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { fieldErrors } from './common.ts';
import {
  changePaymentMethodSchema,
  paymentMethodRequestSchema,
  previousSummaryQuerySchema,
  quoteRequestSchema,
  summaryRequestSchema,
} from './subscription.ts';

const errors = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as never);
};

const card = {
  email: 'pay@firm.test',
  cardNumber: '4242 4242 4242 4242',
  expiration: '12/40',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Ann Lee',
};

describe('payment-method bodies', () => {
  it('needs a plan and billing; the card is the payment form', () => {
    expect(errors(paymentMethodRequestSchema, {})).toMatchObject({
      upgradeTo: MESSAGES.thisFieldRequired,
      billingType: MESSAGES.thisFieldRequired,
    });
    expect(errors(paymentMethodRequestSchema, { upgradeTo: 'GOLD', billingType: 'MONTHLY' })).toEqual({
      upgradeTo: MESSAGES.invalidOption,
    });
    expect(
      paymentMethodRequestSchema.safeParse({ upgradeTo: 'PRO', billingType: 'ANNUAL', card }).success,
    ).toBe(true);
    expect(
      errors(paymentMethodRequestSchema, {
        upgradeTo: 'PRO',
        billingType: 'ANNUAL',
        card: { ...card, cardNumber: '' },
      }),
    ).toMatchObject({ 'card.cardNumber': MESSAGES.cardNumberRequired });
  });

  it('changing the card needs no plan', () => {
    expect(changePaymentMethodSchema.safeParse({ card }).success).toBe(true);
  });
});

describe('quote, summary and previous-summary', () => {
  it('validates counts and choices', () => {
    expect(
      quoteRequestSchema.safeParse({ upgradeTo: 'PRO', billingType: 'MONTHLY', extraAddresses: 2 }).success,
    ).toBe(true);
    expect(
      quoteRequestSchema.safeParse({ upgradeTo: 'PRO', billingType: 'MONTHLY', extraAddresses: -1 }).success,
    ).toBe(false);
    expect(summaryRequestSchema.safeParse({}).success).toBe(true);
    expect(errors(summaryRequestSchema, { upgradeTo: 'GOLD' })).toEqual({
      upgradeTo: MESSAGES.invalidOption,
    });
    expect(previousSummaryQuerySchema.parse({ isAnnuall: 'true' }).isAnnuall).toBe(true);
    expect(previousSummaryQuerySchema.parse({}).isAnnuall).toBe(false);
  });
});
