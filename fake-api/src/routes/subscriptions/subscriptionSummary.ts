/**
 * What a plan costs (SPEC.md 3 "Subscription cart", "Previous summary"; 7 "Subscriptions"): the quote of a plan
 * for the caller's company, a subscription's current cart and the cart after address or profile changes, and
 * the previous Premium benefits a company may keep when it goes Premium again. Every amount comes from the
 * domain's cart rules (the portal's cart uses the same), in cents.
 */
import {
  DEFAULT_PLAN_PRICING,
  MESSAGES,
  billedExtras,
  currentPlanKey,
  format,
  hasCompany,
  isEffectivelyPremium,
  isPlanChangeAllowed,
  planChangeRefusal,
  planKey,
  planKeyLabel,
  previousSummary,
  previousSummaryQuerySchema,
  quoteRequestSchema,
  subscriptionCart,
  summaryCart,
  summaryRequestSchema,
  trialOffer,
  withPreviousBenefits,
  ENDPOINTS,
  previousSummarySchema,
  subscriptionCartSchema,
} from '@casebridge/domain';
import type { BilledPlan, Subscription } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { callerOf, idParams, inCompanyOrInternal } from '../access.ts';
import { companyOr404 } from '../companies/companies.ts';
import { subscriptionOf } from './paymentService.ts';

const pricing = DEFAULT_PLAN_PRICING;

/** The subscription `id` when the caller may see it (its company or internal staff); 404 otherwise. */
function visibleSubscription(services: Services, principal: Principal, id: string): Subscription {
  const subscription = services.store.collection('subscriptions').get(id);
  if (!subscription || !inCompanyOrInternal(principal, subscription.companyId)) throw notFound();
  return subscription;
}

function companyRecords(services: Services, companyId: string) {
  return {
    addresses: services.store.collection('addresses').findBy('companyId', companyId),
    licenses: services.store.collection('licenses').findBy('companyId', companyId),
  };
}

function billedPlan(services: Services, subscription: Subscription): BilledPlan {
  const company = companyOr404(services, subscription.companyId);
  const { addresses, licenses } = companyRecords(services, company.id);
  return {
    planType: subscription.planType,
    billingType: subscription.billingType,
    companyType: company.type,
    ...billedExtras(addresses, licenses),
    trial: subscription,
  };
}

const quote = defineRoute({
  endpoint: ENDPOINTS.getQuote,
  access: (principal) => hasCompany(principal),
  body: quoteRequestSchema,
  doc: {
    summary: "The cart of a plan for the caller's company (nothing due while a free trial applies)",
    description:
      'Prices of the company type (facility plans for facilities), with the premium addresses and profiles ' +
      'the company is billed for (as restored with `previousBenefits`) plus the extra counts given. The trial ' +
      'is what choosing the plan would give (`trialEnd`): a running trial carries over with the days it has ' +
      'left, a company that never used its trial gets a new one, otherwise none and the first period is due. ' +
      '409 when the plan is not sold to the company\u2019s type (factoring companies: Basic only) or the ' +
      'company\u2019s subscription cannot move to that plan (upgrade targets).',
    tags: ['subscriptions'],
    response: subscriptionCartSchema,
    errors: [409],
  },
  handler: (ctx) => {
    const { body, services } = ctx;
    const company = companyOr404(services, callerOf(ctx).companyId ?? '');
    const current = subscriptionOf(services, company.id);
    const target = planKey(body.upgradeTo, body.billingType);
    const refusal = planChangeRefusal(company.type, current, target);
    if (refusal) throw conflict(refusal);
    if (!isPlanChangeAllowed(current, target)) {
      const from = planKeyLabel(currentPlanKey(current)!);
      throw conflict(format(MESSAGES.planChangeNotAllowed, { from, to: planKeyLabel(target) }));
    }
    const records = companyRecords(services, company.id);
    const kept =
      body.upgradeTo === 'PRO' && body.previousBenefits
        ? withPreviousBenefits(records.licenses, records.addresses)
        : records;
    const billed = billedExtras(kept.addresses, kept.licenses);
    const plan = { planType: body.upgradeTo, billingType: body.billingType, companyType: company.type };
    const offer = trialOffer({ ...plan, subscription: current, pricing, now: services.clock.now() });
    const cart = subscriptionCart(pricing, {
      ...plan,
      extraAddresses: billed.extraAddresses + (body.extraAddresses ?? 0),
      extraProfiles: billed.extraProfiles + (body.extraProfiles ?? 0),
      trialEnd: offer.trialEnd,
    });
    return { status: 200, body: cart };
  },
});

