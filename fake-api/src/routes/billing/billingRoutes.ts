/**
 * Billing of a case per provider (issue 14; the project's paths, ENDPOINTS "Billing per provider…"): the
 * case's totals, one provider's billing, and the writes on bills, payments and reduction negotiations. The
 * rules are the domain's (rules/billing.ts, rules/reductions.ts), applied in billService.ts and
 * reductionService.ts; access in billingAccess.ts (404 for a case or provider the caller may not see).
 */
import { z } from 'zod';
import {
  ENDPOINTS,
  billBodySchema,
  billSchema,
  caseBillingSchema,
  paymentBodySchema,
  paymentSchema,
  providerBillingSchema,
  reductionRequestBodySchema,
  reductionSchema,
  reductionStepBodySchema,
  voidBillBodySchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { billingScope, caseBillingScope } from './billingAccess.ts';
import { createBill, recordPayment, updateBill, voidBill } from './billService.ts';
import { billView, caseBillingView, paymentView, providerBillingView } from './billingViews.ts';
import { providerFigures } from './billingFigures.ts';
import { reductionView, requestReductionFor, stepReductionFor } from './reductionService.ts';
import type { Services } from '../../core/types.ts';
import type { BillingScope } from './billingAccess.ts';

const TAGS = ['billing'];
const providerParams = z.object({ id: z.string().min(1), providerId: z.string().min(1) });
const billParams = providerParams.extend({ billId: z.string().min(1) });
const reductionParams = providerParams.extend({ reductionId: z.string().min(1) });

/** A bill as answered, with its payments counted. */
function billAnswer(services: Services, scope: BillingScope, billId: string) {
  const f = providerFigures(services, scope.legalCase.id, scope.provider);
  const bill = f.bills.find((b) => b.id === billId);
  if (!bill) throw new Error(`bill ${billId} missing after its write`);
  return billView(bill, f.payments);
}

const getCaseBilling = defineRoute({
  endpoint: ENDPOINTS.getCaseBilling,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: "A case's billing: every provider's totals and the case's sum against its policy limit",
    description:
      'The firm and internal staff see every provider of the case; a provider sees its own line only. ' +
      'Amounts in cents. 404 for anyone else.',
    tags: TAGS,
    response: caseBillingSchema,
  },
  handler: (ctx) => {
    const seen = caseBillingScope(ctx.services, callerOf(ctx), ctx.params.id);
    return { status: 200, body: caseBillingView(ctx.services, seen) };
  },
});

const getProviderBilling = defineRoute({
  endpoint: ENDPOINTS.getProviderBilling,
  access: 'authenticated',
  params: providerParams,
  doc: {
    summary:
      "One provider's billing on a case: bills, payments, reduction negotiations, totals, what you can do",
    description:
      "The case's firm (and internal staff, read-only) or that provider; 404 for another provider, another " +
      'firm or the claimant.',
    tags: TAGS,
    response: providerBillingSchema,
  },
  handler: (ctx) => {
    const { id, providerId } = ctx.params;
    const scope = billingScope(ctx.services, callerOf(ctx), id, providerId);
    return { status: 200, body: providerBillingView(ctx.services, scope) };
  },
});

const createBillRoute = defineRoute({
  endpoint: ENDPOINTS.createBill,
  access: 'authenticated',
  params: providerParams,
  body: billBodySchema,
  doc: {
    summary: 'Enter a bill (the provider only)',
    description:
      'Date of service (not in the future), description, optional procedure code, amount billed and what ' +
      'payers paid, in cents. 403 for the firm, 409 on a closed case.',
    tags: TAGS,
    response: billSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const { id, providerId } = ctx.params;
    const scope = billingScope(ctx.services, callerOf(ctx), id, providerId);
    const bill = createBill(ctx.services, callerOf(ctx), scope, ctx.body);
    return { status: 201, body: billAnswer(ctx.services, scope, bill.id) };
  },
});

