/**
 * A provider's bills on a case (issue 14), in integer cents (money.ts): each bill's balance after what its
 * payers paid (entered with the bill) and the payments recorded against it, the refusals of an overpayment, a
 * correction below what was paid and a void without reason, the provider's totals, and the case's sum of all
 * providers against the policy limit. Voided bills and voided payments count for nothing.
 */
import { MESSAGES, format } from '../messages.ts';
import { formatCents, isCents } from './money.ts';
import type { ProviderLineInput } from './settlement.ts';

/** Who paid part of a bill: entered with the bill, or recorded later as a payment. */
export const BILL_PAYERS = [
  'PATIENT',
  'MEDPAY',
  'PIP',
  'HEALTH_INSURANCE',
  'ATTORNEY_FIRM',
  'OTHER',
] as const;
export type BillPayer = (typeof BILL_PAYERS)[number];

export const BILL_PAYER_LABELS: Record<BillPayer, string> = {
  PATIENT: 'Patient',
  MEDPAY: 'MedPay',
  PIP: 'PIP',
  HEALTH_INSURANCE: 'Health insurance',
  ATTORNEY_FIRM: 'Attorney firm',
  OTHER: 'Other',
};

/** The figures of a bill the rules need (the API's record has more: date of service, code, description). */
export interface BillFigures {
  id: string;
  amountCents: number;
  /** Paid by others before the bill was entered, per payer (absent: nothing). */
  paidByPayer: Partial<Record<BillPayer, number>>;
  voided: boolean;
}

export interface PaymentFigures {
  billId: string;
  amountCents: number;
  payer: BillPayer;
  voided?: boolean;
}

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** What the bill's payers paid when it was entered. */
export function payerPaidCents(bill: Pick<BillFigures, 'paidByPayer'>): number {
  return sum(Object.values(bill.paidByPayer).map((v) => v ?? 0));
}

/** The payments recorded against this bill (voided ones excluded). */
export function recordedPaidCents(billId: string, payments: readonly PaymentFigures[]): number {
  return sum(payments.filter((p) => p.billId === billId && !p.voided).map((p) => p.amountCents));
}

export function billPaidCents(bill: BillFigures, payments: readonly PaymentFigures[]): number {
  return payerPaidCents(bill) + recordedPaidCents(bill.id, payments);
}

/** Amount billed minus everything paid on it; 0 for a voided bill. */
export function billBalanceCents(bill: BillFigures, payments: readonly PaymentFigures[]): number {
  return bill.voided ? 0 : bill.amountCents - billPaidCents(bill, payments);
}

/**
 * A bill as entered or corrected: the amount is more than zero and not below what its payers and the
 * payments already recorded (`recordedCents`) paid. Null when valid.
 */
export function billRefusal(
  bill: Pick<BillFigures, 'amountCents' | 'paidByPayer' | 'voided'>,
  recordedCents = 0,
): string | null {
  if (bill.voided) return MESSAGES.billVoided;
  if (!isCents(bill.amountCents) || bill.amountCents === 0) return MESSAGES.billAmountInvalid;
  for (const [payer, value] of Object.entries(bill.paidByPayer))
    if (value !== undefined && !isCents(value))
      return format(MESSAGES.settlementAmountInvalid, {
        field: `the amount paid by ${BILL_PAYER_LABELS[payer as BillPayer] ?? payer}`,
      });
  const paid = payerPaidCents(bill) + recordedCents;
  if (paid > bill.amountCents)
    return format(MESSAGES.billBelowPaid, { billed: formatCents(bill.amountCents), paid: formatCents(paid) });
  return null;
}

