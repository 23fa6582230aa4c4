/** Small display helpers of the billing screens. */
import { BILL_PAYER_LABELS, formatCents, formatDay } from '@casebridge/domain';
import type { BillPayer, ReductionParty } from '@casebridge/domain';

/** A calendar day (YYYY-MM-DD) as 'Oct 02, 2026'. */
export const calendarDay = (day: string): string => formatDay(day);

/** A timestamp as 'Oct 02, 2026', in the reader's zone. */
export const stampDay = (value: string): string => formatDay(value);

/** Today in the user's zone as YYYY-MM-DD (the date inputs' default and latest day). */
export function todayInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What a bill's payers paid when it was entered: 'MedPay $100.00 · PIP $20.00' ('' for none). */
export function payerBreakdown(paidByPayer: Partial<Record<BillPayer, number>>): string {
  return (Object.entries(paidByPayer) as [BillPayer, number | undefined][])
    .filter(([, cents]) => (cents ?? 0) > 0)
    .map(([payer, cents]) => `${BILL_PAYER_LABELS[payer]} ${formatCents(cents ?? 0)}`)
    .join(' · ');
}

export const PARTY_LABELS: Record<ReductionParty, string> = { FIRM: 'attorney', PROVIDER: 'provider' };
