import { describe, expect, it } from 'vitest';
import { MESSAGES, format } from '@casebridge/domain';
import { bill, payment, reduction } from './billingTestData.ts';
import { billDefaults, parseBill, recordedOn } from './billForm.ts';
import { dollarsToCents, formResolver, withFormFields } from './billingForm.ts';
import { parsePayment } from './paymentForm.ts';
import { NO_BREAKDOWN, parseRequest, parseStep, requestedPayoffCents } from './reductionForm.ts';

const TODAY = '2026-11-20';
const billValues = {
  serviceDate: '2026-10-02',
  description: 'X-ray',
  procedureCode: '',
  amount: '250',
  paid: {},
};

describe('dollars typed in the billing forms', () => {
  it('reads dollars as cents, empty as undefined and anything else as null', () => {
    expect(dollarsToCents('1,234.5')).toBe(123_450);
    expect(dollarsToCents('$80')).toBe(8_000);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('  ')).toBeUndefined();
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
  });

  it('the resolver nests messages by field and keeps the first one', async () => {
    const resolver = formResolver<{ a: string }, never>(() => ({
      issues: [
        { path: 'paid.MEDPAY', message: 'first' },
        { path: 'paid.MEDPAY', message: 'second' },
        { path: 'root', message: 'form' },
      ],
    }));
    const result = await resolver({ a: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({
      paid: { MEDPAY: { type: 'validate', message: 'first' } },
      root: { type: 'validate', message: 'form' },
    });
  });

  it('renames the API’s field names to the form’s', () => {
    const error = {
      status: 400,
      body: {
        error: 'validation_error',
        message: 'Invalid',
        fields: { amountCents: 'Too much', note: 'Long' },
      },
    };
    expect(withFormFields(error, { amountCents: 'amount' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid', fields: { amount: 'Too much', note: 'Long' } },
    });
  });
});

describe('the bill form', () => {
  it('sends cents, the payers that paid and a null procedure code', () => {
    const parsed = parseBill({ ...billValues, paid: { MEDPAY: '50.25', PIP: '' } }, 0, TODAY);
    expect(parsed).toEqual({
      body: {
        serviceDate: '2026-10-02',
        description: 'X-ray',
        procedureCode: null,
        amountCents: 25_000,
        paidByPayer: { MEDPAY: 5_025 },
      },
    });
  });

  it('refuses what the API refuses, with the domain’s messages', () => {
    expect(parseBill({ ...billValues, amount: '' }, 0, TODAY)).toEqual({
      issues: [{ path: 'amount', message: MESSAGES.fieldRequired }],
    });
    expect(parseBill({ ...billValues, amount: '0' }, 0, TODAY)).toEqual({
      issues: [{ path: 'amount', message: MESSAGES.billAmountInvalid }],
    });
    expect(parseBill({ ...billValues, serviceDate: '2026-12-01' }, 0, TODAY)).toEqual({
      issues: [{ path: 'serviceDate', message: MESSAGES.billingDateFuture }],
    });
    const overPaid = parseBill({ ...billValues, paid: { PIP: '300' } }, 0, TODAY);
    expect(overPaid).toEqual({
      issues: [
        { path: 'amount', message: format(MESSAGES.billBelowPaid, { billed: '$250.00', paid: '$300.00' }) },
      ],
    });
    const badPayer = parseBill({ ...billValues, paid: { PIP: 'x' } }, 0, TODAY);
    expect(badPayer).toMatchObject({ issues: [{ path: 'paid.PIP' }] });
  });

  it('a correction keeps the payments recorded on the bill', () => {
    const b = bill({ paidCents: 30_000 });
    expect(recordedOn(b)).toBe(10_000);
    expect(billDefaults(b, TODAY)).toMatchObject({ amount: '1200.00', paid: { MEDPAY: '200.00' } });
    const parsed = parseBill({ ...billDefaults(b, TODAY), amount: '250' }, recordedOn(b), TODAY);
    expect(parsed).toEqual({
      issues: [
        { path: 'amount', message: format(MESSAGES.billBelowPaid, { billed: '$250.00', paid: '$300.00' }) },
      ],
    });
  });
});

describe('the payment form', () => {
  const values = { billId: 'b1', amount: '100', date: '2026-11-01', payer: 'PATIENT', reference: 'CHK 7' };

  it('sends cents for a payment within the balance', () => {
    expect(parsePayment(values, [bill()], [], TODAY)).toEqual({
      body: { billId: 'b1', amountCents: 10_000, date: '2026-11-01', payer: 'PATIENT', reference: 'CHK 7' },
    });
  });

  it('refuses an overpayment against the balance left after recorded payments', () => {
    const parsed = parsePayment(
      { ...values, amount: '999.01' },
      [bill()],
      [payment({ amountCents: 1_000 })],
      TODAY,
    );
    expect(parsed).toEqual({
      issues: [
        {
          path: 'amount',
          message: format(MESSAGES.paymentOverBalance, { amount: '$999.01', balance: '$990.00' }),
        },
      ],
    });
  });

  it('asks for the bill and the payer', () => {
    const parsed = parsePayment({ ...values, billId: '', payer: '' }, [bill()], [], TODAY);
    expect(parsed).toMatchObject({
      issues: expect.arrayContaining([
        { path: 'billId', message: MESSAGES.fieldRequired },
        { path: 'payer', message: MESSAGES.fieldRequired },
      ]),
    });
  });
});

describe('the reduction forms', () => {
  it('requests by amount or percentage and shows the payoff', () => {
    const none = { breakdownFileId: NO_BREAKDOWN };
    const byAmount = { by: 'AMOUNT' as const, amount: '400', percent: '', note: ' Low limit ', ...none };
    expect(parseRequest(byAmount, 100_000)).toEqual({
      body: { by: 'AMOUNT', reductionCents: 40_000, note: 'Low limit' },
    });
    expect(requestedPayoffCents(byAmount, 100_000)).toBe(60_000);
    const byPercent = { by: 'PERCENT' as const, amount: '', percent: '25', note: '', ...none };
    expect(requestedPayoffCents(byPercent, 100_000)).toBe(75_000);
    expect(parseRequest({ ...byPercent, percent: '120' }, 100_000)).toEqual({
      issues: [{ path: 'percent', message: MESSAGES.reductionPercentInvalid }],
    });
    expect(parseRequest({ ...byAmount, amount: '2000' }, 100_000)).toEqual({
      issues: [
        {
          path: 'amount',
          message: format(MESSAGES.reductionOverBalance, { reduction: '$2,000.00', balance: '$1,000.00' }),
        },
      ],
    });
  });

  it('sends the chosen settlement breakdown, and none when none is chosen', () => {
    const values = { by: 'PERCENT' as const, amount: '', percent: '10', note: '' };
    expect(parseRequest({ ...values, breakdownFileId: 'file-1' }, 100_000)).toEqual({
      body: { by: 'PERCENT', percent: 10, note: '', breakdownFileId: 'file-1' },
    });
    expect(parseRequest({ ...values, breakdownFileId: NO_BREAKDOWN }, 100_000)).toEqual({
      body: { by: 'PERCENT', percent: 10, note: '' },
    });
  });

  it('a counteroffer moves toward the other side', () => {
    const r = reduction();
    expect(parseStep('COUNTER', { amount: '800', note: '' }, r, 'PROVIDER')).toEqual({
      body: { action: 'COUNTER', amountCents: 80_000, note: '' },
    });
    expect(parseStep('COUNTER', { amount: '500', note: '' }, r, 'PROVIDER')).toEqual({
      issues: [
        { path: 'amount', message: format(MESSAGES.reductionProviderCounterTooLow, { amount: '$600.00' }) },
      ],
    });
    expect(parseStep('ACCEPT', { amount: '', note: '' }, r, 'PROVIDER')).toEqual({
      body: { action: 'ACCEPT', note: '' },
    });
  });
});
