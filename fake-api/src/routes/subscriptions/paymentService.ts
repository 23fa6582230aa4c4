/**
 * The payment service of the plan routes: charging a card through the fake card provider, choosing or
 * upgrading a plan, replacing the card on file. The routes (payments.ts) only parse, authorize and answer.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PLAN_PRICING,
  MESSAGES,
  billedExtras,
  can,
  companySubscriptionType,
  planChange,
  planChangeRefusal,
  planKey,
  planStart,
  restorePreviousBenefits,
  subscriptionCart,
} from '@casebridge/domain';
import type {
  BillingType,
  Company,
  CreditCard,
  PaymentMethodResult,
  Subscription,
  paymentMethodRequestSchema,
} from '@casebridge/domain';
import type { z } from 'zod';
import { conflict, forbidden, notFound, paymentFailed, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { authorizeCard } from '../../payments/cardProvider.ts';
import { companyOr404 } from '../companies/companies.ts';
import { cancelDowngrade, scheduleDowngrade } from './planChangeService.ts';

export type PaymentBody = z.output<typeof paymentMethodRequestSchema>;

export function subscriptionOf(services: Services, companyId: string): Subscription | null {
  return services.store.collection('subscriptions').findOne('companyId', companyId) ?? null;
}

/** The company, when the caller is its owner or admin: 404 unknown, 403 anyone else (internal staff too). */
export function payingCompany(services: Services, principal: Principal, companyId: string): Company {
  const company = companyOr404(services, companyId);
  if (principal.companyId !== company.id || !can(principal, 'subscription.pay'))
    throw forbidden(MESSAGES.unauthorizedSubscription);
  return company;
}

/** Runs the card through the provider: its new card, or 400 with the card's field messages, or 402. */
export function chargeCard(
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
  // A declined attempt on an existing subscription changes nothing: its paymentError (the banner on every page)
  // is for a subscription whose own payment failed, not for an upgrade or a new card that was refused.
  if (!subscriptionOf(services, company.id)) {
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

export function keepPreviousBenefits(services: Services, companyId: string): void {
  const { store } = services;
  const patches = restorePreviousBenefits(
    store.collection('licenses').findBy('companyId', companyId),
    store.collection('addresses').findBy('companyId', companyId),
  );
  for (const { id, ...patch } of patches.licenses) store.update('licenses', id, patch);
  for (const { id, ...patch } of patches.addresses) store.update('addresses', id, patch);
}

export function choosePlan(services: Services, company: Company, body: PaymentBody): PaymentMethodResult {
  const current = subscriptionOf(services, company.id);
  const target = planKey(body.upgradeTo, body.billingType);
  const refusal = planChangeRefusal(company.type, current, target);
  if (refusal) throw conflict(refusal);
  const change = planChange(current, target);
  if (change.kind === 'downgrade') return scheduleDowngrade(services, company, current!, target);
  if (change.kind === 'cancelDowngrade') return cancelDowngrade(services, company, current!);
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
  const { charged: _charged, ...timing } = start;
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
    trialEnd: start.trialing ? start.trialEnd : null,
  });
  return { company: updated, subscription, cart };
}

export function changeCard(services: Services, company: Company, newCard: unknown): PaymentMethodResult {
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
  const empty = { items: [], subscriptionAmount: 0, dueAmount: 0, trialEnd: null };
  return { company, subscription, cart: empty };
}
