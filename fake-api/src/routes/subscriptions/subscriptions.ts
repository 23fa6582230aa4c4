/** Plan pricing and a company's subscription. */
import { z } from 'zod';
import {
  COMPANY_STATUSES,
  DEFAULT_PLAN_PRICING,
  can,
  ENDPOINTS,
  planPricingSchema,
  subscriptionSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { idParams, inCompanyOrInternal } from '../access.ts';
import { companyOr404 } from '../companies/companies.ts';

const planPricing = defineRoute({
  endpoint: ENDPOINTS.getPlanPricing,
  access: 'public',
  doc: {
    summary: 'Price (cents) and trial days of every plan concept',
    tags: ['subscriptions'],
    response: planPricingSchema,
  },
  handler: () => ({ status: 200, body: DEFAULT_PLAN_PRICING }),
});

const companySubscription = defineRoute({
  endpoint: ENDPOINTS.getCompanySubscription,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: {
    summary: "A company's subscription",
    description:
      'null while the company has none yet (a new sign-up chooses its plan after verifying): an answer, not a ' +
      '404; 404 for an unknown company.',
    tags: ['subscriptions'],
    response: subscriptionSchema.nullable(),
  },
  handler: ({ params, services }) => {
    const company = companyOr404(services, params.id);
    const subscription = services.store.collection('subscriptions').findOne('companyId', company.id);
    return { status: 200, body: subscription ?? null };
  },
});

const statusCountSchema = z.record(z.enum(COMPANY_STATUSES), z.number());

const registryStatusCounts = defineRoute({
  endpoint: ENDPOINTS.getRegistryStatusCounts,
  access: (principal) => can(principal, 'registry.read'),
  doc: {
    summary: 'How many companies the registry holds in each status (internal roles)',
    tags: ['registry'],
    response: statusCountSchema,
  },
  handler: ({ services }) => {
    const companies = services.store.collection('companies');
    const counts = Object.fromEntries(
      COMPANY_STATUSES.map((status) => [status, companies.count({ status })]),
    );
    return { status: 200, body: counts };
  },
});

export const subscriptionRoutes = [planPricing, companySubscription, registryStatusCounts];