/** A summary asking for another plan or billing: 409 when the payment-method call would refuse it. */
function refuseSummaryPlanChange(
  subscription: Subscription,
  companyType: BilledPlan['companyType'],
  body: {
    upgradeTo?: Subscription['planType'] | undefined;
    billingType?: Subscription['billingType'] | undefined;
  },
): void {
  if (!body.upgradeTo && !body.billingType) return;
  const target = planKey(
    body.upgradeTo ?? subscription.planType,
    body.billingType ?? subscription.billingType,
  );
  if (target === currentPlanKey(subscription)) return;
  const refusal = planChangeRefusal(companyType, subscription, target);
  if (refusal) throw conflict(refusal);
}

const summaryDoc = { tags: ['subscriptions'], response: subscriptionCartSchema };

const currentSummary = defineRoute({
  endpoint: ENDPOINTS.getSubscriptionSummary,
  access: 'authenticated',
  params: idParams,
  doc: {
    ...summaryDoc,
    summary:
      "A subscription's current cart: its plan and the premium addresses and profiles it is billed for",
  },
  handler: (ctx) => {
    const subscription = visibleSubscription(ctx.services, callerOf(ctx), ctx.params.id);
    const now = ctx.services.clock.now();
    return { status: 200, body: summaryCart(pricing, billedPlan(ctx.services, subscription), {}, now) };
  },
});

const changedSummary = defineRoute({
  endpoint: ENDPOINTS.updateSubscriptionSummary,
  access: 'authenticated',
  params: idParams,
  body: summaryRequestSchema,
  doc: {
    ...summaryDoc,
    summary: 'The cart after plan, billing, address or profile changes (nothing is saved)',
    description:
      'Extras billed next period = billed + newAditional - newCanceled + newCanceledDowngrade (Premium only). ' +
      'A plan or billing change is priced as POST .../payment-method would start it: nothing due while a trial ' +
      'applies (the running one carries over, or a first one; `trialEnd`), else the whole subscription. ' +
      'Otherwise 0 while trialing, else the newly added extras. 409 for a plan change the payment-method ' +
      'call would refuse (domain planChangeRefusal, as the quote).',
    errors: [409],
  },
  handler: (ctx) => {
    const subscription = visibleSubscription(ctx.services, callerOf(ctx), ctx.params.id);
    const billed = billedPlan(ctx.services, subscription);
    refuseSummaryPlanChange(subscription, billed.companyType, ctx.body);
    return { status: 200, body: summaryCart(pricing, billed, ctx.body, ctx.services.clock.now()) };
  },
});

const previous = defineRoute({
  endpoint: ENDPOINTS.getPreviousSummary,
  access: 'authenticated',
  params: idParams,
  query: previousSummaryQuerySchema,
  doc: {
    summary:
      'The Premium benefits the company had before (professionals, addresses) and what keeping them costs',
    description:
      'An empty summary (no professionals, no addresses, 0) when the company has no previous Premium benefit, ' +
      'or is Premium now: nothing to get back is an answer, not an error.',
    tags: ['subscriptions'],
    response: previousSummarySchema,
  },
  handler: (ctx) => {
    const subscription = visibleSubscription(ctx.services, callerOf(ctx), ctx.params.id);
    const nothing = { status: 200, body: { professionals: [], addresses: [], totalAmount: 0 } };
    if (isEffectivelyPremium(subscription)) return nothing;
    const { addresses, licenses } = companyRecords(ctx.services, subscription.companyId);
    const billing = ctx.query.isAnnuall ? 'ANNUAL' : 'MONTHLY';
    const summary = previousSummary(pricing, billing, licenses, addresses);
    return summary ? { status: 200, body: summary } : nothing;
  },
});

export const subscriptionSummaryRoutes = [quote, currentSummary, changedSummary, previous];
