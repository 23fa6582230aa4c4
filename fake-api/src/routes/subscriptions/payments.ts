/**
 * Plan choice and payment (SPEC.md 4 "Subscription plans", 5 "Payment form", 7 "Subscriptions", 8): the first
 * plan or an upgrade (POST .../payment-method), a new card (PUT), the caller's card on file. Only the owner or
 * an admin of the company may pay (403 with the unauthorized sentence otherwise). The card goes through the fake
 * card payment provider (payments/cardProvider.ts): only its brand and last 4 digits are kept. A decline answers
 * 402 with the provider's message and marks the subscription's paymentError (the panel's banner); a later
 * success clears it.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PLAN_PRICING,
  MESSAGES,
  billedExtras,
  can,
  changePaymentMethodSchema,
  companySubscriptionType,
  currentPlanKey,
  format,
  isPlanChangeAllowed,
  paymentMethodRequestSchema,
  planAvailableFor,
  planKey,
  planKeyLabel,
  planStart,
  restorePreviousBenefits,
  subscriptionCart,
  ENDPOINTS,
  creditCardSchema,
  paymentMethodResultSchema,
} from '@casebridge/domain';
import type { BillingType, Company, CreditCard, PaymentMethodResult, Subscription } from '@casebridge/domain';
import type { z } from 'zod';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict, forbidden, notFound, paymentFailed, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { authorizeCard } from '../../payments/cardProvider.ts';
import { callerOf, idParams } from '../access.ts';
import { companyOr404 } from '../companies/companies.ts';

type PaymentBody = z.output<typeof paymentMethodRequestSchema>;

export function subscriptionOf(services: Services, companyId: string): Subscription | null {
  return services.store.collection('subscriptions').findOne('companyId', companyId) ?? null;
}

/** The company, when the caller is its owner or admin: 404 unknown, 403 anyone else (internal staff too). */
function payingCompany(services: Services, principal: Principal, companyId: string): Company {
  const company = companyOr404(services, companyId);
  if (principal.companyId !== company.id || !can(principal, 'subscription.pay'))
    throw forbidden(MESSAGES.unauthorizedSubscription);
  return company;
}

/** Runs the card through the provider: its new card, or 400 with the card's field messages, or 402. */
function chargeCard(
  services: Services,
  company: Company,
  card: unknown,
  billingType: BillingType,
): CreditCard {
  const now = services.clock.now();
  const result = authorizeCard(card, now, () => `cc-${randomUUID()}`);
  if (result.outcome === 'approved') return result.card;
  if (result.outcome === 'invalid') {
    const fields = Object.fromEntries(Object.entries(result.fields).map(([k, m]) => [`card.${k}`, m]));
    throw validationError({ card: Object.values(result.fields)[0]!, ...fields });
  }
  const subscription = subscriptionOf(services, company.id);
  if (subscription) {
    services.store.update('subscriptions', subscription.id, {
      paymentError: true,
      lastUpdate: now.toISOString(),
    });
  } else {
    // No plan yet: a Basic subscription carrying the error, so the panel shows the payment error banner.
    services.store.insert('subscriptions', {
      companyId: company.id,
      planType: 'BASIC',
      status: 'ACTIVE',
      trialing: false,
      freeTrialUsed: false,
      trialEnd: null,
      subscriptionPeriodEnd: null,
      billingType,
      lastUpdate: now.toISOString(),
      creditCard: null,
      paymentError: true,
      downgradeTo: null,
      customer: false,
    });
  }
  throw paymentFailed(result.message);
}

function keepPreviousBenefits(services: Services, companyId: string): void {
  const { store } = services;
  const patches = restorePreviousBenefits(
    store.collection('licenses').findBy('companyId', companyId),
    store.collection('addresses').findBy('companyId', companyId),
  );
  for (const { id, ...patch } of patches.licenses) store.update('licenses', id, patch);
  for (const { id, ...patch } of patches.addresses) store.update('addresses', id, patch);
}

