/** The bill form's values and how they become the API body (the domain's schema and refusal, in cents). */
import {
  BILL_PAYERS,
  BILL_PAYER_LABELS,
  MESSAGES,
  billBodySchema,
  billRefusal,
  format,
  payerPaidCents,
} from '@casebridge/domain';
import type { BillBody, BillPayer, BillView } from '@casebridge/domain';
import type { FormIssue, FormParse } from './billingForm.ts';
import { centsToDollars, dollarsToCents, schemaIssues } from './billingForm.ts';

export interface BillValues {
  serviceDate: string;
  description: string;
  procedureCode: string;
  /** Dollars as typed. */
  amount: string;
  paid: Partial<Record<BillPayer, string>>;
}

/** The API's names of the bill body's fields that the form names otherwise. */
export const BILL_RENAME = { amountCents: 'amount', paidByPayer: 'paid' } as const;
export const BILL_FIELDS = ['serviceDate', 'description', 'procedureCode', 'amount', 'paid'] as const;

export function billDefaults(bill: BillView | null, today: string): BillValues {
  if (!bill) return { serviceDate: today, description: '', procedureCode: '', amount: '', paid: {} };
  const paid: BillValues['paid'] = {};
  for (const payer of BILL_PAYERS) {
    const cents = bill.paidByPayer[payer];
    if (cents) paid[payer] = centsToDollars(cents);
  }
  return {
    serviceDate: bill.serviceDate,
    description: bill.description,
    procedureCode: bill.procedureCode ?? '',
    amount: centsToDollars(bill.amountCents),
    paid,
  };
}

/** What was recorded as payments against a bill (a correction cannot go below it with its payers). */
export const recordedOn = (bill: BillView | null): number =>
  bill ? bill.paidCents - payerPaidCents(bill) : 0;

export function parseBill(values: BillValues, recordedCents: number, today: string): FormParse<BillBody> {
  const issues: FormIssue[] = [];
  const amountCents = dollarsToCents(values.amount);
  if (amountCents === undefined) issues.push({ path: 'amount', message: MESSAGES.fieldRequired });
  if (amountCents === null) issues.push({ path: 'amount', message: MESSAGES.billAmountInvalid });
  const paidByPayer: Partial<Record<BillPayer, number>> = {};
  for (const payer of BILL_PAYERS) {
    const cents = dollarsToCents(values.paid[payer]);
    if (cents === null)
      issues.push({
        path: `paid.${payer}`,
        message: format(MESSAGES.settlementAmountInvalid, {
          field: `the amount paid by ${BILL_PAYER_LABELS[payer]}`,
        }),
      });
    else if (cents) paidByPayer[payer] = cents;
  }
  if (values.serviceDate > today) issues.push({ path: 'serviceDate', message: MESSAGES.billingDateFuture });
  const parsed = billBodySchema.safeParse({
    serviceDate: values.serviceDate,
    description: values.description,
    procedureCode: values.procedureCode,
    amountCents: amountCents ?? 0,
    paidByPayer,
  });
  if (!parsed.success) issues.push(...schemaIssues(parsed.error, BILL_RENAME));
  if (issues.length > 0 || !parsed.success) return { issues };
  const refusal = billRefusal({ ...parsed.data, voided: false }, recordedCents);
  return refusal ? { issues: [{ path: 'amount', message: refusal }] } : { body: parsed.data };
}
