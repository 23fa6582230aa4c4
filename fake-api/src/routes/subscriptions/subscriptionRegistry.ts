/**
 * The subscription registry of the console (SPEC.md section 7, Subscriptions): GET /subscriptions/ lists every
 * company with its subscription (size, page, status, sort=lastUpdate,desc by default, plus the console's
 * filter/range), GET /subscriptions/{id} and /{id}/status read one subscription, and
 * GET /subscriptions/company/{id}/valid-status tells whether a company's subscription is usable.
 */
import { z } from 'zod';
import {
  COMPANY_STATUSES,
  can,
  format,
  isSubscriptionValid,
  MESSAGES,
  ENDPOINTS,
  subscriptionSchema,
  registryEntrySchema,
  validStatusSchema,
} from '@casebridge/domain';
import type { CompanyStatus } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { documentsListResponse } from '../../core/list.ts';
import { listQueryParams, parseListQuery } from '../../core/listQuery.ts';
import { scalarFieldsOf } from '../../core/sortFields.ts';
import { registryRows } from '../../registry/entries.ts';
import { idParams, inCompanyOrInternal } from '../access.ts';
import { companyOr404 } from '../companies/companies.ts';

/** What the registry may be sorted by: an entry's scalar fields (an allow-list: others are a 400). */
const REGISTRY_SORT_FIELDS = scalarFieldsOf(registryEntrySchema);

export const REGISTRY_FILTER_FIELDS = [
  'companyId',
  'companyType',
  'status',
  'subscriptionType',
  'planType',
  'billingType',
  'subscriptionStatus',
  'trialing',
  'trialEnd',
  'subscriptionPeriodEnd',
  'paymentError',
  'state',
  'salesRepresentativeId',
  'lastUpdate',
  'lastActivity',
  'createdAt',
];

/** `status=PENDING_REVIEW,INFO_REQUIRED`: company statuses, checked against the enum. */
function statusFilter(raw: unknown): CompanyStatus[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const values = String(raw).split(',').filter(Boolean);
  for (const value of values) {
    if (!(COMPANY_STATUSES as readonly string[]).includes(value))
      throw badRequest(
        format(MESSAGES.invalidQueryParam, {
          name: 'status',
          reason: `${value} is not one of ${COMPANY_STATUSES.join(', ')}`,
        }),
      );
  }
  return values as CompanyStatus[];
}

const listSubscriptions = defineRoute({
  endpoint: ENDPOINTS.listRegistry,
  access: (principal) => can(principal, 'registry.read'),
  query: listQueryParams.extend({
    status: z.string().optional().describe('company statuses, comma-separated (the registry tabs)'),
  }),
  doc: {
    summary: 'The registry: every company with its subscription and sales representative (internal roles)',
    description:
      'size, page, status and sort (default lastUpdate,desc), or the console protocol (sort, range, filter on ' +
      `${REGISTRY_FILTER_FIELDS.join(', ')} and q).`,
    tags: ['registry'],
    response: z.array(registryEntrySchema),
    list: true,
  },
  handler: async ({ query, services }) => {
    const listQuery = parseListQuery(query, {
      filterFields: REGISTRY_FILTER_FIELDS,
      sortFields: REGISTRY_SORT_FIELDS,
      defaultSort: { field: 'lastUpdate', order: 'DESC' },
    });
    const status = statusFilter(query.status);
    if (status) listQuery.filter = { ...listQuery.filter, status };
    const result = await registryRows(services).readDocuments(listQuery);
    return documentsListResponse('subscriptions', result, listQuery.range);
  },
});

function subscriptionOr404(services: Parameters<typeof companyOr404>[0], id: string) {
  const subscription = services.store.collection('subscriptions').get(id);
  if (!subscription) throw notFound();
  return subscription;
}

const getSubscription = defineRoute({
  endpoint: ENDPOINTS.getSubscription,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'A subscription (internal roles or its company)',
    tags: ['subscriptions'],
    response: subscriptionSchema,
    errors: [403],
  },
  handler: ({ params, services, principal }) => {
    const subscription = subscriptionOr404(services, params.id);
    if (!principal || !inCompanyOrInternal(principal, subscription.companyId)) throw notFound();
    return { status: 200, body: subscription };
  },
});

const getSubscriptionStatus = defineRoute({
  endpoint: ENDPOINTS.getSubscriptionStatus,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: "A subscription's status (internal roles or its company)",
    tags: ['subscriptions'],
    response: z.object({ id: z.string(), status: subscriptionSchema.shape.status, trialing: z.boolean() }),
  },
  handler: ({ params, services, principal }) => {
    const subscription = subscriptionOr404(services, params.id);
    if (!principal || !inCompanyOrInternal(principal, subscription.companyId)) throw notFound();
    const { id, status, trialing } = subscription;
    return { status: 200, body: { id, status, trialing } };
  },
});

const validStatus = defineRoute({
  endpoint: ENDPOINTS.getSubscriptionValidStatus,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: {
    summary: "Whether a company's subscription is usable: active, trialing or pending cancellation, paid",
    tags: ['subscriptions'],
    response: validStatusSchema,
  },
  handler: ({ params, services }) => {
    const company = companyOr404(services, params.id);
    const subscription = services.store.collection('subscriptions').findOne('companyId', company.id);
    return {
      status: 200,
      body: {
        companyId: company.id,
        valid: isSubscriptionValid(subscription),
        status: subscription?.status ?? null,
        paymentError: subscription?.paymentError ?? false,
        companyStatus: company.status,
      },
    };
  },
});

export const subscriptionRegistryRoutes = [
  listSubscriptions,
  getSubscription,
  getSubscriptionStatus,
  validStatus,
];
