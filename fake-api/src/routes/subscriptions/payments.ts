/**
 * Plan choice and payment (SPEC.md 4 "Subscription plans", 5 "Payment form", 7 "Subscriptions", 8): the first
 * plan or an upgrade (POST .../payment-method), a new card (PUT), the caller's card on file. Only the owner or
 * an admin of the company may pay (403 with the unauthorized sentence otherwise). The card goes through the fake
 * card payment provider (payments/cardProvider.ts): only its brand and last 4 digits are kept. A decline answers
 * 402 with the provider's message; it changes an existing subscription in nothing (its paymentError, the
 * banner, is for a payment of the subscription that failed), and before the first plan it leaves a Basic
 * subscription carrying paymentError. A later success clears it.
 */
import {
  MESSAGES,
  changePaymentMethodSchema,
  paymentMethodRequestSchema,
  ENDPOINTS,
  creditCardSchema,
  paymentMethodResultSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { notFound } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';

import { changeCard, choosePlan, payingCompany, subscriptionOf } from './paymentService.ts';

const paymentDoc = {
  tags: ['subscriptions'],
  response: paymentMethodResultSchema,
  errors: [402, 403, 404, 409],
};

const choose = defineRoute({
  endpoint: ENDPOINTS.savePaymentMethod,
  access: (principal, { params, services }) => !!payingCompany(services, principal, params.id),
  params: idParams,
  body: paymentMethodRequestSchema,
  doc: {
    ...paymentDoc,
    summary:
      'Choose the first plan, upgrade, downgrade or cancel a downgrade (owner or admin), paying with a card when needed',
    description:
      'BASIC needs no card. ADVANCED and PRO need `card` unless one is on file. A company has one free trial: ' +
      'a trial still running carries over to the new plan (same trialEnd, nothing charged); a company that never ' +
      'used it starts TRIALING (trialEnd = now + the plan\u2019s trialPeriodDays, default 60; nothing charged); ' +
      'otherwise ACTIVE for one month or year, charged now (`cart.trialEnd` says which). With a subscription, the target ' +
      'is an upgrade target (at once, as above) or a downgrade target (the company\u2019s own downgrade: nothing charged, ' +
      'no card needed; the subscription becomes PENDING_CANCELLATION with `downgradeTo` and keeps its plan and billing ' +
      'until `subscriptionPeriodEnd`; `cart` is the next period\u2019s, `dueAmount` 0). While a downgrade is pending, ' +
      'the plan it is on cancels the downgrade (back to TRIALING while the trial runs, else ACTIVE) and any other ' +
      'target answers 409; so does a target on neither list (`planChange` in domain/src/rules/accountPlan.ts). `previousBenefits` (PRO) restores the previous Premium professionals and ' +
      'addresses; `isChangePaymentMethod` only replaces the card (as PUT). Card errors answer 400 with ' +
      '`card.<field>` messages; a declined card 402 with the provider\u2019s message; an existing subscription is left as it ' +
      'was, and a company without one gets a Basic subscription carrying paymentError. Test cards: ' +
      '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 insufficient funds. ' +
      `403 "${MESSAGES.unauthorizedSubscription}" for anyone but the company\u2019s owner or admin.`,
  },
  handler: (ctx) => {
    const company = payingCompany(ctx.services, callerOf(ctx), ctx.params.id);
    const result = ctx.body.isChangePaymentMethod
      ? changeCard(ctx.services, company, ctx.body.card)
      : choosePlan(ctx.services, company, ctx.body);
    return { status: 200, body: result };
  },
});

const change = defineRoute({
  endpoint: ENDPOINTS.changePaymentMethod,
  access: (principal, { params, services }) => !!payingCompany(services, principal, params.id),
  params: idParams,
  body: changePaymentMethodSchema,
  doc: {
    ...paymentDoc,
    summary: 'Replace the card on file (owner or admin); the plan stays',
    description:
      '`card` is required. A declined card answers 402 and changes nothing; an accepted one clears paymentError ' +
      '(a PAST_DUE subscription becomes ACTIVE). 404 when the company has no subscription.',
  },
  handler: (ctx) => {
    const company = payingCompany(ctx.services, callerOf(ctx), ctx.params.id);
    return { status: 200, body: changeCard(ctx.services, company, ctx.body.card) };
  },
});

const myCard = defineRoute({
  endpoint: ENDPOINTS.getCreditCard,
  access: 'authenticated',
  doc: {
    summary: "The caller company's card on file (brand and last 4 digits)",
    description: 'Answers 404 when the company has no card or is not a customer of the payment provider.',
    tags: ['subscriptions'],
    response: creditCardSchema,
    errors: [404],
  },
  handler: (ctx) => {
    const { companyId } = callerOf(ctx);
    const subscription = companyId ? subscriptionOf(ctx.services, companyId) : null;
    if (!subscription?.creditCard || !subscription.customer) throw notFound();
    return { status: 200, body: subscription.creditCard };
  },
});

export const paymentRoutes = [choose, change, myCard];
