/**
 * The case quota: a company's case resume (total, totalAvailable, totalSpent, totalPurchase, totalIncluded: the
 * cases that came with the plan, apart from the bought ones) and buying cases
 * (POST /subscriptions/company/{id}/buy-cases: packs of 10 at the CASES price, paid with the card on file or
 * a new card; only the company's owner or admin, 403 for anyone else).
 */
import { z } from 'zod';
import {
  DEFAULT_PLAN_PRICING,
  ENDPOINTS,
  LIMITS,
  MESSAGES,
  addPurchasedCases,
  buyCasesInputSchema,
  caseResumeSchema,
  casesPackTotal,
  centsToUsd,
  readCaseResume,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { callerOf, idParams, inCompanyOrInternal } from '../access.ts';
import { companyOr404 } from '../companies/companies.ts';
import { chargeCard, payingCompany, subscriptionOf } from '../subscriptions/paymentService.ts';

const caseResume = defineRoute({
  endpoint: ENDPOINTS.getCaseResume,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary:
      'A company’s case counters: total, available, spent, purchased and included (its users and internal staff)',
    tags: ['companies'],
    response: caseResumeSchema,
  },
  handler: (ctx) => {
    if (!inCompanyOrInternal(callerOf(ctx), ctx.params.id)) throw notFound();
    return { status: 200, body: readCaseResume(companyOr404(ctx.services, ctx.params.id).caseResume) };
  },
});

const buyCasesBody = buyCasesInputSchema.extend({
  card: z.unknown().optional().describe('a new card (payment form fields) instead of the card on file'),
});

const buyCases = defineRoute({
  endpoint: ENDPOINTS.buyCases,
  access: 'authenticated',
  params: idParams,
  body: buyCasesBody,
  doc: {
    summary: 'Buy cases in packs of 10 (itemQuantity packs) with the card on file or a new card',
    description:
      'paymentMethodId is the card on file’s id, or any value with a new `card`. A declined card answers 402 ' +
      'with the provider’s message; anyone but the company’s owner or admin gets 403.',
    tags: ['subscriptions'],
    response: z.object({ caseResume: caseResumeSchema, amount: z.number().describe('USD charged') }),
    errors: [400, 402, 403],
  },
  handler: (ctx) => {
    const { services, body } = ctx;
    const company = payingCompany(services, callerOf(ctx), ctx.params.id);
    const subscription = subscriptionOf(services, company.id);
    if (body.card !== undefined) {
      const card = chargeCard(services, company, body.card, subscription?.billingType ?? 'MONTHLY');
      if (subscription)
        services.store.update('subscriptions', subscription.id, {
          creditCard: card,
          customer: true,
          paymentError: false,
        });
    } else if (!subscription?.creditCard || subscription.creditCard.id !== body.paymentMethodId) {
      throw validationError({ paymentMethodId: MESSAGES.invalidOption });
    }
    // Only the bought cases count as purchased; the included ones stay in totalIncluded.
    const caseResume = addPurchasedCases(company.caseResume, body.itemQuantity * LIMITS.casesPerPack);
    services.store.update('companies', company.id, { caseResume });
    return {
      status: 200,
      body: { caseResume, amount: centsToUsd(casesPackTotal(DEFAULT_PLAN_PRICING, body.itemQuantity)) },
    };
  },
});

export const caseQuotaRoutes = [caseResume, buyCases];