function choosePlan(services: Services, company: Company, body: PaymentBody): PaymentMethodResult {
  const current = subscriptionOf(services, company.id);
  const target = planKey(body.upgradeTo, body.billingType);
  if (!planAvailableFor(company.type, body.upgradeTo)) throw conflict(MESSAGES.planNotForCompanyType);
  if (!isPlanChangeAllowed(current, target)) {
    const from = planKeyLabel(currentPlanKey(current)!);
    throw conflict(format(MESSAGES.planChangeNotAllowed, { from, to: planKeyLabel(target) }));
  }
  const paid = body.upgradeTo !== 'BASIC';
  let card = current?.creditCard ?? null;
  if (paid && body.card) card = chargeCard(services, company, body.card, body.billingType);
  else if (paid && !card) throw validationError({ card: MESSAGES.cardRequired });
  const now = services.clock.now();
  const pricing = DEFAULT_PLAN_PRICING;
  const start = planStart({
    planType: body.upgradeTo,
    billingType: body.billingType,
    subscription: current,
    companyType: company.type,
    pricing,
    now,
  });
  if (body.upgradeTo === 'PRO' && body.previousBenefits) keepPreviousBenefits(services, company.id);
  const { charged, ...timing } = start;
  const fields = {
    planType: body.upgradeTo,
    billingType: body.billingType,
    ...timing,
    lastUpdate: now.toISOString(),
    creditCard: card,
    paymentError: false,
    downgradeTo: null,
    customer: (current?.customer ?? false) || (paid && card !== null),
  } satisfies Omit<Subscription, 'id' | 'companyId'>;
  const subscription = current
    ? services.store.update('subscriptions', current.id, fields)
    : services.store.insert('subscriptions', { companyId: company.id, ...fields });
  const updated = services.store.update('companies', company.id, {
    subscriptionType: companySubscriptionType(company.type, body.upgradeTo),
    updatedAt: now.toISOString(),
  });
  const extras = billedExtras(
    services.store.collection('addresses').findBy('companyId', company.id),
    services.store.collection('licenses').findBy('companyId', company.id),
  );
  const cart = subscriptionCart(pricing, {
    planType: body.upgradeTo,
    billingType: body.billingType,
    companyType: company.type,
    ...extras,
    trial: !charged,
  });
  return { company: updated, subscription, cart };
}

function changeCard(services: Services, company: Company, newCard: unknown): PaymentMethodResult {
  const current = subscriptionOf(services, company.id);
  if (!current) throw notFound(MESSAGES.registryNoSubscription);
  if (!newCard) throw validationError({ card: MESSAGES.cardRequired });
  const card = chargeCard(services, company, newCard, current.billingType);
  const subscription = services.store.update('subscriptions', current.id, {
    creditCard: card,
    paymentError: false,
    customer: true,
    status: current.status === 'PAST_DUE' ? 'ACTIVE' : current.status,
    lastUpdate: services.clock.now().toISOString(),
  });
  const empty = { items: [], subscriptionAmount: 0, dueAmount: 0 };
  return { company, subscription, cart: empty };
}

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
    summary: 'Choose the first plan or upgrade (owner or admin), paying with a card when the plan needs one',
    description:
      'BASIC needs no card. ADVANCED and PRO need `card` unless one is on file. A company that never used its ' +
      'free trial starts TRIALING (trialEnd = now + the plan\u2019s trialPeriodDays, default 60; nothing charged); ' +
      'otherwise ACTIVE for one month or year, charged now. With a subscription, the target must be one of its ' +
      'upgrade targets (409). `previousBenefits` (PRO) restores the previous Premium professionals and ' +
      'addresses; `isChangePaymentMethod` only replaces the card (as PUT). Card errors answer 400 with ' +
      '`card.<field>` messages; a declined card 402 with the provider\u2019s message, and paymentError is set ' +
      '(a Basic subscription carrying it is created when the company has none). Test cards: ' +
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
      '`card` is required. A declined card answers 402 and sets paymentError; an accepted one clears it ' +
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
