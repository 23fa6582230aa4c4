/**
 * Funding-request transitions (SPEC.md sections 3 and 4), performed by PUT /funding-requests/{id}/status:
 *   OWNER_REVIEW -> PENDING | OWNER_REJECTED;  PENDING -> APPROVED | REJECTED;  the others are terminal.
 */
import type { CompanyPermission, FundingStatus, FundingType } from '../enums.ts';
import { FUNDING_STATUS_LABELS } from '../enums.ts';
import type { Actor } from './actor.ts';
import { hasCompany, isFactoring, isOwnerOrAdmin } from './actor.ts';
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

/**
 * The statuses of a request that has reached its factoring company: before the firm's owner approves a member's
 * request (OWNER_REVIEW) or after the owner rejected it (OWNER_REJECTED), it is the firm's own business.
 */
export const FACTORING_VISIBLE_FUNDING_STATUSES: readonly FundingStatus[] = [
  'PENDING',
  'APPROVED',
  'REJECTED',
];

export function isFundingVisibleToFactoring(status: FundingStatus): boolean {
  return FACTORING_VISIBLE_FUNDING_STATUSES.includes(status);
}

export function isFundingTerminal(status: FundingStatus): boolean {
  return FUNDING_TRANSITIONS[status].length === 0;
}

/** A rejection (the owner's or the factoring company's) carries its reason (PUT .../status, issue 14). */
export function fundingNeedsReason(status: FundingStatus): boolean {
  return status === 'OWNER_REJECTED' || status === 'REJECTED';
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

/** Who may ask for funding on a case: users of an attorney firm (the API also checks it is the case's firm). */
export function mayRequestFunding(actor: Actor): boolean {
  return hasCompany(actor) && actor.companyType === 'ATTORNEY';
}

/**
 * The status a new request starts in: a plain member's request waits for the owner's review (OWNER_REVIEW);
 * an OWNER's or ADMIN's goes straight to the factoring company (PENDING).
 */
export function initialFundingStatus(permission: CompanyPermission | null): FundingStatus {
  return permission === 'OWNER' || permission === 'ADMIN' ? 'PENDING' : 'OWNER_REVIEW';
}

/** What a factoring company takes (the FactoringCompany record's fields the search and a request check). */
export interface FundingOffer {
  requestTypes: readonly FundingType[];
  stateCodes: readonly string[];
  minRequestAmount: number;
  maxRequestAmount: number;
}

export interface FundingAsk {
  type: FundingType;
  stateCode: string;
  amount: number;
}

/**
 * Why a factoring company does not take a request, or null when it does: the type it does not offer, the
 * case's accident state it does not serve, or an amount outside its min..max. The factoring search
 * (GET /factoring-companies/search) and POST /funding-requests both use it.
 */
export function fundingOfferMismatch(
  offer: FundingOffer,
  ask: FundingAsk,
): 'type' | 'stateCode' | 'amount' | null {
  if (!offer.requestTypes.includes(ask.type)) return 'type';
  if (!offer.stateCodes.includes(ask.stateCode)) return 'stateCode';
  if (ask.amount < offer.minRequestAmount || ask.amount > offer.maxRequestAmount) return 'amount';
  return null;
}
