/**
 * The funding service of the funding-request routes: who sees which requests (factoring staff: theirs only),
 * the moves along the transition graph, and the law firm's notifications of each move.
 */
import {
  FUNDING_STATUSES,
  FUNDING_STATUS_LABELS,
  FUNDING_TRANSITIONS,
  MESSAGES,
  canTransitionFunding,
  format,
  isFactoring,
  mayMoveFunding,
} from '@casebridge/domain';
import type { FundingParties, FundingRequest, FundingStatus, NotificationAction } from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { conflict, forbidden } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';

/** The FactoringCompany record ids a principal may see: all (null) for staff, their own for factoring users. */
export function visibleFactoringIds(services: Services, principal: Principal): string[] | null {
  if (!isFactoring(principal)) return null;
  const record = services.store.collection('factoringCompanies').findOne('companyId', principal.companyId!);
  return record ? [record.id] : [];
}

export function scopedFilter(services: Services, principal: Principal, filter: Record<string, unknown> = {}) {
  const visible = visibleFactoringIds(services, principal);
  if (!visible) return filter;
  const asked = [filter['factoringCompanyId'] ?? visible].flat() as string[];
  return { ...filter, factoringCompanyId: asked.filter((fc) => visible.includes(fc)) };
}

export function requestOr404(services: Services, principal: Principal, id: string): FundingRequest {
  const visible = visibleFactoringIds(services, principal);
  return getOr404(services, 'fundingRequests', id, {
    visible: (request) => !visible || visible.includes(request.factoringCompanyId),
  });
}

/**
 * Moves a funding request along the transition graph for `principal` and notifies the law firm: 403 for a
 * caller with no say on this request at all, 409 for a move off the graph, 403 for an edge that belongs to
 * the other party (the firm reviews, the factoring company decides).
 */
export function moveFundingRequest(
  services: Services,
  principal: Principal,
  request: FundingRequest,
  status: FundingStatus,
): FundingRequest {
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
  const updated = services.store.update('fundingRequests', request.id, {
    status,
    updatedAt: services.clock.now().toISOString(),
  });
  notifyFirm(services, updated);
  return updated;
}

/** True when the caller may move at least one edge of this request's graph (staff, the firm, the lender). */
function involved(principal: Principal, parties: FundingParties): boolean {
  return FUNDING_STATUSES.some((from) =>
    FUNDING_TRANSITIONS[from].some((to) => mayMoveFunding(principal, parties, from, to)),
  );
}

const NOTIFICATION_ACTIONS: Record<FundingStatus, NotificationAction> = {
  OWNER_REVIEW: 'UPDATE_CASE_STATUS',
  PENDING: 'ACCEPT',
  OWNER_REJECTED: 'REJECT',
  APPROVED: 'ACCEPT_AS_FACTORING',
  REJECTED: 'REJECT_AS_FACTORING',
};

/**
 * The law firm's owner (and the user who asked, when another one) get a FUNDING_REQUEST notification of the
 * new status; notifyOwner of companyMail.ts is for company validation (PENDING_REVIEW) and sends e-mail.
 */
function notifyFirm(services: Services, request: FundingRequest) {
  const label = FUNDING_STATUS_LABELS[request.status];
  const company = services.store.collection('companies').get(request.attorneyCompanyId);
  const folio = services.store.collection('cases').get(request.caseId)?.folio ?? null;
  const users = services.store.collection('users');
  const recipients = new Set([company?.ownerId, request.requestedBy].filter((id): id is string => !!id));
  const now = services.clock.now().toISOString();
  for (const userId of recipients) {
    const user = users.get(userId);
    if (!user) continue;
    services.store.insert('notifications', {
      userId,
      read: false,
      message: `Funding request ${label}`,
      description: `The funding request${folio ? ` for case ${folio}` : ''} is now ${label}.`,
      createAt: now,
      section: 'FUNDING_REQUEST',
      action: NOTIFICATION_ACTIONS[request.status],
      extra: `${request.caseId}:${request.id}`,
      caseFolio: folio,
      sender: { id: 'casebridge', name: 'CaseBridge', type: 'INTERNAL' },
      receiver: { id: user.id, name: `${user.name} ${user.lastName}`.trim(), type: user.userType },
      company: request.attorneyCompanyId,
    });
  }
}
