/**
 * Funding requests (SPEC.md section 7): the list (size, page, status, or the console protocol), counts per
 * status, one request, and PUT /{id}/status along the shared transition graph (mayMoveFunding says who may
 * move which edge). Factoring staff only ever see the requests sent to their own company.
 */
import { z } from 'zod';
import {
  FUNDING_STATUSES,
  FUNDING_STATUS_LABELS,
  MESSAGES,
  can,
  format,
  isFactoring,
  mayMoveFunding,
} from '@casebridge/domain';
import type { FundingRequest } from '@casebridge/domain';
import { defineRoute } from '../core/defineRoute.ts';
import { conflict, forbidden, notFound } from '../core/errors.ts';
import { listResponse } from '../core/list.ts';
import { listQueryParams, parseListQuery } from '../core/listQuery.ts';
import type { Principal, Services } from '../core/types.ts';
import { fundingRequestSchema } from '../openapi/fundingEntities.ts';
import { callerOf, idParams } from './access.ts';

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
  const request = services.store.collection('fundingRequests').get(id);
  const visible = visibleFactoringIds(services, principal);
  if (!request || (visible && !visible.includes(request.factoringCompanyId))) throw notFound();
  return request;
}

const statusQuery = listQueryParams.extend({
  status: z.enum(FUNDING_STATUSES).optional().describe('one funding status'),
});

const listRequests = defineRoute({
  method: 'GET',
  path: '/funding-requests',
  access: (principal) => can(principal, 'funding.read'),
  query: statusQuery,
  doc: {
    summary:
      'Funding requests (internal roles; factoring staff see theirs): size, page, status, or sort/range/filter',
    description: `Filter on ${FILTER_FIELDS.join(', ')} and q. Default sort updatedAt DESC.`,
    tags: ['funding-requests'],
    response: z.array(fundingRequestSchema),
    list: true,
  },
  handler: (ctx) => {
    const { query, services } = ctx;
    const listQuery = parseListQuery(query, {
      filterFields: FILTER_FIELDS,
      defaultSort: { field: 'updatedAt', order: 'DESC' },
    });
    const filter = { ...listQuery.filter, ...(query.status ? { status: query.status } : {}) };
    listQuery.filter = scopedFilter(services, callerOf(ctx), filter);
    return listResponse(
      'funding-requests',
      services.store.collection('fundingRequests').list(listQuery),
      listQuery.range,
    );
  },
});

const countByStatus = defineRoute({
  method: 'GET',
  path: '/funding-requests/statuses/count',
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
  method: 'GET',
  path: '/funding-requests/:id',
  access: (principal) => can(principal, 'funding.read'),
  params: idParams,
  doc: { summary: 'One funding request', tags: ['funding-requests'], response: fundingRequestSchema },
  handler: (ctx) => ({ status: 200, body: requestOr404(ctx.services, callerOf(ctx), ctx.params.id) }),
});

const updateStatus = defineRoute({
  method: 'PUT',
  path: '/funding-requests/:id/status',
  access: 'authenticated',
  params: idParams,
  body: z.object({ status: z.enum(FUNDING_STATUSES, { error: MESSAGES.invalidOption }) }),
  doc: {
    summary: 'Move a funding request along the transition graph; notifies the law firm',
    description:
      'OWNER_REVIEW -> PENDING | OWNER_REJECTED (the firm OWNER/ADMIN or SUPER_USER+); PENDING -> APPROVED | ' +
      'REJECTED (the factoring company asked or SUPER_USER+). Other moves answer 409.',
    tags: ['funding-requests'],
    response: fundingRequestSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const { params, body, services } = ctx;
    const principal = callerOf(ctx);
    const request = services.store.collection('fundingRequests').get(params.id);
    if (!request) throw notFound();
    const factoring = services.store.collection('factoringCompanies').get(request.factoringCompanyId);
    const parties = {
      attorneyCompanyId: request.attorneyCompanyId,
      factoringCompanyCompanyId: factoring?.companyId ?? null,
    };
    const labels = { from: FUNDING_STATUS_LABELS[request.status], to: FUNDING_STATUS_LABELS[body.status] };
    if (!mayMoveFunding(principal, parties, request.status, body.status)) {
      const anyone = {
        userType: 'SUPER_USER',
        permission: null,
        position: null,
        companyType: null,
        companyStatus: null,
        subscriptionType: null,
        companyId: null,
      } as const;
      if (!mayMoveFunding(anyone, parties, request.status, body.status))
        throw conflict(format(MESSAGES.fundingTransitionNotAllowed, labels));
      throw forbidden();
    }
    const now = services.clock.now().toISOString();
    const updated = services.store.update('fundingRequests', request.id, {
      status: body.status,
      updatedAt: now,
    });
    notifyFirm(services, updated, labels.to);
    return { status: 200, body: updated };
  },
});

/** The requester (and the firm's owner) get a FUNDING_REQUEST notification of the new status. */
function notifyFirm(services: Services, request: FundingRequest, label: string) {
  const company = services.store.collection('companies').get(request.attorneyCompanyId);
  const folio = services.store.collection('cases').get(request.caseId)?.folio ?? null;
  const recipients = new Set([request.requestedBy, company?.ownerId].filter((id): id is string => !!id));
  for (const userId of recipients) {
    services.store.insert('notifications', {
      userId,
      read: false,
      message: `Funding request ${label}`,
      description: `The funding request${folio ? ` for case ${folio}` : ''} is now ${label}.`,
      createAt: services.clock.now().toISOString(),
      section: 'FUNDING_REQUEST',
      action:
        label === FUNDING_STATUS_LABELS.APPROVED
          ? 'ACCEPT_AS_FACTORING'
          : label === FUNDING_STATUS_LABELS.REJECTED
            ? 'REJECT_AS_FACTORING'
            : 'UPDATE_CASE_STATUS',
      extra: `${request.caseId}:${request.id}`,
      caseFolio: folio,
      sender: { id: 'casebridge', name: 'CaseBridge', type: 'INTERNAL' },
      receiver: null,
      company: request.attorneyCompanyId,
    });
  }
}

const caseRequests = defineRoute({
  method: 'GET',
  path: '/cases/:id/funding-requests',
  access: 'authenticated',
  params: idParams,
  doc: {
    summary:
      "A case's funding requests: internal staff, the case's law firm, or factoring staff (theirs only)",
    tags: ['funding-requests'],
    response: z.array(fundingRequestSchema),
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

const fundedByMe = defineRoute({
  method: 'GET',
  path: '/cases/:id/users-funded-by-me',
  access: (principal) => isFactoring(principal),
  params: idParams,
  doc: {
    summary: "Factoring staff: the law-firm users of this case whose requests the caller's company approved",
    tags: ['funding-requests'],
    response: z.array(
      z.object({ id: z.string(), name: z.string(), lastName: z.string(), amount: z.number() }),
    ),
  },
  handler: (ctx) => {
    const visible = visibleFactoringIds(ctx.services, callerOf(ctx)) ?? [];
    const users = ctx.services.store.collection('users');
    const totals = new Map<string, number>();
    for (const r of ctx.services.store.collection('fundingRequests').findBy('caseId', ctx.params.id))
      if (r.status === 'APPROVED' && visible.includes(r.factoringCompanyId))
        totals.set(r.requestedBy, (totals.get(r.requestedBy) ?? 0) + r.amount);
    const body = [...totals].flatMap(([userId, amount]) => {
      const user = users.get(userId);
      return user ? [{ id: user.id, name: user.name, lastName: user.lastName, amount }] : [];
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
