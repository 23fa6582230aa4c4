/**
 * Funding-request transitions (SPEC.md sections 3 and 4), performed by PUT /funding-requests/{id}/status:
 *   OWNER_REVIEW -> PENDING | OWNER_REJECTED;  PENDING -> APPROVED | REJECTED;  the others are terminal.
 */
import type { FundingStatus } from '../enums.ts';
import { FUNDING_STATUS_LABELS } from '../enums.ts';

export const FUNDING_TRANSITIONS: Record<FundingStatus, readonly FundingStatus[]> = {
  OWNER_REVIEW: ['PENDING', 'OWNER_REJECTED'],
  PENDING: ['APPROVED', 'REJECTED'],
  OWNER_REJECTED: [],
  REJECTED: [],
  APPROVED: [],
};

export function fundingTargets(from: FundingStatus): FundingStatus[] {
  return [...FUNDING_TRANSITIONS[from]];
}

export function canTransitionFunding(from: FundingStatus, to: FundingStatus): boolean {
  return FUNDING_TRANSITIONS[from].includes(to);
}

export function isFundingTerminal(status: FundingStatus): boolean {
  return FUNDING_TRANSITIONS[status].length === 0;
}

/** OWNER_REVIEW is shown 'Under Review', APPROVED 'Accepted'. */
export function fundingStatusLabel(status: FundingStatus): string {
  return FUNDING_STATUS_LABELS[status];
}
