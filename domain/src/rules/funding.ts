/**
 * Funding-request transitions (SPEC.md sections 3 and 4), performed by PUT /funding-requests/{id}/status:
 *   OWNER_REVIEW -> PENDING | OWNER_REJECTED;  PENDING -> APPROVED | REJECTED;  the others are terminal.
 */
import type { FundingStatus } from '../enums.ts';
import { FUNDING_STATUS_LABELS } from '../enums.ts';
import type { Actor } from './actor.ts';
import { isFactoring, isOwnerOrAdmin } from './actor.ts';
import { can } from './permissions.ts';

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

/** Whose request it is: the actor's own company is compared with these. */
export interface FundingParties {
  /** The law firm that asked. */
  attorneyCompanyId: string;
  /** The Company record (not the FactoringCompany record) of the factoring company asked. */
  factoringCompanyCompanyId: string | null;
}

/**
 * Who may move a funding request: internal staff with funding.updateStatus along any edge of the graph; the
 * law firm's OWNER or ADMIN for its own review (OWNER_REVIEW -> PENDING | OWNER_REJECTED); the factoring
 * company asked for its decision (PENDING -> APPROVED | REJECTED).
 */
export function mayMoveFunding(
  actor: Actor & { companyId: string | null },
  parties: FundingParties,
  from: FundingStatus,
  to: FundingStatus,
): boolean {
  if (!canTransitionFunding(from, to)) return false;
  if (can(actor, 'funding.updateStatus')) return true;
  if (from === 'OWNER_REVIEW')
    return !isFactoring(actor) && isOwnerOrAdmin(actor) && actor.companyId === parties.attorneyCompanyId;
  return (
    isFactoring(actor) && actor.companyId !== null && actor.companyId === parties.factoringCompanyCompanyId
  );
}
