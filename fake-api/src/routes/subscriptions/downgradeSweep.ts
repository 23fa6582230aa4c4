/**
 * Pending downgrades that reach the end of their period (the owner's Downgrade on My Account, the staff's cancel
 * in the console): the subscription falls to the plan it chose (accountPlan.ts applyDueDowngrade) and the
 * company's subscriptionType follows, so 'Premium until {date}' ends on that date; a plan without premium
 * visibility turns the company's premium addresses and profiles basic (endPremiumBenefits). Run by the scheduler
 * (routes/index.ts scheduledJobs) and by POST /dev/clock; the candidates come from the subscriptions' status
 * index, those whose date is past, each one checked against the server's clock.
 */
import {
  applyDueDowngrade,
  companySubscriptionType,
  endPremiumBenefits,
  isDowngradeDue,
  planHasFeature,
} from '@casebridge/domain';
import type { Services } from '../../core/types.ts';

/** The scheduler's limit per transaction (a large backlog in several). */
export const SCHEDULED_DOWNGRADE_LIMIT = 500;

export interface DowngradeSweepResult {
  downgraded: number;
  /** True when the limit stopped the sweep with downgrades possibly still due: run it again. */
  more: boolean;
}

export function runDowngradeSweep(
  services: Services,
  limit = Number.POSITIVE_INFINITY,
): DowngradeSweepResult {
  const now = services.clock.now();
  const { store } = services;
  // The pending downgrades whose date (the period's end, else the trial's) is past, or that have none; the
  // rule itself (isDowngradeDue) decides. The rest stay in the database: a sweep finding nothing due parses no
  // record (the 2,000 pending at 100,000 companies took 10 to 20 ms a minute).
  const pending = [
    { subscriptionPeriodEnd_lte: now.toISOString() },
    { subscriptionPeriodEnd: null, trialEnd_lte: now.toISOString() },
    { subscriptionPeriodEnd: null, trialEnd: null },
  ].flatMap(
    (due) =>
      store.collection('subscriptions').list({ filter: { status: 'PENDING_CANCELLATION', ...due } }).data,
  );
  let downgraded = 0;
  for (const subscription of pending) {
    if (!isDowngradeDue(subscription, now)) continue;
    if (downgraded >= limit) return { downgraded, more: true };
    const fields = applyDueDowngrade(subscription, now);
    store.update('subscriptions', subscription.id, { ...fields, lastUpdate: now.toISOString() });
    const company = store.collection('companies').get(subscription.companyId);
    if (company)
      store.update('companies', company.id, {
        subscriptionType: companySubscriptionType(company.type, fields.planType),
        updatedAt: now.toISOString(),
      });
    if (!planHasFeature(fields.planType, 'premiumVisibility')) endPremium(services, subscription.companyId);
    downgraded++;
  }
  return { downgraded, more: false };
}

/** Premium's addresses and profiles become basic, their previous state kept for a later return to Premium. */
export function endPremium(services: Services, companyId: string): void {
  const { store } = services;
  const patches = endPremiumBenefits(
    store.collection('licenses').findBy('companyId', companyId),
    store.collection('addresses').findBy('companyId', companyId),
  );
  for (const { id, ...fields } of patches.addresses) store.update('addresses', id, fields);
  for (const { id, ...fields } of patches.licenses) store.update('licenses', id, fields);
}