const updateBillRoute = defineRoute({
  endpoint: ENDPOINTS.updateBill,
  access: 'authenticated',
  params: billParams,
  body: billBodySchema,
  doc: {
    summary: 'Correct a bill (the provider only)',
    description: 'Never below what was paid on it (400); a voided bill cannot change (409).',
    tags: TAGS,
    response: billSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const { id, providerId, billId } = ctx.params;
    const scope = billingScope(ctx.services, callerOf(ctx), id, providerId);
    updateBill(ctx.services, callerOf(ctx), scope, billId, ctx.body);
    return { status: 200, body: billAnswer(ctx.services, scope, billId) };
  },
});

const voidBillRoute = defineRoute({
  endpoint: ENDPOINTS.voidBill,
  access: 'authenticated',
  params: billParams,
  body: voidBillBodySchema,
  doc: {
    summary: 'Void a bill with a reason (the provider only)',
    description: 'Refused (409) once voided or while payments are recorded on it.',
    tags: TAGS,
    response: billSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const { id, providerId, billId } = ctx.params;
    const scope = billingScope(ctx.services, callerOf(ctx), id, providerId);
    voidBill(ctx.services, callerOf(ctx), scope, billId, ctx.body);
    return { status: 200, body: billAnswer(ctx.services, scope, billId) };
  },
});

const recordPaymentRoute = defineRoute({
  endpoint: ENDPOINTS.recordPayment,
  access: 'authenticated',
  params: providerParams,
  body: paymentBodySchema,
  doc: {
    summary: 'Record a payment against one of the provider’s bills (the firm or the provider)',
    description:
      'Amount in cents, date (not in the future), payer, check or reference number. An overpayment is ' +
      'refused (400 on amountCents); 409 on a voided bill or a closed case.',
    tags: TAGS,
    response: paymentSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const { id, providerId } = ctx.params;
    const scope = billingScope(ctx.services, callerOf(ctx), id, providerId);
    const payment = recordPayment(ctx.services, callerOf(ctx), scope, ctx.body);
    return { status: 201, body: paymentView(payment) };
  },
});

const requestReductionRoute = defineRoute({
  endpoint: ENDPOINTS.requestReduction,
  access: 'authenticated',
  params: providerParams,
  body: reductionRequestBodySchema,
  doc: {
    summary: 'Request a reduction of the provider’s balance (the firm only)',
    description:
      'By an amount (cents) or a percentage of the balance (billed − paid), with a note and optionally the ' +
      'settlement breakdown (a file of the case, 400 otherwise): the request shares it with the case’s ' +
      'collaborators so the provider can open it (audited as a sharing change; 400 when the provider no ' +
      'longer collaborates). 403 for the provider; 409 while one is open or once accepted.',
    tags: TAGS,
    response: reductionSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const { id, providerId } = ctx.params;
    const caller = callerOf(ctx);
    const scope = billingScope(ctx.services, caller, id, providerId);
    const r = requestReductionFor(ctx.services, caller, scope.legalCase, scope.provider, ctx.body);
    return { status: 201, body: reductionView(r) };
  },
});

const stepReductionRoute = defineRoute({
  endpoint: ENDPOINTS.stepReduction,
  access: 'authenticated',
  params: reductionParams,
  body: reductionStepBodySchema,
  doc: {
    summary: 'Accept, reject, counter or withdraw a reduction request',
    description:
      'The provider answers an open request (accept, reject, counter); the firm answers a counteroffer ' +
      '(accept, counter) and may withdraw while it is open. 409 with the reason for a step the state does not ' +
      'allow; 400 for a counteroffer amount the rules refuse.',
    tags: TAGS,
    response: reductionSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const { id, providerId, reductionId } = ctx.params;
    const caller = callerOf(ctx);
    const scope = billingScope(ctx.services, caller, id, providerId);
    const r = stepReductionFor(ctx.services, caller, scope, reductionId, ctx.body);
    return { status: 200, body: reductionView(r) };
  },
});

export const billingRoutes = [
  getCaseBilling,
  getProviderBilling,
  createBillRoute,
  updateBillRoute,
  voidBillRoute,
  recordPaymentRoute,
  requestReductionRoute,
  stepReductionRoute,
];
