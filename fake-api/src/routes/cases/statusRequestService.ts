/**
 * Requests for case status (issue 11): a collaborating provider or facility on Advanced or Premium asks the firm
 * for an update (notification CASE / REQUEST_CASE_STATUS to the firm's attorney, owners and admins); the request
 * stays open until the firm answers it, with a message here or through a status change (PUT /cases/{id}/status
 * answers every open request), which notifies the asker (CASE / UPDATE_CASE_STATUS). Routes in statusRequests.ts.
 */
import {
  CASE_STATUS_LABELS,
  STATUS_REQUEST_MESSAGES,
  mayReadStatusRequests,
  statusRequestAsk,
} from '@casebridge/domain';
import type {
  CaseStatusRequest,
  CaseStatusRequestList,
  CaseStatusRequestView,
  LegalCase,
  StatusRequestAnswer,
} from '@casebridge/domain';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { recordActivity, userName, type SeenCase } from './caseService.ts';
import { moveCase, planOf } from './caseWrites.ts';
import { firmAudience, notifyAboutCase } from './caseNotifications.ts';

const companyName = (services: Services, id: string) =>
  services.store.collection('companies').get(id)?.name ?? 'A company';

function view(services: Services, r: CaseStatusRequest): CaseStatusRequestView {
  return {
    id: r.id,
    caseId: r.caseId,
    companyId: r.companyId,
    companyName: companyName(services, r.companyId),
    requestedByName: userName(services, r.requestedById),
    message: r.message,
    state: r.state,
    createdAt: r.createdAt,
    answeredAt: r.answeredAt,
    answeredByName: r.answeredById ? userName(services, r.answeredById) : null,
    answer: r.answer,
    statusAtAnswer: r.statusAtAnswer,
  };
}

/** The case's requests (newest first): all of them for the firm and staff, its own for a collaborator. */
function requestsOf(services: Services, caller: Principal, seen: SeenCase): CaseStatusRequest[] {
  return services.store
    .collection('caseStatusRequests')
    .findBy('caseId', seen.legalCase.id)
    .filter((r) => seen.access !== 'COLLABORATOR' || r.companyId === caller.companyId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function askOf(services: Services, caller: Principal, seen: SeenCase, requests: CaseStatusRequest[]) {
  const plan = caller.companyId ? planOf(services, caller.companyId) : 'BASIC';
  const open = requests.some((r) => r.state === 'OPEN' && r.companyId === caller.companyId);
  return statusRequestAsk(seen.access, plan, open);
}

export function listStatusRequests(
  services: Services,
  caller: Principal,
  seen: SeenCase,
): CaseStatusRequestList {
  if (!mayReadStatusRequests(seen.access)) throw forbidden();
  const requests = requestsOf(services, caller, seen);
  return { requests: requests.map((r) => view(services, r)), ask: askOf(services, caller, seen, requests) };
}

/** A collaborator asks: 403 for anyone else or a Basic plan (upgrade message), 409 while its last one is open. */
export function askForStatus(
  services: Services,
  caller: Principal,
  seen: SeenCase,
  message: string,
): CaseStatusRequestView {
  const ask = askOf(services, caller, seen, requestsOf(services, caller, seen));
  if (ask === 'NOT_ALLOWED') throw forbidden(STATUS_REQUEST_MESSAGES.notAllowed);
  if (ask === 'UPGRADE') throw forbidden(STATUS_REQUEST_MESSAGES.upgrade);
  if (ask === 'ALREADY_OPEN') throw conflict(STATUS_REQUEST_MESSAGES.alreadyOpen);
  const { legalCase } = seen;
  const companyId = caller.companyId!;
  const request = services.store.insert('caseStatusRequests', {
    caseId: legalCase.id,
    companyId,
    requestedById: caller.userId,
    message,
    state: 'OPEN',
    createdAt: services.clock.now().toISOString(),
    answeredAt: null,
    answeredById: null,
    answer: null,
    statusAtAnswer: null,
  });
  const company = services.store.collection('companies').get(companyId);
  recordActivity(
    services,
    caller,
    legalCase.id,
    'STATUS_REQUESTED',
    `${company?.name} asked for a status update`,
  );
  notifyAboutCase(services, legalCase, firmAudience(services, legalCase), {
    action: 'REQUEST_CASE_STATUS',
    message: 'Case status requested',
    description: `${company?.name} asks for an update on case ${legalCase.folio}${message ? `: ${message}` : '.'}`,
    relatedId: request.id,
    sender: { id: companyId, name: company?.name ?? '', type: company?.type ?? '' },
  });
  return view(services, request);
}

function close(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  r: CaseStatusRequest,
  answer: string,
) {
  const updated = services.store.update('caseStatusRequests', r.id, {
    state: 'ANSWERED',
    answeredAt: services.clock.now().toISOString(),
    answeredById: caller.userId,
    answer,
    statusAtAnswer: legalCase.status,
  });
  const company = companyName(services, r.companyId);
  const status = CASE_STATUS_LABELS[legalCase.status];
  recordActivity(
    services,
    caller,
    legalCase.id,
    'STATUS_REQUEST_ANSWERED',
    `Status update sent to ${company} (${status})`,
  );
  const asker = services.store.collection('users').get(r.requestedById);
  const firm = services.store.collection('companies').get(legalCase.attorneyCompanyId);
  if (asker?.status === 'ACTIVE')
    notifyAboutCase(services, legalCase, [asker], {
      action: 'UPDATE_CASE_STATUS',
      message: 'Case status updated',
      description: `${firm?.name ?? 'The firm'} answered on case ${legalCase.folio} (${status}): ${answer}`,
      relatedId: r.id,
      sender: { id: legalCase.attorneyCompanyId, name: firm?.name ?? '', type: 'ATTORNEY' },
    });
  return updated;
}

/** Every open request of the case is answered by a status change (its comment, else the change itself). */
export function answerOpenRequests(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  answer: string,
) {
  for (const r of services.store.collection('caseStatusRequests').findBy('caseId', legalCase.id))
    if (r.state === 'OPEN') close(services, caller, legalCase, r, answer);
}

/**
 * The firm answers one request (404 when it is not the case's, 409 when already answered); with a status, the
 * case moves first along its graph (409 off the graph, nothing written) and every other open request is answered
 * with the same words.
 */
export function answerStatusRequest(
  services: Services,
  caller: Principal,
  seen: SeenCase,
  requestId: string,
  input: StatusRequestAnswer,
): CaseStatusRequestView {
  const request = services.store.collection('caseStatusRequests').get(requestId);
  if (!request || request.caseId !== seen.legalCase.id) throw notFound();
  if (request.state !== 'OPEN') throw conflict(STATUS_REQUEST_MESSAGES.answered);
  let legalCase = seen.legalCase;
  if (input.status && input.status !== legalCase.status)
    legalCase = moveCase(services, caller, legalCase, input.status, input.answer);
  const answered = close(services, caller, legalCase, request, input.answer);
  if (legalCase !== seen.legalCase) answerOpenRequests(services, caller, legalCase, input.answer);
  return view(services, answered);
}
