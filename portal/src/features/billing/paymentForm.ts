/** The payment form's values and how they become the API body (the domain's schema and paymentRefusal). */
import { MESSAGES, paymentBodySchema, paymentRefusal } from '@casebridge/domain';
import type { BillView, PaymentBody, PaymentView } from '@casebridge/domain';
import type { FormIssue, FormParse } from './billingForm.ts';
import { dollarsToCents, schemaIssues } from './billingForm.ts';

export interface PaymentValues {
  billId: string;
  /** Dollars as typed. */
  amount: string;
  date: string;
  payer: string;
  reference: string;
}

export const PAYMENT_RENAME = { amountCents: 'amount' } as const;
export const PAYMENT_FIELDS = ['billId', 'amount', 'date', 'payer', 'reference'] as const;

/** The bills a payment can go to: not voided, with a balance left. */
export const payableBills = (bills: readonly BillView[]): BillView[] =>
  bills.filter((b) => b.voidedAt === null && b.balanceCents > 0);

export function parsePayment(
  values: PaymentValues,
  bills: readonly BillView[],
  payments: readonly PaymentView[],
  today: string,
): FormParse<PaymentBody> {
  const issues: FormIssue[] = [];
  const amountCents = dollarsToCents(values.amount);
  if (amountCents === undefined) issues.push({ path: 'amount', message: MESSAGES.fieldRequired });
  if (amountCents === null) issues.push({ path: 'amount', message: MESSAGES.paymentAmountInvalid });
  if (values.billId === '') issues.push({ path: 'billId', message: MESSAGES.fieldRequired });
  if (values.payer === '') issues.push({ path: 'payer', message: MESSAGES.fieldRequired });
  if (values.date > today) issues.push({ path: 'date', message: MESSAGES.billingDateFuture });
  const parsed = paymentBodySchema.safeParse({ ...values, amountCents: amountCents ?? 0 });
  if (!parsed.success) issues.push(...schemaIssues(parsed.error, PAYMENT_RENAME));
  if (issues.length > 0 || !parsed.success) return { issues };
  const bill = bills.find((b) => b.id === parsed.data.billId);
  const refusal = bill
    ? paymentRefusal({ ...bill, voided: bill.voidedAt !== null }, payments, parsed.data.amountCents)
    : null;
  return refusal ? { issues: [{ path: 'amount', message: refusal }] } : { body: parsed.data };
}
