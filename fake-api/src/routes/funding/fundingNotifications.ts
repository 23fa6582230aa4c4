/**
 * Who hears of a funding request (issue 14), with FUNDING_REQUEST notifications whose `extra` is
 * "{caseId}:{requestId}" (domain rules/notificationTargets.ts opens the case page for the firm, the
 * request's details for factoring staff). Only pairs of NOTIFICATION_TARGETS are emitted.
 */
import {
  FUNDING_REQUEST_FOR_LABELS,
  FUNDING_STATUS_LABELS,
  FUNDING_TYPE_LABELS,
  formatUsd,
  isKnownNotificationPair,
} from '@casebridge/domain';
import type {
  FactoringCompany,
  FundingRequest,
  FundingStatus,
  KnownNotificationPair,
  LegalCase,
  NotificationAction,
  UserRecord,
} from '@casebridge/domain';
import { sendMail } from '../../core/mailbox.ts';
import type { Services } from '../../core/types.ts';

type FundingPair = Extract<KnownNotificationPair, { section: 'FUNDING_REQUEST' }>;

/** The action the firm is told of when a request reaches a status. */
const FIRM_ACTIONS: Record<FundingStatus, FundingPair['action']> = {
  OWNER_REVIEW: 'REQUEST',
  PENDING: 'ACCEPT',
  OWNER_REJECTED: 'REJECT',
  APPROVED: 'ACCEPT_AS_FACTORING',
  REJECTED: 'REJECT_AS_FACTORING',
};

const fullName = (user: UserRecord) => `${user.name} ${user.lastName}`.trim();
const usd = (amount: number) => formatUsd(Math.round(amount * 100));

interface FundingNotice {
  action: FundingPair['action'];
  message: string;
  description: string;
  sender: { id: string; name: string; type: string };
}

function notify(
  services: Services,
  legalCase: LegalCase | undefined,
  request: FundingRequest,
  receivers: readonly UserRecord[],
  notice: FundingNotice,
): void {
  if (!isKnownNotificationPair('FUNDING_REQUEST', notice.action))
    throw new Error(`notification FUNDING_REQUEST:${notice.action} is not in NOTIFICATION_TARGETS`);
  const createAt = services.clock.now().toISOString();
  for (const user of new Map(receivers.map((u) => [u.id, u])).values())
    services.store.insert('notifications', {
      userId: user.id,
      read: false,
      message: notice.message,
      description: notice.description,
      createAt,
      section: 'FUNDING_REQUEST',
      action: notice.action as NotificationAction,
      extra: `${request.caseId}:${request.id}`,
      caseFolio: legalCase?.folio ?? null,
      sender: notice.sender,
      receiver: { id: user.id, name: fullName(user), type: user.userType },
      company: user.companyId,
    });
}

function activeMembers(services: Services, companyId: string, keep: (user: UserRecord) => boolean) {
  return services.store
    .collection('users')
    .findBy('companyId', companyId)
    .filter((user) => user.status === 'ACTIVE' && keep(user));
}

const firmSender = (services: Services, request: FundingRequest) => {
  const firm = services.store.collection('companies').get(request.attorneyCompanyId);
  return { id: firm?.id ?? 'casebridge', name: firm?.name ?? 'CaseBridge', type: firm?.type ?? 'INTERNAL' };
};

/** A member's new request: the firm's owners and admins are asked to review it (FUNDING_REQUEST:REQUEST). */
export function notifyFirmReviewers(services: Services, legalCase: LegalCase, request: FundingRequest) {
  const reviewers = activeMembers(
    services,
    request.attorneyCompanyId,
    (user) => user.permission === 'OWNER' || user.permission === 'ADMIN',
  );
  notify(services, legalCase, request, reviewers, {
    action: 'REQUEST',
    message: 'Funding request to review',
    description: `A funding request of ${usd(request.amount)} on case ${legalCase.folio} waits for your review.`,
    sender: firmSender(services, request),
  });
}

/**
 * A request now PENDING (asked by an owner or admin, or approved for sending by the owner): the factoring
 * company's users are told (FUNDING_REQUEST:REQUEST opens /funding-request-details/{id}) and the company
 * gets an e-mail at its address.
 */
export function notifyFactoring(
  services: Services,
  legalCase: LegalCase | undefined,
  request: FundingRequest,
  factoring: FactoringCompany,
) {
  const sender = firmSender(services, request);
  const what = `${FUNDING_TYPE_LABELS[request.type]} of ${usd(request.amount)} (${FUNDING_REQUEST_FOR_LABELS[request.requestFor]})`;
  notify(
    services,
    legalCase,
    request,
    activeMembers(services, factoring.companyId, () => true),
    {
      action: 'REQUEST',
      message: 'New funding request',
      description: `${sender.name} asks for ${what}.`,
      sender,
    },
  );
  sendMail(services, {
    to: factoring.email,
    subject: 'A new funding request on CaseBridge',
    body:
      `Hello ${factoring.name},\n\n${sender.name} asks you for ${what}` +
      `${legalCase ? ` on case ${legalCase.folio}` : ''}.\n\n` +
      'Sign in to CaseBridge to review it in your Funding Applications.',
  });
}

/**
 * A status move: the firm's owner and the user who asked get a notification of the new status, except the
 * user who made the move (nobody is told of their own act).
 */
export function notifyFirmOfMove(
  services: Services,
  legalCase: LegalCase | undefined,
  request: FundingRequest,
  actorId: string,
) {
  const label = FUNDING_STATUS_LABELS[request.status];
  const company = services.store.collection('companies').get(request.attorneyCompanyId);
  const receivers = services.store
    .collection('users')
    .getMany([company?.ownerId, request.requestedBy].filter((id): id is string => !!id && id !== actorId));
  const folio = legalCase?.folio;
  notify(services, legalCase, request, receivers, {
    action: FIRM_ACTIONS[request.status],
    message: `Funding request ${label}`,
    description: `The funding request${folio ? ` for case ${folio}` : ''} is now ${label}.`,
    sender: { id: 'casebridge', name: 'CaseBridge', type: 'INTERNAL' },
  });
}
