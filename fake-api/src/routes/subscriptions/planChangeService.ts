/**
 * The company's own downgrade and cancel downgrade (accountPlan.ts's planChange), reached through
 * POST /subscriptions/company/{id}/payment-method like an upgrade: a downgrade target that is not an upgrade
 * schedules the downgrade (PENDING_CANCELLATION with downgradeTo, plan and billing kept until the period ends,
 * nothing charged, no card needed); the plan the subscription is on, while a downgrade is pending, cancels it.
 * The answer's cart is what the subscription will cost per period from then, with nothing due now.
 */
import {
  DEFAULT_PLAN_PRICING,
  applyCancelDowngrade,
  applyDowngrade,
  billedExtras,
  parsePlanKey,
  planKey,
  subscriptionCart,
} from '@casebridge/domain';
import type { Company, PaymentMethodResult, PlanKey, Subscription } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';

function nextPeriodCart(services: Services, company: Company, key: PlanKey) {
  const extras = billedExtras(
    services.store.collection('addresses').findBy('companyId', company.id),
    services.store.collection('licenses').findBy('companyId', company.id),
  );
  const plan = parsePlanKey(key);
  const cart = subscriptionCart(DEFAULT_PLAN_PRICING, { ...plan, companyType: company.type, ...extras });
  return { ...cart, dueAmount: 0, trialEnd: null };
}

/** Schedules the downgrade to `to` for the end of the period already paid for. */
export function scheduleDowngrade(
  services: Services,
  company: Company,
  current: Subscription,
  to: PlanKey,
): PaymentMethodResult {
  const subscription = services.store.update('subscriptions', current.id, {
    ...applyDowngrade(to),
    lastUpdate: services.clock.now().toISOString(),
  });
  return { company, subscription, cart: nextPeriodCart(services, company, to) };
}

/** Drops the pending downgrade: the subscription goes on as it is. */
export function cancelDowngrade(
  services: Services,
  company: Company,
  current: Subscription,
): PaymentMethodResult {
  const now = services.clock.now();
  const subscription = services.store.update('subscriptions', current.id, {
    ...applyCancelDowngrade(current, now),
    lastUpdate: now.toISOString(),
  });
  const key = planKey(current.planType, current.billingType);
  return { company, subscription, cart: nextPeriodCart(services, company, key) };
}