/** A payment to record against `bill`: more than zero and at most its balance (no overpayment). */
export function paymentRefusal(
  bill: BillFigures,
  payments: readonly PaymentFigures[],
  amountCents: number,
): string | null {
  if (bill.voided) return MESSAGES.billVoided;
  if (!isCents(amountCents) || amountCents === 0) return MESSAGES.paymentAmountInvalid;
  const balance = billBalanceCents(bill, payments);
  if (amountCents > balance)
    return format(MESSAGES.paymentOverBalance, {
      amount: formatCents(amountCents),
      balance: formatCents(balance),
    });
  return null;
}

/** Voiding needs a reason and no recorded payment (void the payments first). */
export function voidBillRefusal(
  bill: BillFigures,
  payments: readonly PaymentFigures[],
  reason: string | null | undefined,
): string | null {
  if (bill.voided) return MESSAGES.billVoided;
  if ((reason ?? '').trim() === '') return MESSAGES.billVoidReasonRequired;
  if (recordedPaidCents(bill.id, payments) > 0) return MESSAGES.billVoidHasPayments;
  return null;
}

/** The amount billed by bills that are not voided. */
export function liveBilledCents(bills: readonly Pick<BillFigures, 'amountCents' | 'voided'>[]): number {
  return sum(bills.filter((b) => !b.voided).map((b) => b.amountCents));
}

export interface ProviderTotals {
  billCount: number;
  billedCents: number;
  paidCents: number;
  /** The accepted reduction (reductions.ts acceptedReductionCents), at most the balance; 0 when none. */
  reductionCents: number;
  /** Whether a reduction is accepted (the settlement line counts as accepted even at 0). */
  reductionAccepted: boolean;
  balanceDueCents: number;
}

/** One provider's totals on a case: billed, paid, accepted reduction and balance due (voided bills excluded). */
export function providerTotals(
  bills: readonly BillFigures[],
  payments: readonly PaymentFigures[],
  acceptedReductionCents: number | null,
): ProviderTotals {
  const live = bills.filter((b) => !b.voided);
  const billedCents = sum(live.map((b) => b.amountCents));
  const paidCents = sum(live.map((b) => billPaidCents(b, payments)));
  const balance = billedCents - paidCents;
  const reductionCents = Math.min(acceptedReductionCents ?? 0, Math.max(balance, 0));
  return {
    billCount: live.length,
    billedCents,
    paidCents,
    reductionCents,
    reductionAccepted: acceptedReductionCents !== null,
    balanceDueCents: balance - reductionCents,
  };
}

/** The settlement statement's line of a provider from its totals. */
export function settlementLineOf(
  providerId: string,
  providerName: string,
  totals: ProviderTotals,
): ProviderLineInput {
  return {
    providerId,
    providerName,
    billedCents: totals.billedCents,
    paidCents: totals.paidCents,
    acceptedReductionCents: totals.reductionAccepted ? totals.reductionCents : null,
  };
}

export interface CaseBillingTotals {
  billedCents: number;
  paidCents: number;
  reductionCents: number;
  balanceDueCents: number;
  /** null when the case has no policy limit on file. */
  policyLimitCents: number | null;
  /** How far the providers' bills, and what is still due to them, go past the policy limit (0 if within). */
  billedOverLimitCents: number;
  dueOverLimitCents: number;
}

/** The sum of all providers of a case, against its policy limit (Case.policyLimit: usdToCents). */
export function caseBillingTotals(
  providers: readonly ProviderTotals[],
  policyLimitCents: number | null,
): CaseBillingTotals {
  const total = (key: 'billedCents' | 'paidCents' | 'reductionCents' | 'balanceDueCents') =>
    sum(providers.map((p) => p[key]));
  const billedCents = total('billedCents');
  const balanceDueCents = total('balanceDueCents');
  const over = (value: number) => (policyLimitCents === null ? 0 : Math.max(0, value - policyLimitCents));
  return {
    billedCents,
    paidCents: total('paidCents'),
    reductionCents: total('reductionCents'),
    balanceDueCents,
    policyLimitCents,
    billedOverLimitCents: over(billedCents),
    dueOverLimitCents: over(balanceDueCents),
  };
}
