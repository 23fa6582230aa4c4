import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import type { BillFigures, PaymentFigures } from './billing.ts';
import {
  billBalanceCents,
  billPaidCents,
  billRefusal,
  caseBillingTotals,
  paymentRefusal,
  providerTotals,
  settlementLineOf,
  voidBillRefusal,
} from './billing.ts';
import { computeSettlement, DEFAULT_FEE } from './settlement.ts';

const bill = (id: string, amountCents: number, extra: Partial<BillFigures> = {}): BillFigures => ({
  id,
  amountCents,
  paidByPayer: {},
  voided: false,
  ...extra,
});
/** 1,200.00 billed; MedPay paid 200.00 and the patient 50.00 when entered; PIP later paid 100.00 (a voided 300.00 ignored). */
const b1 = bill('b1', 120_000, { paidByPayer: { MEDPAY: 20_000, PATIENT: 5_000 } });
const payments: PaymentFigures[] = [
  { billId: 'b1', amountCents: 10_000, payer: 'PIP' },
  { billId: 'b1', amountCents: 30_000, payer: 'HEALTH_INSURANCE', voided: true },
  { billId: 'b2', amountCents: 5_000, payer: 'ATTORNEY_FIRM' },
];

describe('bill balance', () => {
  it('is the amount billed minus payer amounts and recorded payments', () => {
    expect(billPaidCents(b1, payments)).toBe(35_000);
    expect(billBalanceCents(b1, payments)).toBe(85_000);
    expect(billBalanceCents({ ...b1, voided: true }, payments)).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses an overpayment with the balance in the message', () => {
    expect(paymentRefusal(b1, payments, 85_001)).toBe(
      'This payment ($850.01) is more than the bill’s balance ($850.00).',
    );
    expect(paymentRefusal(b1, payments, 85_000)).toBeNull();
    expect(paymentRefusal(b1, payments, 0)).toBe(MESSAGES.paymentAmountInvalid);
    expect(paymentRefusal(b1, payments, 10.5)).toBe(MESSAGES.paymentAmountInvalid);
    expect(paymentRefusal({ ...b1, voided: true }, payments, 100)).toBe(MESSAGES.billVoided);
  });
  it('refuses a bill of zero, a bad payer amount, or payer amounts over the amount billed', () => {
    expect(billRefusal(bill('n', 0))).toBe(MESSAGES.billAmountInvalid);
    expect(billRefusal(bill('n', 100, { paidByPayer: { PIP: -1 } }))).toBe(
      'Enter the amount paid by PIP as an amount of zero or more, in dollars and cents.',
    );
    expect(billRefusal(bill('n', 100, { paidByPayer: { PIP: 60, PATIENT: 41 } }))).toBe(
      'The amount billed ($1.00) cannot be less than what has been paid on it ($1.01).',
    );
    expect(billRefusal(bill('n', 100, { paidByPayer: { PIP: 60, PATIENT: 40 } }))).toBeNull();
  });
  it('refuses a correction below what the payments already recorded paid', () => {
    expect(billRefusal({ ...b1, amountCents: 34_999 }, 10_000)).toContain(
      'cannot be less than what has been paid',
    );
    expect(billRefusal({ ...b1, amountCents: 35_000 }, 10_000)).toBeNull();
  });
  it('voiding needs a reason and no recorded payment', () => {
    expect(voidBillRefusal(b1, payments, '  ')).toBe(MESSAGES.billVoidReasonRequired);
    expect(voidBillRefusal(b1, payments, 'Duplicate')).toBe(MESSAGES.billVoidHasPayments);
    expect(voidBillRefusal(bill('b3', 100), payments, 'Duplicate')).toBeNull();
    expect(voidBillRefusal({ ...b1, voided: true }, [], 'Again')).toBe(MESSAGES.billVoided);
  });
});

describe('totals', () => {
  const bills = [b1, bill('b2', 30_000), bill('b4', 99_999, { voided: true })];
  it('per provider: billed, paid, accepted reduction and balance due, voided bills excluded', () => {
    expect(providerTotals(bills, payments, null)).toEqual({
      billCount: 2,
      billedCents: 150_000,
      paidCents: 40_000,
      reductionCents: 0,
      reductionAccepted: false,
      balanceDueCents: 110_000,
    });
    expect(providerTotals(bills, payments, 10_000)).toMatchObject({
      reductionCents: 10_000,
      balanceDueCents: 100_000,
    });
    expect(providerTotals(bills, payments, 999_999).balanceDueCents).toBe(0);
    expect(providerTotals([], [], null)).toMatchObject({ billCount: 0, billedCents: 0, balanceDueCents: 0 });
  });
  it('per case, against the policy limit', () => {
    const a = providerTotals(bills, payments, 10_000);
    const b = providerTotals([bill('c1', 2_000_000)], [], null);
    expect(caseBillingTotals([a, b], 1_500_000)).toEqual({
      billedCents: 2_150_000,
      paidCents: 40_000,
      reductionCents: 10_000,
      balanceDueCents: 2_100_000,
      policyLimitCents: 1_500_000,
      billedOverLimitCents: 650_000,
      dueOverLimitCents: 600_000,
    });
    expect(caseBillingTotals([a], null)).toMatchObject({ billedOverLimitCents: 0, dueOverLimitCents: 0 });
    expect(caseBillingTotals([a], 10_000_000).billedOverLimitCents).toBe(0);
  });
  it('feeds the settlement statement: only an accepted reduction counts', () => {
    const statement = computeSettlement({
      grossCents: 1_000_000,
      fee: DEFAULT_FEE,
      costsCents: 0,
      fundingPayoffCents: 0,
      providers: [
        settlementLineOf('p1', 'Clinic', providerTotals(bills, payments, 10_000)),
        settlementLineOf('p2', 'Imaging', providerTotals([bill('c1', 50_000)], [], null)),
      ],
    });
    expect(statement.lines.map((l) => [l.owedCents, l.status])).toEqual([
      [100_000, 'ACCEPTED'],
      [50_000, 'OPEN'],
    ]);
  });
});
