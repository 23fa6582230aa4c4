/** Plan pricing and a company's subscription. */
import { DEFAULT_PLAN_PRICING } from '@casebridge/domain';
import { defineRoute } from '../core/defineRoute.ts';
import { notFound } from '../core/errors.ts';
import { planPricingSchema, subscriptionSchema } from '../openapi/entities.ts';
import { idParams, inCompanyOrInternal } from './access.ts';
import { companyOr404 } from './companies.ts';

const planPricing = defineRoute({
  method: 'GET',
  path: '/subscriptions/plan-pricing',
  access: 'public',
  doc: {
    summary: 'Price (cents) and trial days of every plan concept',
    tags: ['subscriptions'],
    response: planPricingSchema,
  },
  handler: () => ({ status: 200, body: DEFAULT_PLAN_PRICING }),
});

const companySubscription = defineRoute({
  method: 'GET',
  path: '/subscriptions/company/:id',
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: { summary: "A company's subscription", tags: ['subscriptions'], response: subscriptionSchema },
  handler: ({ params, services }) => {
    const company = companyOr404(services, params.id);
    const subscription = services.store.collection('subscriptions').findOne('companyId', company.id);
    if (!subscription) throw notFound();
    return { status: 200, body: subscription };
  },
});

export const subscriptionRoutes = [planPricing, companySubscription];
