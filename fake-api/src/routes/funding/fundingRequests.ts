/**
 * Funding requests (SPEC.md section 7): the list (size, page, status, or the console protocol), counts per
 * status, one request, a case's requests and users funded by me; the writes (create, status moves) and the
 * case facts are in fundingRequestWrites.ts. Factoring staff only ever see the requests sent to their company.
 */
import { z } from 'zod';
import { FUNDING_STATUSES, can, isFactoring, ENDPOINTS, fundingRequestViewSchema } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { notFound } from '../../core/errors.ts';
import { listQueryParams, parseListQuery } from '../../core/listQuery.ts';
import { callerOf, idParams } from '../access.ts';

import { fundingWriteRoutes } from './fundingRequestWrites.ts';
import {
  fundingView,
  mayReadFundingRequest,
  requestOr404,
  scopedFilter,
  visibleFactoringIds,
} from './fundingService.ts';

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
  serialize: (record, services) => fundingView(services, record),
  scope: (filter, ctx) => {
    const status = ctx.query['status'];
    return scopedFilter(ctx.services, callerOf(ctx), { ...filter, ...(status ? { status } : {}) });
  },
  doc: {
    summary:
      'Funding requests (internal roles; factoring staff see theirs): size, page, status, or sort/range/filter',
    description: `Filter on ${FILTER_FIELDS.join(', ')} and q. Default sort updatedAt DESC.`,
    tags: ['funding-requests'],
    response: z.array(fundingRequestViewSchema),
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
    const requests = services.store.collection('fundingRequests');
    const counts = Object.fromEntries(
      // A status the caller may not read becomes an empty match (scopedFilter), which counts 0.
      FUNDING_STATUSES.map((status) => [
        status,
        requests.count(scopedFilter(services, callerOf(ctx), { ...rest, status })),
      ]),
    );
    return { status: 200, body: counts };
  },
});

const getRequest = defineRoute({
  endpoint: ENDPOINTS.getFundingRequest,
  access: (principal) => can(principal, 'funding.read'),
  params: idParams,
  doc: { summary: 'One funding request', tags: ['funding-requests'], response: fundingRequestViewSchema },
  handler: (ctx) => ({
    status: 200,
    body: fundingView(ctx.services, requestOr404(ctx.services, callerOf(ctx), ctx.params.id)),
  }),
});

const caseRequests = defineRoute({
  endpoint: ENDPOINTS.getCaseFundingRequests,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary:
      "A case's funding requests: internal staff, the case's law firm, or factoring staff (theirs only)",
    description: 'Anyone else gets 404, as for a case that does not exist.',
    tags: ['funding-requests'],
    response: z.array(fundingRequestViewSchema),
  },
  handler: (ctx) => {
    const principal = callerOf(ctx);
    const legalCase = ctx.services.store.collection('cases').get(ctx.params.id);
    if (!legalCase) throw notFound();
    const own = principal.companyId === legalCase.attorneyCompanyId;
    if (!can(principal, 'funding.read') && !own) throw notFound();
    const requests = ctx.services.store
      .collection('fundingRequests')
      .findBy('caseId', legalCase.id)
      .filter((r) => own || mayReadFundingRequest(ctx.services, principal, r));
    return { status: 200, body: requests.map((r) => fundingView(ctx.services, r)) };
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
  ...fundingWriteRoutes,
  caseRequests,
  fundedByMe,
];
