/** Display helpers of the settlement screens. */
import { REDUCTION_STATUS_LABELS, formatDay } from '@casebridge/domain';
import type { SettlementView } from '@casebridge/domain';
import { FEE_BASIS_LABELS, formatFeePercent } from './settlementForm.ts';

export type SettlementStatement = NonNullable<SettlementView['statement']>;
export type SettlementLine = SettlementStatement['lines'][number];

export const LINE_STATUS_LABELS: Record<SettlementLine['status'], string> = {
  OPEN: 'Open',
  ACCEPTED: 'Accepted',
  PAID: 'Paid',
};

/** 'Open · Awaiting provider': the line's status and, when it says more, its negotiation's. */
export function lineStatusText(line: Pick<SettlementLine, 'status' | 'reductionStatus'>): string {
  const status = LINE_STATUS_LABELS[line.status];
  const negotiation = line.reductionStatus ? REDUCTION_STATUS_LABELS[line.reductionStatus] : status;
  return negotiation === status ? status : `${status} · ${negotiation}`;
}

/** 'Attorney fee (33⅓ % of the gross recovery)'. */
export function feeLabel(statement: SettlementStatement): string {
  const base = FEE_BASIS_LABELS[statement.fee.basis].toLowerCase();
  return `Attorney fee (${formatFeePercent(statement.fee.rate)} % of the ${base})`;
}

/** A calendar day ('2026-06-01') or a timestamp (in the reader's zone) as 'Jun 01, 2026'. */
export const day = (value: string): string => formatDay(value);

/** Where a provider's bills and reduction on the case are. */
export const billingPath = (caseId: string, providerId: string) => `/cases/${caseId}/billing/${providerId}`;
