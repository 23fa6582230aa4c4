/**
 * Funding requests (SPEC.md section 7): the list (size, page, status, or the console protocol), counts per
 * status, one request, and PUT /{id}/status along the shared transition graph (mayMoveFunding says who may
 * move which edge). Factoring staff only ever see the requests sent to their own company.
 */
import { z } from 'zod';
import {
  FUNDING_STATUSES,
  FUNDING_STATUS_LABELS,
  FUNDING_TRANSITIONS,
  MESSAGES,
  can,
  canTransitionFunding,
  format,
  isFactoring,
  mayMoveFunding,
  ENDPOINTS,
  fundingRequestSchema,
} from '@casebridge/domain';
import type { FundingParties, FundingRequest, FundingStatus, NotificationAction } from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import { listQueryParams, parseListQuery } from '../../core/listQuery.ts';
import type { Principal, Services } from '../../core/types.ts';
import { callerOf, idParams } from '../access.ts';

const FILTER_FIELDS = [
  'status',
  'type',
  'requestFor',
  'factoringCompanyId',
  'attorneyCompanyId',
  'caseId',
  'amount',
  'createdAt',
  'updatedAt',
];

/** The FactoringCompany record ids a principal may see: all (null) for staff, their own for factoring users. */
function visibleFactoringIds(services: Services, principal: Principal): string[] | null {
  if (!isFactoring(principal)) return null;
  const record = services.store.collection('factoringCompanies').findOne('companyId', principal.companyId!);
  return record ? [record.id] : [];
}

function scopedFilter(services: Services, principal: Principal, filter: Record<string, unknown> = {}) {
  const visible = visibleFactoringIds(services, principal);
  if (!visible) return filter;
  const asked = [filter['factoringCompanyId'] ?? visible].flat() as string[];
  return { ...filter, factoringCompanyId: asked.filter((fc) => visible.includes(fc)) };
}

function requestOr404(services: Services, principal: Principal, id: string): FundingRequest {
  const visible = visibleFactoringIds(services, principal);
  return getOr404(services, 'fundingRequests', id, {
    visible: (request) => !visible || visible.includes(request.factoringCompanyId),
  });
}

const statusQuery = listQueryParams.extend({
  status: z.enum(FUNDING_STATUSES).optional().describe('one funding status'),
});

const listRequests = defineListRoute({
  endpoint: ENDPOINTS.listFundingRequests,
  access: (principal) => can(principal, 'funding.read'),
  query: statusQuery,
  collection: 'fundingRequests',
  resource: 'funding-requests',
  filterFields: FILTER_FIELDS,
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  scope: (filter, ctx) => {
    const status = ctx.query['status'];
    return scopedFilter(ctx.services, callerOf(ctx), { ...filter, ...(status ? { status } : {}) });
  },
  doc: {
    summary:
      'Funding requests (internal roles; factoring staff see theirs): size, page, status, or sort/range/filter',
    description: `Filter on ${FILTER_FIELDS.join(', ')} and q. Default sort updatedAt DESC.`,
    tags: ['funding-requests'],
    response: z.array(fundingRequestSchema),
  },
});

const countByStatus = defineRoute({
  endpoint: ENDPOINTS.getFundingStatusCounts,
  access: (principal) => can(principal, 'funding.read'),
  query: listQueryParams.pick({ filter: true }),
  doc: {
    summary: 'How many funding requests are in each status (same filter and visibility as the list)',
    tags: ['funding-requests'],
    response: z.record(z.enum(FUNDING_STATUSES), z.number()),
  },
  handler: (ctx) => {
    const { query, services } = ctx;
    const parsed = parseListQuery(query, { filterFields: FILTER_FIELDS });
    const { status: _status, ...rest } = parsed.filter ?? {};
    const base = scopedFilter(services, callerOf(ctx), rest);
    const requests = services.store.collection('fundingRequests');
    const counts = Object.fromEntries(
      FUNDING_STATUSES.map((status) => [
        status,
        requests.list({ filter: { ...base, status }, range: [0, 0] }).total,
      ]),
    );
    return { status: 200, body: counts };
  },
});

const getRequest = defineRoute({
  endpoint: ENDPOINTS.getFundingRequest,
  access: (principal) => can(principal, 'funding.read'),
  params: idParams,
  doc: { summary: 'One funding request', tags: ['funding-requests'], response: fundingRequestSchema },
  handler: (ctx) => ({ status: 200, body: requestOr404(ctx.services, callerOf(ctx), ctx.params.id) }),
});

