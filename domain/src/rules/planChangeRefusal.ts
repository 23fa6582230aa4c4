/**
 * The one rule of which plan changes a subscription may not make (SPEC.md 4 "Subscription plans"): the quote,
 * the summary and the payment-method call all refuse (409) what this answers, so none of them prices or starts a
 * change another refuses. The quote also refuses downgrades (it prices upgrades only).
 */
import { MESSAGES } from '../messages.ts';
import type { CompanyType } from '../enums.ts';
import type { Subscription } from '../entities.ts';
import { planChange } from './accountPlan.ts';
import { planAvailableFor } from './planChange.ts';
import { parsePlanKey, type PlanKey } from './plans.ts';

/** Null when `subscription` may move to `target`, else the 409's message. */
export function planChangeRefusal(
  companyType: CompanyType,
  subscription: Pick<Subscription, 'planType' | 'billingType' | 'status'> | null | undefined,
  target: PlanKey,
): string | null {
  if (!planAvailableFor(companyType, parsePlanKey(target).planType)) return MESSAGES.planNotForCompanyType;
  const change = planChange(subscription, target);
  return change.kind === 'refused' ? change.reason : null;
}
