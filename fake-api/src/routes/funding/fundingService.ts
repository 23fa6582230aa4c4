/**
 * The funding service of the funding-request routes: who sees which requests (factoring staff: theirs only)
 * and the moves along the transition graph with their history (creating a request: fundingCreate.ts).
 */
import {
  FUNDING_STATUSES,
  FUNDING_STATUS_LABELS,
  FUNDING_TRANSITIONS,
  MESSAGES,
  canTransitionFunding,
  format,
  fundingNeedsReason,
  FACTORING_VISIBLE_FUNDING_STATUSES,
  isFactoring,
  isFundingVisibleToFactoring,
  mayMoveFunding,
} from '@casebridge/domain';
import type {
  FundingHistoryEntry,
  FundingParties,
  FundingRequest,
  FundingRequestView,
  FundingStatus,
} from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { conflict, forbidden } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { recordActivity, userName } from '../cases/caseService.ts';
import { notifyFactoring, notifyFirmOfMove } from './fundingNotifications.ts';

/** The FactoringCompany record ids a principal may see: all (null) for staff, their own for factoring users. */
export function visibleFactoringIds(services: Services, principal: Principal): string[] | null {
  if (!isFactoring(principal)) return null;
  const record = services.store.collection('factoringCompanies').findOne('companyId', principal.companyId!);
  return record ? [record.id] : [];
}

/**
 * The list filter as the principal may read it: factoring staff only their company's requests, and only those that
 * reached it (FACTORING_VISIBLE_FUNDING_STATUSES); a status they may not see matches nothing.
 */
export function scopedFilter(services: Services, principal: Principal, filter: Record<string, unknown> = {}) {
  const visible = visibleFactoringIds(services, principal);
  if (!visible) return filter;
  const asked = [filter['factoringCompanyId'] ?? visible].flat() as string[];
  const statuses = [filter['status'] ?? FACTORING_VISIBLE_FUNDING_STATUSES].flat() as FundingStatus[];
  return {
    ...filter,
    factoringCompanyId: asked.filter((fc) => visible.includes(fc)),
    status: statuses.filter(isFundingVisibleToFactoring),
  };
}

/** Whether the principal may read this request (factoring staff: theirs, once it reached them). */
export function mayReadFundingRequest(
  services: Services,
  principal: Principal,
  request: FundingRequest,
): boolean {
  const visible = visibleFactoringIds(services, principal);
  return (
    !visible || (visible.includes(request.factoringCompanyId) && isFundingVisibleToFactoring(request.status))
  );
}

export function requestOr404(services: Services, principal: Principal, id: string): FundingRequest {
  return getOr404(services, 'fundingRequests', id, {
    visible: (request) => mayReadFundingRequest(services, principal, request),
  });
}

/** The history entry of a move (or of the creation) by `principal`. */
export function historyEntry(
  services: Services,
  principal: Principal,
  status: FundingStatus,
  reason: string | null,
): FundingHistoryEntry {
  return {
    status,
    at: services.clock.now().toISOString(),
    byId: principal.userId,
    byName: userName(services, principal.userId),
    reason,
  };
}

/**
 * Moves a funding request along the transition graph for `principal`: 403 for a caller with no say on this
 * request at all, 409 for a move off the graph, 403 for an edge that belongs to the other party (the firm
 * reviews, the factoring company decides). Every move is kept in the request's history, a rejection's reason
 * in rejectReason; the law firm is notified, and the factoring company too when the request reaches it
 * (OWNER_REVIEW -> PENDING).
 */
export function moveFundingRequest(
  services: Services,
  principal: Principal,
  request: FundingRequest,
  move: { status: FundingStatus; reason?: string | null | undefined },
): FundingRequest {
  const { status } = move;
  const factoring = services.store.collection('factoringCompanies').get(request.factoringCompanyId);
  const parties = {
    attorneyCompanyId: request.attorneyCompanyId,
    factoringCompanyCompanyId: factoring?.companyId ?? null,
  };
  if (!involved(principal, parties)) throw forbidden();
  if (!canTransitionFunding(request.status, status))
    throw conflict(
      format(MESSAGES.fundingTransitionNotAllowed, {
        from: FUNDING_STATUS_LABELS[request.status],
        to: FUNDING_STATUS_LABELS[status],
      }),
    );
  if (!mayMoveFunding(principal, parties, request.status, status)) throw forbidden();
  const reason = move.reason ? move.reason : null;
  const rejection = fundingNeedsReason(status);
  const updated = services.store.update('fundingRequests', request.id, {
    status,
    rejectReason: rejection ? reason : request.rejectReason,
    history: [...(request.history ?? []), historyEntry(services, principal, status, reason)],
    updatedAt: services.clock.now().toISOString(),
  });
  const legalCase = services.store.collection('cases').get(request.caseId);
  recordActivity(
    services,
    principal,
    request.caseId,
    'FUNDING_STATUS_CHANGED',
    `Funding request to ${factoring?.name ?? 'a factoring company'} moved to ${FUNDING_STATUS_LABELS[status]}`,
  );
  notifyFirmOfMove(services, legalCase, updated, principal.userId);
  if (status === 'PENDING' && factoring) notifyFactoring(services, legalCase, updated, factoring);
  return updated;
}

/** True when the caller may move at least one edge of this request's graph (staff, the firm, the lender). */
function involved(principal: Principal, parties: FundingParties): boolean {
  return FUNDING_STATUSES.some((from) =>
    FUNDING_TRANSITIONS[from].some((to) => mayMoveFunding(principal, parties, from, to)),
  );
}

/** The answer's view of a stored request: the case folio and both companies' names beside their ids. */
export function fundingView(services: Services, request: FundingRequest): FundingRequestView {
  const { store } = services;
  return {
    ...request,
    caseFolio: store.collection('cases').get(request.caseId)?.folio ?? '',
    attorneyCompanyName: store.collection('companies').get(request.attorneyCompanyId)?.name ?? '',
    factoringCompanyName: store.collection('factoringCompanies').get(request.factoringCompanyId)?.name ?? '',
  };
}