const updateStatus = defineRoute({
  endpoint: ENDPOINTS.setFundingStatus,
  access: 'authenticated',
  params: idParams,
  body: z.object({ status: z.enum(FUNDING_STATUSES, { error: MESSAGES.invalidOption }) }),
  doc: {
    summary: 'Move a funding request along the transition graph; notifies the law firm',
    description:
      'OWNER_REVIEW -> PENDING | OWNER_REJECTED (the firm OWNER/ADMIN or SUPER_USER+); PENDING -> APPROVED | ' +
      'REJECTED (the factoring company asked or SUPER_USER+). A move off the graph answers 409 to a caller ' +
      'involved in the request, 403 to others; factoring staff get 404 for requests not sent to them.',
    tags: ['funding-requests'],
    response: fundingRequestSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const { params, body, services } = ctx;
    const principal = callerOf(ctx);
    const request = requestOr404(services, principal, params.id);
    const factoring = services.store.collection('factoringCompanies').get(request.factoringCompanyId);
    const parties = {
      attorneyCompanyId: request.attorneyCompanyId,
      factoringCompanyCompanyId: factoring?.companyId ?? null,
    };
    // 403 for a caller with no say on this request at all, 409 for a move off the graph, 403 for an edge
    // that belongs to the other party (the firm reviews, the factoring company decides).
    if (!involved(principal, parties)) throw forbidden();
    if (!canTransitionFunding(request.status, body.status))
      throw conflict(
        format(MESSAGES.fundingTransitionNotAllowed, {
          from: FUNDING_STATUS_LABELS[request.status],
          to: FUNDING_STATUS_LABELS[body.status],
        }),
      );
    if (!mayMoveFunding(principal, parties, request.status, body.status)) throw forbidden();
    const updated = services.store.update('fundingRequests', request.id, {
      status: body.status,
      updatedAt: services.clock.now().toISOString(),
    });
    notifyFirm(services, updated);
    return { status: 200, body: updated };
  },
});

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

const caseRequests = defineRoute({
  endpoint: ENDPOINTS.getCaseFundingRequests,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary:
      "A case's funding requests: internal staff, the case's law firm, or factoring staff (theirs only)",
    tags: ['funding-requests'],
    response: z.array(fundingRequestSchema),
    errors: [403],
  },
  handler: (ctx) => {
    const principal = callerOf(ctx);
    const legalCase = ctx.services.store.collection('cases').get(ctx.params.id);
    if (!legalCase) throw notFound();
    const visible = visibleFactoringIds(ctx.services, principal);
    const own = principal.companyId === legalCase.attorneyCompanyId;
    if (!can(principal, 'funding.read') && !own) throw forbidden();
    const requests = ctx.services.store
      .collection('fundingRequests')
      .findBy('caseId', legalCase.id)
      .filter((r) => !visible || own || visible.includes(r.factoringCompanyId));
    return { status: 200, body: requests };
  },
});

/**
 * "Users funded by me": for one case, the law-firm users (the `requestedBy` of each request, members of the
 * request's attorney company) whose requests the caller's factoring company APPROVED, with the total amount
 * approved and how many requests it was. Other statuses are not funding yet, so they are left out.
 */
const fundedByMe = defineRoute({
  endpoint: ENDPOINTS.getUsersFundedByMe,
  access: (principal) => isFactoring(principal),
  params: idParams,
  doc: {
    summary: "Factoring staff: the law-firm users of this case whose requests the caller's company approved",
    description:
      "One entry per requesting user of the APPROVED requests of this case sent to the caller's factoring " +
      'company: the user, their attorney company, the total approved amount and the number of requests. ' +
      '404 when the case does not exist.',
    tags: ['funding-requests'],
    response: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        lastName: z.string(),
        attorneyCompanyId: z.string(),
        amount: z.number(),
        requests: z.number(),
      }),
    ),
  },
  handler: (ctx) => {
    const { services } = ctx;
    if (!services.store.collection('cases').get(ctx.params.id)) throw notFound();
    const visible = visibleFactoringIds(services, callerOf(ctx)) ?? [];
    const users = services.store.collection('users');
    const funded = new Map<string, { attorneyCompanyId: string; amount: number; requests: number }>();
    for (const r of services.store.collection('fundingRequests').findBy('caseId', ctx.params.id)) {
      if (r.status !== 'APPROVED' || !visible.includes(r.factoringCompanyId)) continue;
      const entry = funded.get(r.requestedBy) ?? {
        attorneyCompanyId: r.attorneyCompanyId,
        amount: 0,
        requests: 0,
      };
      funded.set(r.requestedBy, { ...entry, amount: entry.amount + r.amount, requests: entry.requests + 1 });
    }
    const body = [...funded].flatMap(([userId, entry]) => {
      const user = users.get(userId);
      return user ? [{ id: user.id, name: user.name, lastName: user.lastName, ...entry }] : [];
    });
    return { status: 200, body };
  },
});

export const fundingRequestRoutes = [
  listRequests,
  countByStatus,
  getRequest,
  updateStatus,
  caseRequests,
  fundedByMe,
];
