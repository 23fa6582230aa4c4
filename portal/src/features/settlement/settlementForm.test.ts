import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE, MESSAGES, ONE_THIRD, applyRatio, format } from '@casebridge/domain';
import {
  formatFeePercent,
  parseFeePercent,
  settlementFormSchema,
  settlementFormValues,
  withFormFieldNames,
} from './settlementForm.ts';
import { draftView } from './settlementTestData.ts';

const values = {
  gross: 90000,
  feePercent: '33⅓',
  feeBasis: 'GROSS' as const,
  costs: 2000,
  fundingPayoff: 4000,
};

describe('the fee percentage', () => {
  it('shows thirds as fractions and other rates as decimals', () => {
    expect(formatFeePercent(ONE_THIRD)).toBe('33⅓');
    expect(formatFeePercent({ numerator: 2, denominator: 3 })).toBe('66⅔');
    expect(formatFeePercent({ numerator: 40, denominator: 100 })).toBe('40');
    expect(formatFeePercent({ numerator: 335_000, denominator: 1_000_000 })).toBe('33.5');
  });

  it('reads 33⅓ and 33 1/3 as exactly one third, so the fee on 90,000 is 30,000', () => {
    for (const text of ['33⅓', '33 1/3', '33⅓ %']) {
      const rate = parseFeePercent(text)!;
      expect(rate.numerator * 3).toBe(rate.denominator);
      expect(applyRatio(9_000_000, rate)).toBe(3_000_000);
    }
  });

  it('reads decimals up to four places and refuses anything else', () => {
    expect(parseFeePercent('40')).toEqual({ numerator: 400_000, denominator: 1_000_000 });
    expect(parseFeePercent('0')).toEqual({ numerator: 0, denominator: 1_000_000 });
    expect(parseFeePercent('100')).toEqual({ numerator: 1_000_000, denominator: 1_000_000 });
    for (const bad of ['', 'abc', '-5', '100.5', '101', '33.33333', '1e2'])
      expect(parseFeePercent(bad)).toBeNull();
  });
});

describe('the settlement form', () => {
  it('starts with an empty gross, 33⅓ % of the gross and no costs or payoff', () => {
    expect(settlementFormValues(undefined)).toEqual({
      gross: undefined,
      feePercent: '33⅓',
      feeBasis: DEFAULT_FEE.basis,
      costs: 0,
      fundingPayoff: 0,
    });
  });

  it('starts from the saved figures in dollars', () => {
    expect(settlementFormValues(draftView())).toEqual(values);
  });

  it('keeps the saved figures when the billing makes them no statement', () => {
    expect(settlementFormValues({ ...draftView(), statement: null, suggestion: null })).toEqual(values);
  });

  it('gives the domain body in cents (the issue’s example)', () => {
    expect(settlementFormSchema(null).parse(values)).toEqual({
      grossCents: 9_000_000,
      fee: { rate: { numerator: 100, denominator: 300 }, basis: 'GROSS' },
      costsCents: 200_000,
      fundingPayoffCents: 400_000,
    });
  });

  it('sends a saved rate back unchanged while the field still shows it', () => {
    // 1/7 shows as 14.2857, which typed would be another rate.
    const saved = { numerator: 1, denominator: 7 };
    expect(formatFeePercent(saved)).toBe('14.2857');
    const body = settlementFormSchema(saved).parse({ ...values, feePercent: '14.2857' });
    expect(body.fee.rate).toEqual(saved);
    expect(settlementFormSchema(saved).parse({ ...values, feePercent: '40' }).fee.rate).toEqual({
      numerator: 400_000,
      denominator: 1_000_000,
    });
  });

  it('says what is wrong with each field', () => {
    const result = settlementFormSchema(null).safeParse({
      gross: undefined,
      feePercent: '120',
      feeBasis: 'NET_OF_COSTS',
      costs: -1,
      fundingPayoff: 10.005,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      gross: MESSAGES.settlementGrossPositive,
      feePercent: MESSAGES.settlementFeeRateInvalid,
      costs: format(MESSAGES.settlementAmountInvalid, { field: 'the case costs' }),
      fundingPayoff: format(MESSAGES.settlementAmountInvalid, { field: 'the funding payoff' }),
    });
    expect(settlementFormSchema(null).safeParse({ ...values, gross: 0 }).error?.issues[0]?.message).toBe(
      MESSAGES.settlementGrossPositive,
    );
  });

  it('puts the API’s field messages under the form’s fields', () => {
    const error = Object.assign(new Error('Invalid input'), {
      status: 400,
      body: {
        error: 'VALIDATION',
        message: 'Invalid input',
        fields: { grossCents: 'a', 'fee.rate.numerator': 'b', 'fee.basis': 'c', costsCents: 'd', other: 'e' },
      },
    });
    expect((withFormFieldNames(error) as { body: { fields: object } }).body.fields).toEqual({
      gross: 'a',
      feePercent: 'b',
      feeBasis: 'c',
      costs: 'd',
      other: 'e',
    });
    const plain = new Error('down');
    expect(withFormFieldNames(plain)).toBe(plain);
  });
});
